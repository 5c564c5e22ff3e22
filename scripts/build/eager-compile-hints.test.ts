import { describe, expect, it } from 'vitest'
import { eagerCompileHintsPlugin } from './eager-compile-hints.mjs'

const HINT = '//# allFunctionsCalledOnLoad\n'

type Chunk = { type: 'chunk'; fileName: string; isEntry: boolean; imports: string[]; code: string }
const chunk = (fileName: string, isEntry: boolean, imports: string[] = []): Chunk => ({
  type: 'chunk',
  fileName,
  isEntry,
  imports,
  code: `/* ${fileName} */`,
})

describe('eagerCompileHintsPlugin', () => {
  it('hints the chunks loaded on demand only, not the entry nor what it imports statically', () => {
    const bundle: Record<string, Chunk | { type: 'asset'; fileName: string }> = {
      'index.js': chunk('index.js', true, ['shared.js']),
      'shared.js': chunk('shared.js', false, ['words.js']),
      'words.js': chunk('words.js', false),
      'dialog.js': chunk('dialog.js', false, ['shared.js', 'dialog-parts.js']),
      'dialog-parts.js': chunk('dialog-parts.js', false),
      'index.css': { type: 'asset', fileName: 'index.css' },
    }
    const plugin = eagerCompileHintsPlugin() as unknown as {
      generateBundle: (options: unknown, output: typeof bundle) => void
    }
    plugin.generateBundle({}, bundle)
    const hinted = Object.values(bundle)
      .filter((output): output is Chunk => output.type === 'chunk' && output.code.startsWith(HINT))
      .map((output) => output.fileName)
    expect(hinted.sort()).toEqual(['dialog-parts.js', 'dialog.js'])
    expect((bundle['dialog.js'] as Chunk).code).toBe(`${HINT}/* dialog.js */`)
  })
})
