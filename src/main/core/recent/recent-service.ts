import { ok, type Result } from '../../../shared/errors'
import { fieldValueOr, type SingleItem } from '../../../shared/catalog'
import type { RecentLookups } from '../../../shared/ipc'
import {
  MAX_RECENT_BULK_LOOKUPS,
  MAX_RECENT_LOOKUPS,
  type RecentBulkLookup,
  type RecentLookup,
} from '../../../shared/watch'
import type { ReplyLanguage } from '../../../shared/reply/languages'
import { NO_SESSION } from '../session/no-session'
import type { SessionManager } from '../session/session-manager'
import type { SettingsStore } from '../settings/settings-store'
import { clipStoredName } from '../watch/watch-schema'
import { storedRecord, withRecord } from '../watch/watch-records'

export interface RecentService {
  recent(): Promise<Result<RecentLookups>>
  /** Puts the item first (once) and makes it the open item; nothing without a catalog. */
  recordLookup(item: SingleItem): Promise<void>
  setOpenItem(id: number | null): Promise<Result<RecentLookups>>
  /** Empties the history; the open item stays open. */
  clearRecent(): Promise<Result<RecentLookups>>
  /**
   * Puts back the history the last clear emptied in this catalog (the person's Undo): lookups
   * opened since stay first, the cleared ones follow; the open item stays as it is now.
   */
  undoClear(): Promise<Result<RecentLookups>>
  /** The bulk lookups kept in this catalog, latest first. */
  bulkLookups(): Promise<Result<readonly RecentBulkLookup[]>>
  /** Keeps a bulk lookup first (the same IDs again move up, once), at most MAX_RECENT_BULK_LOOKUPS. */
  recordBulkLookup(lookup: {
    readonly ids: readonly number[]
    readonly language: ReplyLanguage | null
  }): Promise<Result<readonly RecentBulkLookup[]>>
}

export interface RecentServiceDeps {
  readonly session: Pick<SessionManager, 'current'>
  readonly settings: SettingsStore
  readonly now?: () => Date
}

/**
 * The connected catalog's recent lookups and the item that was open, kept in settings under
 * the catalog (the same `recent` section the watch list sits beside), so a restart reopens it.
 */
export function createRecentService(deps: RecentServiceDeps): RecentService {
  const now = deps.now ?? (() => new Date())
  const key = () => deps.session.current()?.prefsKey ?? null

  const storedOf = (owner: string) =>
    storedRecord(deps.settings.current(), 'recent', owner) ?? { items: [], openItem: null }
  const recentOf = (owner: string | null): RecentLookups => {
    if (owner === null) return { items: [], openItem: null }
    const { items, openItem } = storedOf(owner)
    return { items, openItem }
  }
  const bulkOf = (owner: string) => storedOf(owner).lookups ?? []

  /** What the last clear removed, per catalog; in memory only, as an undo lasts seconds. */
  const cleared = new Map<string, RecentLookups['items']>()

  const save = async (
    owner: string | null,
    change: (current: RecentLookups) => RecentLookups,
  ): Promise<Result<RecentLookups>> => {
    if (owner === null) return NO_SESSION
    const next = change(recentOf(owner))
    // The kept bulk lookups ride along unchanged (absent while there are none: the format stays as before).
    const lookups = bulkOf(owner)
    const entry = {
      items: [...next.items].slice(0, MAX_RECENT_LOOKUPS),
      openItem: next.openItem,
      ...(lookups.length > 0 ? { lookups: [...lookups] } : {}),
    }
    await deps.settings.update((current) => withRecord(current, 'recent', owner, entry))
    return ok(recentOf(owner))
  }

  return {
    recent: async () => {
      const owner = key()
      return owner === null ? NO_SESSION : ok(recentOf(owner))
    },
    async recordLookup(item) {
      const entry: RecentLookup = {
        id: item.id,
        name: clipStoredName(fieldValueOr(item.name, null)),
        status: item.status.value,
        at: now().toISOString(),
      }
      await save(key(), (current) => ({
        items: [entry, ...current.items.filter((lookup) => lookup.id !== item.id)],
        openItem: item.id,
      }))
    },
    setOpenItem: (id) => save(key(), (current) => ({ ...current, openItem: id })),
    clearRecent: () => {
      const owner = key()
      return save(owner, (current) => {
        if (owner !== null && current.items.length > 0) cleared.set(owner, current.items)
        return { items: [], openItem: current.openItem }
      })
    },
    bulkLookups: async () => {
      const owner = key()
      return owner === null ? NO_SESSION : ok(bulkOf(owner))
    },
    async recordBulkLookup({ ids, language }) {
      const owner = key()
      if (owner === null) return NO_SESSION
      const same = ids.join(',')
      const lookups = [
        { ids: [...ids], at: now().toISOString(), language },
        ...bulkOf(owner).filter((lookup) => lookup.ids.join(',') !== same),
      ].slice(0, MAX_RECENT_BULK_LOOKUPS)
      const stored = storedOf(owner)
      await deps.settings.update((current) => withRecord(current, 'recent', owner, { ...stored, lookups }))
      return ok(bulkOf(owner))
    },
    undoClear: () => {
      const owner = key()
      const restored = owner === null ? [] : (cleared.get(owner) ?? [])
      if (owner !== null) cleared.delete(owner)
      return save(owner, (current) => {
        const fresh = new Set(current.items.map((lookup) => lookup.id))
        return {
          ...current,
          items: [...current.items, ...restored.filter((lookup) => !fresh.has(lookup.id))],
        }
      })
    },
  }
}
