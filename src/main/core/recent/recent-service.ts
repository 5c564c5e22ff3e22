import { ok, type Result } from '../../../shared/errors'
import { fieldValueOr, type SingleItem } from '../../../shared/catalog'
import type { RecentLookups, ServiceImplementation } from '../../../shared/ipc'
import {
  MAX_RECENT_BULK_LOOKUPS,
  MAX_RECENT_LOOKUPS,
  RECENT_LOOKUPS_DAYS,
  type RecentBulkLookup,
  type RecentLookup,
} from '../../../shared/watch'
import { CUSTOMER_ORIGIN } from '../../../shared/lookup/lookup-origin'
import { NO_SESSION } from '../session/no-session'
import type { SessionManager } from '../session/session-manager'
import type { SettingsStore } from '../settings/settings-store'
import { clipStoredName } from '../watch/watch-schema'
import { storedRecord, withRecord } from '../watch/watch-records'
import { withoutHistory } from '../settings/catalog-records'
import { hasExpired, keptWindow, settingsWithoutExpired, withoutExpired } from './recent-expiry'

/**
 * The window's `recent` service (clearing empties the items opened and the kept lookups, the
 * open item stays open; Undo puts them back after those added since, each once; a bulk lookup
 * kept again moves up, at most MAX_RECENT_BULK_LOOKUPS), and main's own uses of the history.
 */
export interface RecentService extends ServiceImplementation<'recent'> {
  /** Puts the item first (once) and makes it the open item; nothing without a catalog. */
  recordLookup(item: SingleItem): Promise<void>
  /** Removes a catalog's history (every catalog's for null) from settings, with nothing kept for Undo. */
  dropHistory(owner: string | null): Promise<void>
}

/** A catalog's history: the items opened and the bulk lookups kept beside them. */
interface History {
  readonly items: RecentLookups['items']
  readonly lookups: readonly RecentBulkLookup[]
}

export interface RecentServiceDeps {
  readonly session: Pick<SessionManager, 'current' | 'onChange'>
  readonly settings: SettingsStore
  /** How many days an entry is kept (the policy's `recentLookupsDays`); RECENT_LOOKUPS_DAYS.default by default. */
  readonly keepDays?: number
  readonly now?: () => Date
}

/**
 * The connected catalog's recent lookups and the item that was open, kept in settings under
 * the catalog (the same `recent` section the watch list sits beside), so a restart reopens it.
 * Each entry is kept for `keepDays` (recent-expiry.ts): what expired is dropped from every
 * catalog when the service starts, and from a catalog's history whenever it is read.
 */
export function createRecentService(deps: RecentServiceDeps): RecentService {
  const now = deps.now ?? (() => new Date())
  const key = () => deps.session.current()?.prefsKey ?? null
  const days = deps.keepDays ?? RECENT_LOOKUPS_DAYS.default
  const window = () => keptWindow(days, now())

  const atStart = window()
  if (settingsWithoutExpired(deps.settings.current(), atStart) !== deps.settings.current()) {
    void deps.settings.update((current) => settingsWithoutExpired(current, atStart))
  }

  const rawOf = (owner: string) =>
    storedRecord(deps.settings.current(), 'recent', owner) ?? { items: [], openItem: null }
  const storedOf = (owner: string) => withoutExpired(rawOf(owner), window())
  /** Drops from settings what expired in the catalog's history since it was last written. */
  const dropExpired = async (owner: string) => {
    const at = window()
    if (!hasExpired(rawOf(owner), at)) return
    await deps.settings.update((current) => {
      const entry = storedRecord(current, 'recent', owner)
      return entry ? withRecord(current, 'recent', owner, withoutExpired(entry, at)) : current
    })
  }
  const recentOf = (owner: string | null): RecentLookups => {
    if (owner === null) return { items: [], openItem: null }
    const { items, openItem } = storedOf(owner)
    return { items, openItem }
  }
  const bulkOf = (owner: string) => storedOf(owner).lookups ?? []

  /**
   * What the last clear removed, per catalog; in memory only, as an undo lasts seconds, and
   * only until a session ends (signed out, forgotten): after that nothing brings it back.
   */
  const cleared = new Map<string, History>()
  deps.session.onChange((active) => {
    if (active === null) cleared.clear()
  })

  /** Writes the catalog's items opened and kept lookups (`lookups` unchanged unless given). */
  const write = async (
    owner: string,
    next: RecentLookups,
    lookups: readonly RecentBulkLookup[] = bulkOf(owner),
  ) => {
    // Absent while there are none: the stored format stays as before for agents who never look up several.
    const entry = {
      items: [...next.items].slice(0, MAX_RECENT_LOOKUPS),
      openItem: next.openItem,
      ...(lookups.length > 0
        ? {
            lookups: lookups
              .slice(0, MAX_RECENT_BULK_LOOKUPS)
              .map((lookup) => ({ ...lookup, ids: [...lookup.ids] })),
          }
        : {}),
    }
    // Nothing is written that is already out of its days (all of it, with 0 days).
    const kept = withoutExpired(entry, window())
    await deps.settings.update((current) => withRecord(current, 'recent', owner, kept))
  }

  const save = async (
    owner: string | null,
    change: (current: RecentLookups) => RecentLookups,
  ): Promise<Result<RecentLookups>> => {
    if (owner === null) return NO_SESSION
    await write(owner, change(recentOf(owner)))
    return ok(recentOf(owner))
  }

  return {
    recentLookups: async () => {
      const owner = key()
      if (owner === null) return NO_SESSION
      await dropExpired(owner)
      return ok(recentOf(owner))
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
    setOpenItem: ({ id }) => save(key(), (current) => ({ ...current, openItem: id })),
    clearRecentLookups: async () => {
      const owner = key()
      if (owner === null) return NO_SESSION
      const current = recentOf(owner)
      // Exactly what this clear removed, both kinds: Undo puts back this, not an older clear's.
      cleared.set(owner, { items: current.items, lookups: bulkOf(owner) })
      await write(owner, { items: [], openItem: current.openItem }, [])
      return ok(recentOf(owner))
    },
    recentBulkLookups: async () => {
      const owner = key()
      if (owner === null) return NO_SESSION
      await dropExpired(owner)
      return ok(bulkOf(owner))
    },
    async recordBulkLookup({ ids, language, chosen, origin = CUSTOMER_ORIGIN }) {
      const owner = key()
      if (owner === null) return NO_SESSION
      const same = ids.join(',')
      const lookups = [
        // A choice is only ever over a language read from the ticket (ticket-reply-language.ts).
        {
          ids: [...ids],
          at: now().toISOString(),
          language,
          chosen: language === null ? null : chosen,
          // Written only when not the customer's, so a lookup kept before origins were reads the same.
          ...(origin === CUSTOMER_ORIGIN ? {} : { origin }),
        },
        ...bulkOf(owner).filter((lookup) => lookup.ids.join(',') !== same),
      ].slice(0, MAX_RECENT_BULK_LOOKUPS)
      await write(owner, recentOf(owner), lookups)
      return ok(bulkOf(owner))
    },
    async dropHistory(owner) {
      if (owner === null) cleared.clear()
      else cleared.delete(owner)
      await deps.settings.update((current) => withoutHistory(current, owner))
    },
    undoClearRecentLookups: async () => {
      const owner = key()
      if (owner === null) return NO_SESSION
      const restored = cleared.get(owner) ?? { items: [], lookups: [] }
      cleared.delete(owner)
      const current = recentOf(owner)
      const freshItems = new Set(current.items.map((lookup) => lookup.id))
      const newLookups = bulkOf(owner)
      const freshLookups = new Set(newLookups.map((lookup) => lookup.ids.join(',')))
      await write(
        owner,
        {
          ...current,
          items: [...current.items, ...restored.items.filter((lookup) => !freshItems.has(lookup.id))],
        },
        [...newLookups, ...restored.lookups.filter((lookup) => !freshLookups.has(lookup.ids.join(',')))],
      )
      return ok(recentOf(owner))
    },
  }
}
