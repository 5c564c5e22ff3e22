import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import type { GroupOutcome } from './report'

/** Each .js file under `dir` gzipped on its own at level 9 (they travel as separate files), summed. */
export function benchBundle(dir: string): GroupOutcome {
  const files = readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((name) => /\.(c|m)?js$/.test(name))
    .map((name) => readFileSync(join(dir, name)))
  if (files.length === 0) throw new Error(`no JavaScript found under ${dir}: build the renderer first`)
  const kb = (size: (content: Buffer) => number) =>
    files.reduce((sum, content) => sum + size(content), 0) / 1024
  return {
    series: [],
    figures: {
      bundle_gzip_kb: kb((content) => gzipSync(content, { level: 9 }).length),
      bundle_raw_kb: kb((content) => content.length),
    },
  }
}
