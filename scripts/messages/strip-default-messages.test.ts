import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { stripDefaultMessages } from './strip-default-messages.mjs'

const root = join(import.meta.dirname, '..', '..')

/** What the window's build reads of ours: the renderer and the shared code, tests left out. */
function shippedToWindow(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((name) => /\.tsx?$/.test(name) && !/\.test(-support)?\.tsx?$|\.d\.ts$/.test(name))
    .map((name) => join(dir, name))
}

describe('stripDefaultMessages', () => {
  it('takes the English and description out of every kind of message, keeping ids and values', () => {
    const code = [
      "const M = defineMessages({ a: { id: 'x.a', defaultMessage: 'Alpha', description: 'first' } })",
      "const B = defineMessage({ id: 'x.b', defaultMessage: 'Beta' } as const)",
      "const c = intl.formatMessage({ id: 'x.c', defaultMessage: 'Gamma {n}' }, { n: 1 })",
      "const d = words({ id: 'x.d', defaultMessage: 'Delta', description: 'fourth' }, { v: 2 })",
      'const e = <FormattedMessage id="x.e" defaultMessage="Epsilon" description="fifth" values={{ w: 3 }} />',
      'const f = <FormattedMessage {...B} />',
    ].join('\n')
    const stripped = stripDefaultMessages(code, 'messages.tsx')
    expect(stripped).not.toMatch(
      /defaultMessage|description|Alpha|Beta|Gamma|Delta|Epsilon|first|fourth|fifth/,
    )
    for (const id of ['x.a', 'x.b', 'x.c', 'x.d', 'x.e']) expect(stripped).toContain(id)
    expect(stripped).toContain('{ n: 1 }')
    expect(stripped).toContain('{ v: 2 }')
    expect(stripped).toContain('values={{ w: 3 }}')
    expect(stripped).toContain('<FormattedMessage {...B}/>')
  })

  it('leaves code that words nothing as it was, types and all', () => {
    const code = 'export const limit: number = 3\n'
    expect(stripDefaultMessages(code, 'limit.ts')).toBe('export const limit: number = 3;\n')
  })

  it('fails the build on English it cannot take out, which would ship twice', () => {
    const code = "const loose = { id: 'x.loose', defaultMessage: 'Loose' }"
    expect(() => stripDefaultMessages(code, 'loose.ts')).toThrow(
      /loose\.ts: English outside a message call would ship twice.*x\.loose/,
    )
  })

  it('fails the build naming the file where FormatJS cannot read a call', () => {
    expect(() => stripDefaultMessages('const w = words()', 'broken.ts')).toThrow(
      /^broken\.ts: FormatJS could not strip its messages/,
    )
  })

  // The build fails on the same files (ids changed, English left, a call FormatJS cannot
  // read): this says so without building.
  it("takes every message of the window's code out whole", () => {
    const files = ['src/renderer', 'src/shared'].flatMap((dir) => shippedToWindow(join(root, dir)))
    const worded = files.filter((file) => readFileSync(file, 'utf8').includes('defaultMessage'))
    expect(worded.length).toBeGreaterThan(100)
    for (const file of worded)
      expect(() => stripDefaultMessages(readFileSync(file, 'utf8'), file)).not.toThrow()
  })
})
