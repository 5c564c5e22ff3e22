import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { afterEach, describe, expect, it } from 'vitest'
import { MESSAGE_CHUNK_DIR } from '../src/shared/i18n/compile-catalog'
import { benchBundle } from './bundle-size'

const dirs: string[] = []
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true })
})

describe('benchBundle', () => {
  it('sums every JavaScript file, nested ones too, each gzipped on its own, and nothing else', () => {
    const dir = mkdtempSync(join(tmpdir(), 'catalog-bench-bundle-'))
    dirs.push(dir)
    mkdirSync(join(dir, 'chunks'))
    const files = {
      'index.js': 'console.log(1);'.repeat(500),
      'chunks/a.mjs': 'export const a = 1\n'.repeat(300),
    }
    for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text)
    writeFileSync(join(dir, 'style.css'), 'body{}'.repeat(10_000))
    const gzipKb =
      Object.values(files).reduce((sum, text) => sum + gzipSync(text, { level: 9 }).length, 0) / 1024
    const outcome = benchBundle(dir)
    expect(outcome.figures.bundle_gzip_kb).toBeCloseTo(gzipKb, 9)
    expect(outcome.figures.bundle_raw_kb).toBeCloseTo((7_500 + 5_700) / 1024, 9)
    expect(outcome.figures.bundle_catalog_kb).toBe(0)
  })

  it('counts the catalogs apart, the largest alone: a start loads English and at most one other', () => {
    const dir = mkdtempSync(join(tmpdir(), 'catalog-bench-bundle-'))
    dirs.push(dir)
    mkdirSync(join(dir, MESSAGE_CHUNK_DIR))
    const app = 'console.log(1);'.repeat(500)
    const catalogs = ['{"a":"Hallo"}'.repeat(200), '{"a":"Привет, мир"}'.repeat(400)]
    writeFileSync(join(dir, 'index.js'), app)
    catalogs.forEach((text, index) => writeFileSync(join(dir, MESSAGE_CHUNK_DIR, `${index}.js`), text))
    const outcome = benchBundle(dir)
    const gzipKb = (text: string) => gzipSync(text, { level: 9 }).length / 1024
    expect(outcome.figures.bundle_gzip_kb).toBeCloseTo(gzipKb(app), 9)
    expect(outcome.figures.bundle_catalog_kb).toBeCloseTo(Math.max(...catalogs.map(gzipKb)), 9)
  })

  it('refuses a folder without JavaScript, saying to build first', () => {
    const dir = mkdtempSync(join(tmpdir(), 'catalog-bench-bundle-'))
    dirs.push(dir)
    expect(() => benchBundle(dir)).toThrow(/no JavaScript found under .*: build the renderer first/)
  })
})
