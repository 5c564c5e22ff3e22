import { join } from 'node:path'
import type { Notice } from '../../../shared/ipc'
import type { Words } from '../../../shared/i18n/words'
import { writeFileAtomic } from './atomic-write'

/**
 * Saves a settings section that could not be read next to settings.json, so nothing is lost,
 * and tells the agent with `said(file)`, the words of the section's owner. Never rejects: a
 * failure to save it is logged, and the section's defaults apply all the same.
 */
export type SetAside = (name: string, raw: unknown, said: (file: string) => Words) => Promise<void>

export function createSetAside(deps: {
  readonly dir: string
  readonly notice: (notice: Notice) => void
  readonly log: (line: string) => void
}): SetAside {
  return async (name, raw, said) => {
    const file = `${name}.unreadable-${new Date().toISOString().replace(/[:.]/g, '-')}.json`
    try {
      await writeFileAtomic(join(deps.dir, file), `${JSON.stringify(raw, null, 2)}\n`)
    } catch (error) {
      deps.log(`settings: could not set ${name} aside: ${String(error)}`)
      return
    }
    deps.notice({ id: `unreadable-${name}`, level: 'warning', message: said(file) })
  }
}
