import { spawnSync } from 'node:child_process'
import { DEBIAN_BENCH_PACKAGES } from '../scripts/system-packages.mjs'

/** The groups that paint the catalog's names in Chromium. */
export const FONT_DEPENDENT_GROUPS: ReadonlySet<string> = new Set([
  'startup',
  'open',
  'render',
  'load',
  'shift',
  'quick',
])

export function cjkFonts(): string[] {
  const listed = spawnSync('fc-list', [':lang=zh', 'family'], { encoding: 'utf8' })
  return listed.status === 0 ? familiesOf(listed.stdout) : []
}

/** `fc-list … family` prints each font's families, comma-separated, one font a line. */
export function familiesOf(fcListOutput: string): string[] {
  const names = fcListOutput.split(/[\n,]/).map((name) => name.trim())
  return [...new Set(names.filter((name) => name.length > 0))].sort()
}

/** Why the UI groups cannot run, saying what to install: fallback boxes lay out faster than CJK glyphs. */
export function missingFontsMessage(families: readonly string[]): string | null {
  if (families.length > 0) return null
  return `no CJK font: \`fc-list :lang=zh\` found none or could not run. The UI figures are only meaningful with the fonts a user of this catalog has; install them (Debian/Ubuntu: sudo apt-get install ${DEBIAN_BENCH_PACKAGES.join(' ')}) and run the bench again.`
}
