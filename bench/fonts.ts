import { spawnSync } from 'node:child_process'
import { DEBIAN_BENCH_PACKAGES } from '../scripts/system-packages.mjs'

/** Without a CJK font Chinese names become fallback boxes, which lay out faster than the glyphs users see. */
type CjkFonts = { readonly families: readonly string[]; readonly problem?: string }

/** The groups that paint the catalog's names in Chromium. */
export const FONT_DEPENDENT_GROUPS: ReadonlySet<string> = new Set(['startup', 'render', 'load', 'shift'])

export function cjkFonts(): CjkFonts {
  const listed = spawnSync('fc-list', [':lang=zh', 'family'], { encoding: 'utf8' })
  if (listed.error || listed.status !== 0)
    return {
      families: [],
      problem: `fc-list could not be run (${listed.error?.message ?? `exit ${listed.status}`})`,
    }
  return { families: familiesOf(listed.stdout) }
}

/** `fc-list … family` prints each font's families, comma-separated, one font a line. */
export function familiesOf(fcListOutput: string): string[] {
  const names = fcListOutput.split(/[\n,]/).map((name) => name.trim())
  return [...new Set(names.filter((name) => name.length > 0))].sort()
}

/** Why the font-dependent groups cannot run here, saying what to install; null when they can. */
export function missingFontsMessage(fonts: CjkFonts): string | null {
  if (fonts.families.length > 0) return null
  const why = fonts.problem ?? 'fontconfig knows no font for Chinese (`fc-list :lang=zh` is empty)'
  return `no CJK font: ${why}. The UI figures are only meaningful with the fonts a user of this catalog has; install them (Debian/Ubuntu: sudo apt-get install ${DEBIAN_BENCH_PACKAGES.join(' ')}) and run the bench again.`
}
