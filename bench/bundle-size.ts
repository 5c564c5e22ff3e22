import { readdirSync, readFileSync } from 'node:fs'
import { join, sep } from 'node:path'
import { gzipSync } from 'node:zlib'
import { MESSAGE_CHUNK_DIR } from '../src/shared/i18n/compile-catalog'
import type { GroupOutcome } from './report'

// Each .js file under `dir` gzipped on its own at level 9 (they travel as separate files), summed: the
// window's code. The catalogs (MESSAGE_CHUNK_DIR, English's too) apart, the largest alone: a start loads
// English's and at most one other's.
export function benchBundle(dir: string): GroupOutcome {
  const names = readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((n) => /\.(c|m)?js$/.test(n))
  if (names.length === 0) throw new Error(`no JavaScript found under ${dir}: build the renderer first`)
  const kb = (catalogs: boolean, size: (content: Buffer) => number) =>
    names
      .filter((name) => (name.split(sep)[0] === MESSAGE_CHUNK_DIR) === catalogs)
      .map((name) => size(readFileSync(join(dir, name))) / 1024)
  const gzip = (content: Buffer) => gzipSync(content, { level: 9 }).length
  const sum = (values: number[]) => values.reduce((total, value) => total + value, 0)
  const figures = { bundle_gzip_kb: sum(kb(false, gzip)), bundle_raw_kb: sum(kb(false, (c) => c.length)) }
  return { series: [], figures: { ...figures, bundle_catalog_kb: Math.max(0, ...kb(true, gzip)) } }
}
