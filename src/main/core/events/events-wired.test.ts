import { readdirSync, readFileSync } from 'node:fs'
import { join, relative, resolve } from 'node:path'
import ts from 'typescript'
import { describe, expect, it } from 'vitest'
import { EVENTS, IPC_EVENTS } from '../../../shared/ipc'

/**
 * Every event of the IPC contract is emitted somewhere in main and listened to somewhere in
 * the renderer: a contract entry with no emitter or no listener compiles, so this test is
 * what catches the step left out (docs/dev/how-to-add.md, "An event").
 *
 * It reads the syntax tree of the shipped source (tests excluded), where emitting is always a
 * call of an `emit…` function or method with the event's name as a literal first argument
 * (`emit('item:changed', …)`, checked by the EventBus's types) and listening is a call of the
 * event's subscribe method (`useCatalogEvent('onItemChanged', …)` or `api.onItemChanged(…)`).
 * Only real calls count: the same words in a comment or a string are not wiring.
 */
const SRC = resolve(__dirname, '../../..')

/** What one file wires, as far as its calls tell. */
interface Wiring {
  /** The literal first argument of every `emit…(…)` call. */
  readonly emits: Set<string>
  /** Every method called as `x.m(…)`, and `m` of every `useCatalogEvent('m', …)`. */
  readonly calls: Set<string>
}

/** The name a call is made by: `f(…)`, `a.f(…)` and `a?.f(…)` are all calls of `f`. */
function calleeName(call: ts.CallExpression): string | undefined {
  const callee = call.expression
  if (ts.isIdentifier(callee)) return callee.text
  if (ts.isPropertyAccessExpression(callee)) return callee.name.text
  return undefined
}

/** The first argument when it is a literal string (`'x'` or `` `x` `` without substitutions). */
function firstLiteral(call: ts.CallExpression): string | undefined {
  const first = call.arguments[0]
  return first && ts.isStringLiteralLike(first) ? first.text : undefined
}

function wiringOf(file: string, text: string): Wiring {
  const wiring: Wiring = { emits: new Set(), calls: new Set() }
  const visit = (node: ts.Node): void => {
    if (ts.isCallExpression(node)) {
      const name = calleeName(node)
      const literal = firstLiteral(node)
      if (name !== undefined && /^emit/.test(name) && literal !== undefined) wiring.emits.add(literal)
      if (name === 'useCatalogEvent' && literal !== undefined) wiring.calls.add(literal)
      if (name !== undefined && ts.isPropertyAccessExpression(node.expression)) wiring.calls.add(name)
    }
    ts.forEachChild(node, visit)
  }
  // The file name's extension picks the parser's mode: `.tsx` parses JSX, `.ts` parses `<T>x`.
  visit(ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false))
  return wiring
}

function sources(folder: string): { file: string; wiring: Wiring }[] {
  return readdirSync(join(SRC, folder), { recursive: true, encoding: 'utf8' })
    .filter(
      (file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$|\.test-support\.ts$|[\\/]testing[\\/]/.test(file),
    )
    .map((file) => {
      const path = join(SRC, folder, file)
      return { file: relative(SRC, path), wiring: wiringOf(path, readFileSync(path, 'utf8')) }
    })
}

// Parsed once: every event below asks the same two folders.
const MAIN = sources('main')
const RENDERER = sources('renderer')

/** The files with a call that emits `event` (its name as the first argument of an `emit…(`). */
const emitters = (event: string) =>
  MAIN.filter(({ wiring }) => wiring.emits.has(event)).map(({ file }) => file)

/** The files that subscribe with `method`: `useCatalogEvent('onX', …)` or a call of `.onX(…)`. */
const listeners = (method: string) =>
  RENDERER.filter(({ wiring }) => wiring.calls.has(method)).map(({ file }) => file)

describe('IPC events are wired at both ends', () => {
  it('finds the source it reads (main and renderer folders)', () => {
    expect(MAIN.length).toBeGreaterThan(20)
    expect(RENDERER.length).toBeGreaterThan(20)
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

  it('counts the calls main and the renderer write', () => {
    const wiring = wiringOf(
      'calls.tsx',
      `events.emit('a:one', {})
       deps?.emitProgress(\`a:two\`, {})
       emit(
         'a:three',
       )
       useCatalogEvent('onOne', () => <p />)
       catalogApi().onTwo(listener)`,
    )
    expect([...wiring.emits]).toEqual(['a:one', 'a:two', 'a:three'])
    expect(wiring.calls).toEqual(new Set(['emit', 'emitProgress', 'onOne', 'onTwo']))
  })

  it('counts no call left in a comment or a string', () => {
    const wiring = wiringOf(
      'left-out.ts',
      `// events.emit('a:one', {})
       /* useCatalogEvent('onOne', listener) */
       const text = "emit('a:two', {}) api.onTwo(listener)"
       const template = \`\${emit}('a:three') api.onThree(listener)\`
       /** @example emit('a:four', {}) */
       function later() {}`,
    )
    expect(wiring.emits).toEqual(new Set())
    expect(wiring.calls).toEqual(new Set())
  })
})
