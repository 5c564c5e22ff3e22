import { mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, relative, resolve } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { TEMP_PREFIX, leftBehind, ownTempFolders } from './temp-folders.mjs'

const root = resolve(__dirname, '..')
let scratch: string | undefined

afterEach(() => {
  if (scratch) rmSync(scratch, { recursive: true, force: true })
  scratch = undefined
})

describe('the leftover-folder guard of npm test', () => {
  it('names the folders of ours that appeared during a run, and nothing else', () => {
    scratch = mkdtempSync(join(tmpdir(), `${TEMP_PREFIX}guard-`))
    mkdirSync(join(scratch, `${TEMP_PREFIX}old`))
    mkdirSync(join(scratch, 'someone-else'))
    const before = ownTempFolders(scratch)
    mkdirSync(join(scratch, `${TEMP_PREFIX}e2e-b`))
    mkdirSync(join(scratch, `${TEMP_PREFIX}e2e-a`))
    mkdirSync(join(scratch, 'not-ours-either'))
    expect(leftBehind(before, ownTempFolders(scratch))).toStrictEqual([
      `${TEMP_PREFIX}e2e-a`,
      `${TEMP_PREFIX}e2e-b`,
    ])
    rmSync(join(scratch, `${TEMP_PREFIX}e2e-a`), { recursive: true })
    rmSync(join(scratch, `${TEMP_PREFIX}e2e-b`), { recursive: true })
    expect(leftBehind(before, ownTempFolders(scratch))).toStrictEqual([])
  })
})

/** Every source file of the project that can make a temporary folder. */
function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    if (statSync(path).isDirectory()) return name === 'node_modules' ? [] : sourceFiles(path)
    return /\.(ts|tsx|mjs|cjs)$/.test(name) ? [path] : []
  })
}

describe('every temporary folder the project makes', () => {
  it(`is named ${TEMP_PREFIX}…, so the guard sees it when it is left behind`, () => {
    const prefixes: string[] = []
    const unnamed: string[] = []
    const files = ['src', 'scripts', 'e2e', 'bench'].flatMap((dir) => sourceFiles(join(root, dir)))
    // This file names the pattern in its own expectations.
    for (const file of files.filter((path) => path !== __filename)) {
      const text = readFileSync(file, 'utf8')
      for (const match of text.matchAll(/(?:mkdtemp(?:Sync)?\(join\(tmpdir\(\),|tempDir\()\s*([^)]*)\)/g)) {
        const literal = /^[`']((?:\$\{TEMP_PREFIX\})?[^`'$]*)/.exec(match[1] ?? '')
        if (literal?.[1] !== undefined) prefixes.push(literal[1].replace('${TEMP_PREFIX}', TEMP_PREFIX))
        else unnamed.push(`${relative(root, file)}: ${match[0]}`)
      }
    }
    expect(prefixes.length).toBeGreaterThan(20)
    expect(prefixes.filter((prefix) => !prefix.startsWith(TEMP_PREFIX))).toStrictEqual([])
    // The one helper that passes its prefix on is checked through its callers (tempDir above).
    expect(unnamed).toStrictEqual(['scripts/packaging.test.ts: mkdtempSync(join(tmpdir(), prefix)'])
  })
})
