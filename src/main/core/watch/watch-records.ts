import type { Settings } from '../settings/settings-schema'
import {
  catalogRecentSchema,
  catalogWatchSchema,
  type RecentSection,
  type WatchSection,
} from './watch-schema'

/**
 * Settings are the one home of every catalog's watch list and history: the watch service reads
 * a catalog's entry when it switches to it and writes back only that entry, so a catalog that
 * was forgotten or trimmed meanwhile (its entries removed here) never comes back.
 */
export type RecordSection = 'watch' | 'recent'
type Entry<S extends RecordSection> = S extends 'watch' ? WatchSection[string] : RecentSection[string]

function sectionOf(settings: Settings, section: RecordSection): Record<string, unknown> {
  const raw = settings[section]
  return typeof raw === 'object' && raw !== null && !Array.isArray(raw)
    ? (raw as Record<string, unknown>)
    : {}
}

/** The catalog's entry, or undefined when it has none or it cannot be read. */
export function storedRecord<S extends RecordSection>(
  settings: Settings,
  section: S,
  key: string,
): Entry<S> | undefined {
  const raw = sectionOf(settings, section)[key]
  if (raw === undefined) return undefined
  const schema = section === 'watch' ? catalogWatchSchema : catalogRecentSchema
  const parsed = schema.safeParse(raw)
  return parsed.success ? (parsed.data as Entry<S>) : undefined
}

export function withRecord<S extends RecordSection>(
  settings: Settings,
  section: S,
  key: string,
  entry: Entry<S>,
): Settings {
  return { ...settings, [section]: { ...sectionOf(settings, section), [key]: entry } }
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
