import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { REPLY_TEMPLATES_FILE_FORMAT } from '../../../shared/reply/templates-schema'
import { openSettingsStore } from '../settings/settings-store'
import {
  createTeamTemplates,
  type TeamTemplatesDeps,
  type TeamTemplatesService,
} from './team-templates-service'

/** A team file as `Export for the team…` writes it: one English box, and the set version. */
export function teamFileText(
  notFound: string,
  setVersion?: number,
  extra: Record<string, unknown> = {},
): string {
  return JSON.stringify({
    format: REPLY_TEMPLATES_FILE_FORMAT,
    version: 2,
    ...(setVersion === undefined ? {} : { setVersion }),
    templates: { en: { not_found: notFound } },
    ...extra,
  })
}

export interface TeamFixture {
  readonly dir: string
  readonly logs: string[]
  /** How many times the status changed (the window would refetch). */
  changes: number
  /** A service over the fixture's folder and settings.json (a new one is "the next start"). */
  open(options?: Partial<TeamTemplatesDeps>): Promise<TeamTemplatesService>
  cleanup(): Promise<void>
}

export async function teamFixture(): Promise<TeamFixture> {
  const dir = await mkdtemp(join(tmpdir(), 'catalog-team-templates-'))
  const services: TeamTemplatesService[] = []
  const fixture: TeamFixture = {
    dir,
    logs: [],
    changes: 0,
    async open(options = {}) {
      const settings = await openSettingsStore({ dir })
      const service = createTeamTemplates({
        dir,
        settings,
        onChange: () => (fixture.changes += 1),
        log: (line) => fixture.logs.push(line),
        timeoutMs: 2_000,
        ...options,
      })
      services.push(service)
      return service
    },
    async cleanup() {
      for (const service of services) service.dispose()
      await rm(dir, { recursive: true, force: true })
    },
  }
  return fixture
}
