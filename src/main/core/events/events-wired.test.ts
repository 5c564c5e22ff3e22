import { readdirSync, readFileSync } from 'node:fs'
import { join, relative, resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import { EVENTS, IPC_EVENTS } from '../../../shared/ipc'

/**
 * Every event of the IPC contract is emitted somewhere in main and listened to somewhere in
 * the renderer: a contract entry with no emitter or no listener compiles, so this test is
 * what catches the step left out (docs/dev/how-to-add.md, "An event").
 *
 * It reads the shipped source (tests excluded), where emitting is always a call with the
 * event's name as a literal (`emit('item:changed', …)`, checked by the EventBus's types) and
 * listening is a call of the event's subscribe method (`useCatalogEvent('onItemChanged', …)`
 * or `api.onItemChanged(…)`).
 */
const SRC = resolve(__dirname, '../../..')

function sources(folder: string): { file: string; text: string }[] {
  return readdirSync(join(SRC, folder), { recursive: true, encoding: 'utf8' })
    .filter(
      (file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$|\.test-support\.ts$|[\\/]testing[\\/]/.test(file),
    )
    .map((file) => ({
      file: relative(SRC, join(SRC, folder, file)),
      text: readFileSync(join(SRC, folder, file), 'utf8'),
    }))
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/** The files with a call that emits `event` (its name as the first argument of an `emit…(`). */
const emitters = (event: string) =>
  sources('main')
    .filter(({ text }) => new RegExp(`\\bemit\\w*\\(\\s*'${escape(event)}'`).test(text))
    .map(({ file }) => file)

/** The files that subscribe with `method`: `useCatalogEvent('onX'` or a call of `.onX(`. */
const listeners = (method: string) =>
  sources('renderer')
    .filter(({ text }) => new RegExp(`useCatalogEvent\\(\\s*'${method}'|\\.${method}\\(`).test(text))
    .map(({ file }) => file)

describe('IPC events are wired at both ends', () => {
  it('finds the source it reads (main and renderer folders)', () => {
    expect(sources('main').length).toBeGreaterThan(20)
    expect(sources('renderer').length).toBeGreaterThan(20)
  })

  it.each(EVENTS.map((event) => [event, IPC_EVENTS[event].method] as const))(
    '%s is emitted in main and %s is listened to in the renderer',
    (event, method) => {
      expect(emitters(event), `no emit('${event}', …) in src/main`).not.toEqual([])
      expect(listeners(method), `no subscriber calls ${method} in src/renderer`).not.toEqual([])
    },
  )

  it('recognises neither end for an event nobody wires', () => {
    expect(emitters('app:never')).toEqual([])
    expect(listeners('onNever')).toEqual([])
  })
})
