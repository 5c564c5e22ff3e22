import { execFileSync } from 'node:child_process'
import { existsSync, lstatSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { TEMP_PREFIX } from '../temp-folders.mjs'
import { blameFailedTests, blameTscErrors } from './blame.mjs'
import { editorFor } from './edit.mjs'
import { RECIPES } from './recipes.mjs'
import { withScratchCopy } from './scratch.mjs'

/**
 * The pieces of the recipe runner (run.mjs) that decide what a failure says: the drift
 * message, the blame, and the scratch copy's removal. The recipes themselves run in npm test's
 * own step, on a copy of the whole repository.
 */
const root = resolve(__dirname, '../..')
let dir: string | undefined
afterEach(() => {
  if (dir) rmSync(dir, { recursive: true, force: true })
  dir = undefined
})

function folderWith(files: Record<string, string>): string {
  dir = mkdtempSync(join(tmpdir(), `${TEMP_PREFIX}recipes-test-`))
  for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text)
  return dir
}

describe('a recipe edit', () => {
  it('adds an entry at the end of the list its anchor opens', () => {
    const folder = folderWith({ 'list.ts': 'export const A = [\n  1,\n]\nexport const B = [\n  2,\n]\n' })
    editorFor(folder, 'demo').into('list.ts', 'export const B = [', '\n]', '\n  3,')
    expect(readFileSync(join(folder, 'list.ts'), 'utf8')).toBe(
      'export const A = [\n  1,\n]\nexport const B = [\n  2,\n  3,\n]\n',
    )
  })

  it('stops with the recipe, the file and the anchor when the anchor is gone', () => {
    const folder = folderWith({ 'list.ts': 'export const RENAMED = [\n]\n' })
    expect(() => editorFor(folder, 'filter').into('list.ts', 'export const FILTERS = [', '\n]', 'x')).toThrow(
      'recipe "filter": list.ts: anchor not found: "export const FILTERS = [" (docs/dev/how-to-add.md or the recipe has drifted from the code)',
    )
  })

  it('refuses an anchor found twice, a missing file and a new file that exists', () => {
    const folder = folderWith({ 'a.ts': 'x\nx\n' })
    const edit = editorFor(folder, 'event')
    expect(() => edit.after('a.ts', 'x', 'y')).toThrow('recipe "event": a.ts: anchor found twice: "x"')
    expect(() => edit.after('gone.ts', 'x', 'y')).toThrow('recipe "event": gone.ts: file not found')
    expect(() => edit.create('a.ts', '')).toThrow('recipe "event": a.ts: meant to be new, but exists')
    expect([...edit.touched]).toEqual(['a.ts', 'gone.ts'])
  })
})

describe('the blame for a failure', () => {
  const touched = new Map([['filter', new Set(['src/shared/catalog/filters.ts'])]])

  it('names the recipe that edited the file tsc refuses, or says no recipe lists the file', () => {
    const output = [
      "src/shared/catalog/filters.ts(3,1): error TS2322: Type 'x' is not assignable.",
      'src/main/settings.test.ts(44,7): error TS2345: Argument of type …',
      '  a continuation line',
    ].join('\n')
    const [first, second] = blameTscErrors(output, touched)
    expect(first).toMatch(/^tsc -b fails in src\/shared\/catalog\/filters\.ts, edited by recipe filter:/)
    expect(second).toMatch(/^tsc -b fails in src\/main\/settings\.test\.ts, which no recipe edits/)
  })

  it('names the recipes whose related tests failed', () => {
    const recipes = [
      { name: 'filter', tests: ['a.test.ts'] },
      { name: 'event', tests: ['b.test.ts'] },
    ]
    expect(blameFailedTests(['b.test.ts'], recipes)).toEqual(['event'])
  })
})

describe('the scratch copy', () => {
  it('holds the tracked files and a link to node_modules, and is removed even when the work throws', async () => {
    const repo = folderWith({ 'tracked.txt': 'kept', 'untracked.txt': 'left out' })
    execFileSync('git', ['init', '-q'], { cwd: repo })
    execFileSync('git', ['add', 'tracked.txt'], { cwd: repo })
    let copy = ''
    const work = withScratchCopy(repo, (folder) => {
      copy = folder
      expect(folder.startsWith(join(tmpdir(), `${TEMP_PREFIX}recipes-`))).toBe(true)
      expect(readFileSync(join(folder, 'tracked.txt'), 'utf8')).toBe('kept')
      expect(existsSync(join(folder, 'untracked.txt'))).toBe(false)
      expect(lstatSync(join(folder, 'node_modules')).isSymbolicLink()).toBe(true)
      throw new Error('a recipe failed')
    })
    await expect(work).rejects.toThrow('a recipe failed')
    expect(copy).not.toBe('')
    expect(existsSync(copy)).toBe(false)
  })
})

describe('the recipes', () => {
  it('have one name each, and related tests that exist or that the recipe writes', () => {
    expect(new Set(RECIPES.map((recipe) => recipe.name)).size).toBe(RECIPES.length)
    const created = new Set<string>()
    for (const recipe of RECIPES)
      recipe.apply({
        touched: new Set(),
        into: () => {},
        after: () => {},
        before: () => {},
        create: (file) => created.add(file),
      })
    const missing = RECIPES.flatMap((recipe) => recipe.tests).filter(
      (file) => !existsSync(join(root, file)) && !created.has(file),
    )
    expect(missing).toEqual([])
  })
})
