import type { Settings } from './settings-schema'

/**
 * Settings trimmed so that their file fits the size the next start reads
 * (MAX_SETTINGS_FILE_BYTES): a file one byte over is refused and set aside whole, which would
 * cost every catalog its settings at once. Each field is bounded, but not their sum: 200
 * catalogs' saved filters of multi-byte or escaped text, or 100 full watch lists, pass it.
 *
 * What goes first is what is cheapest to lose, oldest first within each kind:
 *   1. recent lookups, a catalog at a time (the history is a convenience);
 *   2. saved filters and page, least recently changed catalog first (the newest is kept);
 *   3. watch lists, least recently used known catalog first (the last used is kept).
 * Known catalogs, the last used one, window bounds and options are never trimmed: they are
 * small and bounded.
 */

/** The bytes of the file `settings` is written as (see settings-store's writer). */
export function settingsFileText(settings: Settings): string {
  return `${JSON.stringify(settings, null, 2)}\n`
}

export interface Fitted {
  readonly settings: Settings
  /** What was dropped, in words, for the log; empty when nothing was. */
  readonly dropped: readonly string[]
}

type Section = 'recent' | 'prefs' | 'watch'

function entriesOf(settings: Settings, section: Section): Record<string, unknown> {
  const raw: unknown = settings[section]
  return typeof raw === 'object' && raw !== null && !Array.isArray(raw)
    ? (raw as Record<string, unknown>)
    : {}
}

/** The order in which each section's catalogs are dropped, and the one never dropped. */
function candidates(settings: Settings, section: Section): string[] {
  const keys = Object.keys(entriesOf(settings, section))
  if (section === 'recent') return keys
  if (section === 'prefs') return keys.slice(0, -1) // insertion order is least recently changed first
  // Watch lists: catalogs not known any more first, then known ones from least recently used.
  const byUse = settings.catalogs.map((catalog) => catalog.baseUrl).reverse()
  const rank = (key: string) => {
    const index = byUse.indexOf(key)
    return index === -1 ? -1 : index
  }
  const keep = settings.lastUsed
  return keys.filter((key) => key !== keep).sort((a, b) => rank(a) - rank(b))
}

export function fitSettings(settings: Settings, maxBytes: number): Fitted {
  let size = Buffer.byteLength(settingsFileText(settings))
  if (size <= maxBytes) return { settings, dropped: [] }
  let next: Settings = { ...settings }
  const dropped: string[] = []
  for (const section of ['recent', 'prefs', 'watch'] as const) {
    let count = 0
    // Dropped by estimate, then measured again: an estimate a little off only costs a pass.
    for (let queue = candidates(next, section); size > maxBytes && queue.length > 0;) {
      const entries = { ...entriesOf(next, section) }
      while (size > maxBytes && queue.length > 0) {
        const key = queue.shift() as string
        // The entry's own text plus the deeper indentation of each of its lines in the file.
        const text = JSON.stringify(entries[key], null, 2) ?? ''
        size -= Buffer.byteLength(text) + Buffer.byteLength(key) + 4 * text.split('\n').length + 8
        delete entries[key]
        count += 1
      }
      next = { ...next, [section]: entries }
      size = Buffer.byteLength(settingsFileText(next))
    }
    if (count > 0) dropped.push(`${section} of ${count} catalog${count === 1 ? '' : 's'}`)
    if (size <= maxBytes) break
  }
  return { settings: next, dropped }
}
