import { readFileSync } from 'node:fs'
import { relative } from 'node:path'
import { describe, expect, it } from 'vitest'
import { loadedWith } from './static-imports.mjs'

/**
 * The window validates nothing with zod: main checks every payload. The pages and the Quick
 * answer settings dialog (which reads key presses with shared/quick-answer/accelerator.ts, the
 * schema kept apart in accelerator-schema.ts) load no module that imports it.
 */
const PARTS = [
  'src/renderer/main.tsx',
  'src/renderer/quick-answer-main.tsx',
  'src/renderer/quick-answer-settings/quick-answer-settings-dialog.tsx',
]

/** A value import of zod (a type-only one leaves nothing in the chunk). */
const importsZod = (file: string) =>
  /^import (?!type )[^;]*from ['"]zod['"]/m.test(readFileSync(file, 'utf8'))

describe('the window without zod', () => {
  it.each(PARTS)('%s loads no module that imports zod', (part) => {
    const loaded = [...loadedWith(part)].map((file) => relative(process.cwd(), file))
    expect(loaded).toContain(part)
    expect(loaded.filter(importsZod)).toEqual([])
  })
})
