import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, relative } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { loadedWith } from './static-imports.mjs'

/** What the main window loads before its first screen (bench/README.md, "bundle"), as paths under the checkout. */
const firstScreen = [...loadedWith('src/renderer/main.tsx')].map((file) => relative(process.cwd(), file))

describe("the main window's first screen", () => {
  it('loads without the ticket reader: the Item ID box loads it on first use', () => {
    expect(firstScreen).toContain('src/renderer/items/open-item-form.tsx')
    expect(firstScreen.filter((file) => file.startsWith('src/shared/ticket/'))).toEqual([])
  })

  it('loads without the connect screen: a connected start does not show it', () => {
    expect(firstScreen).toContain('src/renderer/app.tsx')
    expect(firstScreen.filter((file) => file.startsWith('src/renderer/connect/'))).toEqual([])
  })

  it('loads without the reply wording: the reply tools that read it are lazy parts', () => {
    expect(firstScreen).toContain('src/renderer/replies/reply-set-provider.tsx')
    expect(firstScreen).not.toContain('src/shared/reply/team-templates.ts')
    expect(firstScreen).not.toContain('src/shared/reply/situations.ts')
  })
})

describe('loadedWith', () => {
  const dir = mkdtempSync(join(tmpdir(), 'catalog-static-imports-'))
  afterAll(() => rmSync(dir, { recursive: true, force: true }))
  const write = (name: string, text: string) => writeFileSync(join(dir, name), text)

  it('follows imports that carry values, and neither types nor imports on demand', () => {
    write(
      'entry.ts',
      [
        "import { a } from './value'",
        "import { type T, b } from './mixed'",
        "import type { U } from './types'",
        "import { type V } from './inline-types'",
        "export { c } from './re-export'",
        "import './side-effect'",
        "const later = () => import('./on-demand')",
      ].join('\n'),
    )
    for (const name of ['value', 'mixed', 'types', 'inline-types', 're-export', 'side-effect', 'on-demand'])
      write(`${name}.ts`, 'export const x = 1\n')
    const loaded = [...loadedWith(join(dir, 'entry.ts'))].map((file) => relative(dir, file)).sort()
    expect(loaded).toEqual(['entry.ts', 'mixed.ts', 're-export.ts', 'side-effect.ts', 'value.ts'])
  })
})
