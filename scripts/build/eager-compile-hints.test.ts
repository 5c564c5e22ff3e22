import { describe, expect, it } from 'vitest'
import { eagerCompileHintsPlugin } from './eager-compile-hints.mjs'

const HINT = '//# allFunctionsCalledOnLoad\n'

type Chunk = {
  type: 'chunk'
  fileName: string
  name: string
  isEntry: boolean
  imports: string[]
  code: string
}
const chunk = (fileName: string, isEntry: boolean, imports: string[] = []): Chunk => ({
  type: 'chunk',
  fileName,
  name: fileName.replace(/\.js$/, ''),
  isEntry,
  imports,
  code: `/* ${fileName} */`,
})

describe('eagerCompileHintsPlugin', () => {
  it('hints what the main window loads on demand, not its entry nor what that imports statically, whatever another page loads', () => {
    const bundle: Record<string, Chunk | { type: 'asset'; fileName: string }> = {
      'index.js': chunk('index.js', true, ['shared.js']),
      'shared.js': chunk('shared.js', false, ['words.js']),
      'words.js': chunk('words.js', false),
      'dialog.js': chunk('dialog.js', false, ['shared.js', 'dialog-parts.js']),
      'dialog-parts.js': chunk('dialog-parts.js', false),
      'index.css': { type: 'asset', fileName: 'index.css' },
      // Another page's entry: what it loads at once, the main window may load on demand.
      'quick.js': chunk('quick.js', true, ['dialog-parts.js']),
    }
    const plugin = eagerCompileHintsPlugin({ mainEntry: 'index' }) as unknown as {
      generateBundle: (options: unknown, output: typeof bundle) => void
    }
    plugin.generateBundle({}, bundle)
    const hinted = Object.values(bundle)
      .filter((output): output is Chunk => output.type === 'chunk' && output.code.startsWith(HINT))
      .map((output) => output.fileName)
    expect(hinted.sort()).toEqual(['dialog-parts.js', 'dialog.js', 'quick.js'])
    expect((bundle['dialog.js'] as Chunk).code).toBe(`${HINT}/* dialog.js */`)
  })
})

describe('eagerCompileHintsPlugin, misnamed', () => {
  it('refuses a build with no main entry of that name rather than hint every chunk', () => {
    const plugin = eagerCompileHintsPlugin({ mainEntry: 'main' }) as unknown as {
      generateBundle: (options: unknown, output: Record<string, Chunk>) => void
    }
    expect(() => plugin.generateBundle({}, { 'index.js': chunk('index.js', true) })).toThrow(
      /no entry named main/,
    )
  })
})
