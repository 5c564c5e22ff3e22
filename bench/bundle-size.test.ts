import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { afterEach, describe, expect, it } from 'vitest'
import { MESSAGE_CHUNK_DIR } from '../src/shared/i18n/compile-catalog'
import { benchBundle, MAIN_WINDOW_ENTRY } from './bundle-size'

const dirs: string[] = []
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true })
})

const gzipKb = (text: string) => gzipSync(text, { level: 9 }).length / 1024

/** A renderer build: its files and Vite's manifest of them. */
function build(files: Record<string, string>, manifest: Record<string, unknown>): string {
  const dir = mkdtempSync(join(tmpdir(), 'catalog-bench-bundle-'))
  dirs.push(dir)
  const write = (name: string, text: string) => {
    mkdirSync(dirname(join(dir, name)), { recursive: true })
    writeFileSync(join(dir, name), text)
  }
  for (const [name, text] of Object.entries(files)) write(name, text)
  write('.vite/manifest.json', JSON.stringify(manifest))
  return dir
}

// Texts of different lengths and contents, so that a file counted twice or not at all shows.
const ENTRY = 'console.log("entry");'.repeat(500)
const SHARED = 'export const shared = 1\n'.repeat(300)
const LAZY = 'export function Dialog() { return null }\n'.repeat(400)
const ENGLISH = '{"a":"Hello"}'.repeat(200)
const RUSSIAN = '{"a":"Привет, мир"}'.repeat(400)
const OTHER_PAGE = 'console.log("another window");'.repeat(700)

const FILES = {
  'assets/index.js': ENTRY,
  'assets/shared.js': SHARED,
  'assets/dialog.js': LAZY,
  'assets/index.css': 'body{}'.repeat(10_000),
  [`assets/${MESSAGE_CHUNK_DIR}/en.js`]: ENGLISH,
  [`assets/${MESSAGE_CHUNK_DIR}/ru.js`]: RUSSIAN,
  'assets/quick.js': OTHER_PAGE,
}
const MANIFEST = {
  [MAIN_WINDOW_ENTRY]: {
    file: 'assets/index.js',
    isEntry: true,
    imports: ['_shared.js', '_en.js'],
    dynamicImports: ['dialog.tsx', '../messages/ru.json'],
    css: ['assets/index.css'],
  },
  '_shared.js': { file: 'assets/shared.js' },
  '_en.js': { file: `assets/${MESSAGE_CHUNK_DIR}/en.js` },
  'dialog.tsx': { file: 'assets/dialog.js', isDynamicEntry: true, imports: ['_shared.js', '_en.js'] },
  '../messages/ru.json': { file: `assets/${MESSAGE_CHUNK_DIR}/ru.js`, isDynamicEntry: true },
  '_index.css': { file: 'assets/index.css' },
  'quick-answer.html': { file: 'assets/quick.js', isEntry: true, imports: ['_shared.js'] },
}

describe('benchBundle', () => {
  it('counts for the first screen the entry and its static imports, English too; no lazy chunk', () => {
    const figures = benchBundle(build(FILES, MANIFEST)).figures
    expect(figures.bundle_first_screen_kb).toBeCloseTo(gzipKb(ENTRY) + gzipKb(SHARED) + gzipKb(ENGLISH), 9)
  })

  it('counts all of the main window’s code once each, lazy chunks too; not the catalogs, CSS or another page', () => {
    const figures = benchBundle(build(FILES, MANIFEST)).figures
    expect(figures.bundle_gzip_kb).toBeCloseTo(gzipKb(ENTRY) + gzipKb(SHARED) + gzipKb(LAZY), 9)
    expect(figures.bundle_raw_kb).toBeCloseTo((ENTRY.length + SHARED.length + LAZY.length) / 1024, 9)
  })

  it('counts the catalogs apart, the largest alone: a start loads English and at most one other', () => {
    const figures = benchBundle(build(FILES, MANIFEST)).figures
    expect(figures.bundle_catalog_kb).toBeCloseTo(Math.max(gzipKb(ENGLISH), gzipKb(RUSSIAN)), 9)
  })

  it('refuses a build without a manifest, saying to build first, and a manifest missing a chunk', () => {
    const unbuilt = mkdtempSync(join(tmpdir(), 'catalog-bench-bundle-'))
    dirs.push(unbuilt)
    expect(() => benchBundle(unbuilt)).toThrow(/no \.vite\/manifest\.json under .*: build the renderer first/)
    const broken = { [MAIN_WINDOW_ENTRY]: { file: 'assets/index.js', imports: ['_gone.js'] } }
    expect(() => benchBundle(build(FILES, broken))).toThrow("the build's manifest has no _gone.js")
  })
})
