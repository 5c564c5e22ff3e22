import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { z } from 'zod'
import { MESSAGE_CHUNK_DIR } from '../src/shared/i18n/compile-catalog'
import type { GroupOutcome } from './report'

/** The main window's page: its entry in Vite's manifest (another page, another window, is not counted). */
export const MAIN_WINDOW_ENTRY = 'index.html'
/** Where Vite writes the manifest under the renderer's output (electron.vite.config.ts, `manifest: true`). */
const MANIFEST = '.vite/manifest.json'

const manifestSchema = z.record(
  z.string(),
  z.object({
    file: z.string(),
    imports: z.array(z.string()).optional(),
    dynamicImports: z.array(z.string()).optional(),
  }),
)
type Manifest = z.infer<typeof manifestSchema>

/** The files of `entry` and of everything it imports, statically only or on demand too. */
export function filesOf(manifest: Manifest, entry: string, onDemand: boolean): string[] {
  const seen = new Set<string>()
  const visit = (key: string) => {
    if (seen.has(key)) return
    const chunk = manifest[key]
    if (!chunk) throw new Error(`the build's manifest has no ${key}`)
    seen.add(key)
    for (const next of [...(chunk.imports ?? []), ...(onDemand ? (chunk.dynamicImports ?? []) : [])])
      visit(next)
  }
  visit(entry)
  return [...seen]
    .map((key) => (manifest[key] as Manifest[string]).file)
    .filter((file) => /\.(c|m)?js$/.test(file))
}

function readManifest(rendererDir: string): Manifest {
  const manifestPath = join(rendererDir, MANIFEST)
  if (!existsSync(manifestPath))
    throw new Error(`no ${MANIFEST} under ${rendererDir}: build the renderer first`)
  return manifestSchema.parse(JSON.parse(readFileSync(manifestPath, 'utf8')))
}

const isCatalog = (file: string) => file.split('/').at(-2) === MESSAGE_CHUNK_DIR

/** The main window's code that loads on demand only (its lazy parts), words apart. */
export function onDemandCode(rendererDir: string): string[] {
  const manifest = readManifest(rendererDir)
  const first = new Set(filesOf(manifest, MAIN_WINDOW_ENTRY, false))
  return filesOf(manifest, MAIN_WINDOW_ENTRY, true).filter((file) => !first.has(file) && !isCatalog(file))
}

/**
 * The main window's JavaScript, each file gzipped on its own at level 9 (they travel as separate
 * files), from the build's manifest under `rendererDir`:
 * - `bundle_gzip_kb`: all of its code, what loads with the window and on demand, the catalogs
 *   (MESSAGE_CHUNK_DIR) apart; `bundle_catalog_kb` the largest catalog alone (a start loads
 *   English's and at most one other's);
 * - `bundle_first_screen_kb`: what the window loads before its first screen, code and words: the
 *   entry and every chunk it imports statically, English's catalog with them; what loads on
 *   demand (the lazy parts, the other languages) is not counted.
 */
export function benchBundle(rendererDir: string): GroupOutcome {
  const manifestPath = join(rendererDir, MANIFEST)
  if (!existsSync(manifestPath))
    throw new Error(`no ${MANIFEST} under ${rendererDir}: build the renderer first`)
  const manifest = manifestSchema.parse(JSON.parse(readFileSync(manifestPath, 'utf8')))
  const read = (file: string) => readFileSync(join(rendererDir, file))
  const gzipKb = (file: string) => gzipSync(read(file), { level: 9 }).length / 1024
  const sum = (values: number[]) => values.reduce((total, value) => total + value, 0)
  const all = filesOf(manifest, MAIN_WINDOW_ENTRY, true)
  const code = all.filter((file) => !isCatalog(file))
  return {
    series: [],
    figures: {
      bundle_gzip_kb: sum(code.map(gzipKb)),
      bundle_raw_kb: sum(code.map((file) => read(file).length / 1024)),
      bundle_catalog_kb: Math.max(0, ...all.filter(isCatalog).map(gzipKb)),
      bundle_first_screen_kb: sum(filesOf(manifest, MAIN_WINDOW_ENTRY, false).map(gzipKb)),
    },
  }
}
