import { sectionOf, type RecordSection } from '../settings/catalog-records'
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
 * was forgotten or trimmed meanwhile (its entries removed by settings/catalog-records.ts)
 * never comes back.
 */
type Entry<S extends RecordSection> = S extends 'watch' ? WatchSection[string] : RecentSection[string]

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
