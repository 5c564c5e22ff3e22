import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { sample } from './sampling'
import { summarize } from './stats'
import type { GroupOutcome } from './report'

export interface BundleSize {
  readonly files: number
  readonly rawBytes: number
  readonly gzipBytes: number
}

/**
 * The renderer's JavaScript as it would travel gzipped: every .js file under `dir`, each
 * compressed on its own at level 9 (they are separate files), sizes summed.
 */
export function measureBundle(dir: string): BundleSize {
  const files = listJs(dir)
  if (files.length === 0) throw new Error(`no JavaScript found under ${dir}: build the renderer first`)
  let rawBytes = 0
  let gzipBytes = 0
  for (const file of files) {
    const content = readFileSync(file)
    rawBytes += content.length
    gzipBytes += gzipSync(content, { level: 9 }).length
  }
  return { files: files.length, rawBytes, gzipBytes }
}

/**
 * Bundle size as a series like every other figure (it is deterministic, so min = max, which
 * the table then shows, rather than being the one figure measured once).
 */
export async function benchBundle(assetsDir: string): Promise<GroupOutcome> {
  let last: BundleSize | undefined
  const samples = await sample({ warmup: 0, runs: 5 }, async () => {
    last = measureBundle(assetsDir)
    return last.gzipBytes / 1024
  })
  const summary = summarize(samples)
  const size = last as BundleSize
  return {
    series: [{ key: 'bundle_gzip_kb', label: 'renderer JS, gzip -9, summed', unit: 'KB', summary }],
    figures: { bundle_gzip_kb: summary.median, bundle_raw_kb: size.rawBytes / 1024 },
    notes: [
      `bundle: ${size.files} JS file(s) in out/renderer/assets, ${(size.rawBytes / 1024).toFixed(1)} KB raw`,
    ],
  }
}

function listJs(dir: string): string[] {
  const found: string[] = []
  for (const name of readdirSync(dir)) {
    const path = join(dir, name)
    if (statSync(path).isDirectory()) found.push(...listJs(path))
    else if (/\.(c|m)?js$/.test(name)) found.push(path)
  }
  return found.sort()
}
