import type { Settings } from './settings-schema'

/**
 * The sections settings keep per catalog beside its preferences: its watch list and its
 * history, keyed by the catalog's address. Their entries' shape is the watch service's
 * (watch/watch-records.ts); dropping a catalog's entries needs only the keys, so it lives
 * here, where session/ (which forgets and trims catalogs) can reach it without importing watch/.
 */
export type RecordSection = 'watch' | 'recent'

/** The section's entries by catalog; none when it is absent or not an object. */
export function sectionOf(settings: Settings, section: RecordSection): Record<string, unknown> {
  const raw = settings[section]
  return typeof raw === 'object' && raw !== null && !Array.isArray(raw)
    ? (raw as Record<string, unknown>)
    : {}
}

/** Drops the catalog's watch list and history (forgotten, or trimmed from the known list). */
export function withoutRecords(settings: Settings, key: string): Settings {
  const without = (section: RecordSection) => {
    const { [key]: _removed, ...rest } = sectionOf(settings, section)
    return rest
  }
  const next = { ...settings }
  if (settings.watch !== undefined) next.watch = without('watch')
  if (settings.recent !== undefined) next.recent = without('recent')
  return next
}

/**
 * Drops the catalog's history, items opened and lookups kept (every catalog's for null), and
 * keeps its watch list: what a sign-out leaves nothing of.
 */
export function withoutHistory(settings: Settings, key: string | null): Settings {
  if (settings.recent === undefined) return settings
  if (key === null) return { ...settings, recent: {} }
  const { [key]: _removed, ...rest } = sectionOf(settings, 'recent')
  return { ...settings, recent: rest }
}
