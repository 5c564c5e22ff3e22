import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import type { GroupOutcome } from './report'

/**
 * bundle_gzip_kb: the renderer's JavaScript as it would travel gzipped: every .js file under
 * `dir`, each compressed on its own at level 9 (they are separate files), sizes summed. It is
 * deterministic, so it is measured once.
 */
export function benchBundle(dir: string): GroupOutcome {
  const files = readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((name) => /\.(c|m)?js$/.test(name))
    .map((name) => readFileSync(join(dir, name)))
  if (files.length === 0) throw new Error(`no JavaScript found under ${dir}: build the renderer first`)
  const rawKb = files.reduce((sum, content) => sum + content.length, 0) / 1024
  const gzipKb = files.reduce((sum, content) => sum + gzipSync(content, { level: 9 }).length, 0) / 1024
  return {
    series: [],
    figures: { bundle_gzip_kb: gzipKb, bundle_raw_kb: rawKb },
    notes: [`bundle: ${files.length} JS file(s) in out/renderer/assets, ${rawKb.toFixed(1)} KB raw`],
  }
}
