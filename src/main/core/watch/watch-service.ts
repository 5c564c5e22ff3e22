import { fail, ok, type Result } from '../../../shared/errors'
import { clipWords, words, type Words } from '../../../shared/i18n/words'
import { fieldValueOr } from '../../../shared/catalog'
import type { ServiceImplementation } from '../../../shared/ipc'
import type { SetAside } from '../settings/set-aside'
import type { Emit } from '../events/event-bus'
import {
  FINAL_STATUSES,
  MAX_WATCHED_ITEMS,
  MAX_WATCH_CHECKS_IN_FLIGHT,
  type WatchList,
} from '../../../shared/watch'
import { NO_SESSION } from '../session/no-session'
import type { ActiveSession, SessionManager } from '../session/session-manager'
import type { SettingsStore } from '../settings/settings-store'
import { createWatchPoller, type CheckOutcome } from './watch-poller'
import { clipStoredName, type StoredWatchedItem, type WatchOptions } from './watch-schema'
import { storedRecord, withRecord } from './watch-records'
import { readSections } from './watch-sections'
import { withChange } from './watch-history'
import { notificationFor, type DesktopNotification, type WatchChange } from './watch-notification'

export type { DesktopNotification }

/** The window's `watch` service (adding many watches all or none, within MAX_WATCHED_ITEMS). */
export interface WatchService extends ServiceImplementation<'watch'> {
  /** How many items the connected catalog watches (the tray shows it); null when none is connected. */
  watchedCount(): number | null
  dispose(): void
}

export interface WatchServiceDeps {
  readonly session: SessionManager
  readonly settings: SettingsStore
  readonly emit: Emit
  readonly notify: (notification: DesktopNotification) => void
  /** The app language's words when a notification is made. */
  readonly say: () => (w: Words) => string
  /** Opens an item in the window, as a link would (a click on a notification). */
  readonly openItem: (id: number, baseUrl: string | null) => void
  /** Remembers the item as the open one (recent lookups), before a notification click opens it. */
  readonly rememberOpenItem: (id: number) => void
  /** Keeps a section that could not be read next to settings.json, with a notice. */
  readonly setAside: SetAside
  readonly log: (line: string) => void
  readonly now?: () => Date
  /** Test seam: the e2e harness shortens the interval; the app never passes it. */
  readonly intervalMsOverride?: number
}

/**
 * The watch list of the connected catalog, and the background checks.
 *
 * Polling runs in main, never in the window, and only while a catalog is connected: it is
 * started for a catalog when the session connects or switches and stopped on sign-out.
 * Results are kept in memory and written once per round (not once per check); what changed
 * in a round becomes one desktop notification.
 */
export function createWatchService(deps: WatchServiceDeps): WatchService {
  const now = deps.now ?? (() => new Date())
  const { watch, recent, watchOptions } = deps.settings.current()
  const sections = readSections(deps, { watch, recent, watchOptions })
  if (sections.setAside) {
    // What was set aside leaves settings, so the next start neither reads nor reports it again.
    void deps.settings
      .update((current) => ({ ...current, watch: sections.watch, recent: sections.recent }))
      .catch((error: unknown) => deps.log(`watch: could not save the readable sections: ${String(error)}`))
  }
  let items: StoredWatchedItem[] = []
  let key: string | null = null
  let catalog: ActiveSession | null = null
  let changes: WatchChange[] = []

  const options = (): WatchOptions => sections.options
  const watchList = (): WatchList => ({
    items,
    intervalSeconds: options().intervalSeconds,
    notifications: options().notifications,
    changedCount: items.filter((item) => item.changed).length,
  })

  const persist = async () => {
    if (key === null) return
    const owner = key
    const kept = items
    await deps.settings.update((current) => withRecord(current, 'watch', owner, kept))
  }

  const poller = createWatchPoller({
    items: () => items.filter((item) => item.state === 'watching').map((item) => item.id),
    check: (id, signal) => check(catalog, id, signal),
    onResult: (id, outcome) => record(id, outcome),
    onRoundEnd: () => void endRound(),
    intervalMs: () => deps.intervalMsOverride ?? options().intervalSeconds * 1000,
    maxInFlight: MAX_WATCH_CHECKS_IN_FLIGHT,
  })

  const restart = () => {
    poller.stop()
    if (catalog !== null && items.some((item) => item.state === 'watching')) poller.start()
  }

  const switchTo = (active: ActiveSession | null) => {
    poller.stop()
    changes = []
    catalog = active
    key = active?.prefsKey ?? null
    items = key === null ? [] : [...(storedRecord(deps.settings.current(), 'watch', key) ?? [])]
    restart()
  }

  const record = (id: number, outcome: CheckOutcome) => {
    const index = items.findIndex((item) => item.id === id)
    const item = items[index]
    if (item === undefined) return
    const at = now().toISOString()
    let next: StoredWatchedItem = item
    if (outcome.kind === 'ok') {
      const change =
        item.status !== null && item.status !== outcome.status
          ? { from: item.status, to: outcome.status, at }
          : null
      const moved = change !== null
      const final = FINAL_STATUSES.includes(outcome.status)
      next = {
        ...item,
        name: clipStoredName(outcome.name) ?? item.name,
        status: outcome.status,
        lastCheckedAt: at,
        statusChangedAt: moved ? at : item.statusChangedAt,
        history: change ? withChange(item.history, change) : item.history,
        changed: item.changed || moved,
        state: final ? 'finished' : 'watching',
        problem: null,
      }
      if (moved) {
        changes.push({ item: next, from: item.status })
        deps.emit('item:changed', {
          baseUrl: catalog?.catalog.baseUrl ?? '',
          id,
          name: next.name,
          previousStatus: item.status ?? outcome.status,
          status: outcome.status,
          checkedAt: at,
        })
      }
    } else if (outcome.kind === 'gone') {
      next = {
        ...item,
        state: 'gone',
        changed: true,
        lastCheckedAt: at,
        statusChangedAt: at,
        problem: words({ id: 'watch.problem.gone', defaultMessage: 'No longer in the catalog' }),
      }
      changes.push({ item: next, from: item.status })
    } else if (outcome.kind === 'unauthorized') {
      deps.log('watch: the catalog rejected the token while checking watched items; watching stopped')
      deps.emit('session:ended', { message: outcome.message })
      return
    } else {
      const problem =
        outcome.kind === 'rate_limited'
          ? words({
              id: 'watch.problem.slowDown',
              defaultMessage: 'The catalog asked to slow down; checking again later.',
            })
          : outcome.message
      next = { ...item, lastCheckedAt: at, problem: clipWords(problem) }
    }
    items = items.map((entry, position) => (position === index ? next : entry))
  }

  const endRound = async () => {
    const round = changes
    changes = []
    if (round.length > 0 && options().notifications) {
      deps.notify(
        notificationFor(round, catalog, {
          emit: deps.emit,
          openItem: deps.openItem,
          say: deps.say,
          // Remembered as the open item first: on macOS the click may open a new window, which
          // reads it on start, while an event sent before that window listens would be lost.
          remember: deps.rememberOpenItem,
        }),
      )
    }
    if (round.length > 0) deps.emit('watch:updated', { changedCount: watchList().changedCount })
    await persist().catch((error: unknown) =>
      deps.log(`watch: could not save the watch list: ${String(error)}`),
    )
  }

  deps.session.onChange(switchTo)
  switchTo(deps.session.current())

  const connected = async <T>(run: () => Promise<Result<T>> | Result<T>): Promise<Result<T>> =>
    key === null ? (NO_SESSION as Result<T>) : run()

  return {
    watchedCount: () => (key === null ? null : items.length),
    watchList: () => connected(() => ok(watchList())),
    watchItem: ({ id, name, status }) =>
      connected(async () => {
        const existing = items.find((item) => item.id === id)
        if (existing === undefined && items.length >= MAX_WATCHED_ITEMS) {
          return fail({
            kind: 'refused',
            message: words(
              {
                id: 'watch.error.full',
                defaultMessage:
                  'You can watch at most {max, number} items in one catalog. Stop watching some first.',
              },
              { max: MAX_WATCHED_ITEMS },
            ),
          })
        }
        const resumed: StoredWatchedItem = {
          id,
          name: clipStoredName(name ?? null) ?? existing?.name ?? null,
          status: status ?? existing?.status ?? null,
          statusChangedAt: existing?.statusChangedAt ?? null,
          watchedSince: existing?.watchedSince ?? now().toISOString(),
          history: existing?.history ?? [],
          lastCheckedAt: existing?.lastCheckedAt ?? null,
          state: 'watching',
          changed: false,
          problem: null,
        }
        items = existing ? items.map((item) => (item.id === id ? resumed : item)) : [...items, resumed]
        await persist()
        restart()
        return ok(watchList())
      }),
    watchItems: ({ items: seen }) =>
      connected(async () => {
        const known = new Set(items.map((item) => item.id))
        const fresh = [
          ...new Map(seen.filter((entry) => !known.has(entry.id)).map((entry) => [entry.id, entry])).values(),
        ]
        if (items.length + fresh.length > MAX_WATCHED_ITEMS) {
          return fail({
            kind: 'refused',
            message: words(
              {
                id: 'watch.error.tooMany',
                defaultMessage:
                  'Watching {count, plural, one {this item} other {these # items}} would make {total, number}; one catalog can watch at most {max, number}. Stop watching some first, or watch fewer.',
              },
              {
                count: fresh.length,
                total: items.length + fresh.length,
                max: MAX_WATCHED_ITEMS,
              },
            ),
          })
        }
        const watching = (entry: (typeof seen)[number]): StoredWatchedItem => ({
          id: entry.id,
          name: clipStoredName(entry.name),
          status: entry.status,
          statusChangedAt: null,
          watchedSince: now().toISOString(),
          history: [],
          lastCheckedAt: null,
          state: 'watching',
          changed: false,
          problem: null,
        })
        // Items already on the list are resumed (a finished or gone one is checked again).
        const byId = new Map(seen.map((entry) => [entry.id, entry]))
        items = items.map((item) =>
          byId.has(item.id) && item.state !== 'watching'
            ? { ...item, state: 'watching', problem: null }
            : item,
        )
        items = [...items, ...fresh.map(watching)]
        await persist()
        restart()
        return ok(watchList())
      }),
    unwatchItem: ({ id }) =>
      connected(async () => {
        items = items.filter((item) => item.id !== id)
        await persist()
        if (!items.some((item) => item.state === 'watching')) poller.stop()
        return ok(watchList())
      }),
    markWatchSeen: () =>
      connected(async () => {
        items = items.map((item) => (item.changed ? { ...item, changed: false } : item))
        await persist()
        return ok(watchList())
      }),
    setWatchOptions: async (changes) => {
      sections.options = { ...sections.options, ...changes }
      await deps.settings.update((current) => ({ ...current, watchOptions: sections.options }))
      restart()
      // The options are the app's, not a catalog's: saved, and answered with the (empty) list.
      return ok(watchList())
    },
    dispose: () => poller.stop(),
  }
}

async function check(active: ActiveSession | null, id: number, signal: AbortSignal): Promise<CheckOutcome> {
  if (active === null)
    return {
      kind: 'failed',
      message: words({
        id: 'error.noSession',
        defaultMessage: 'No catalog is connected. Connect to a catalog first.',
      }),
    }
  const result = await active.client.getItem(id, signal)
  if (result.ok) {
    const name = fieldValueOr(result.data.name, null)
    return { kind: 'ok', status: result.data.status.value, name }
  }
  const error = result.error
  if (error.kind === 'not_found') return { kind: 'gone' }
  if (error.kind === 'unauthorized') return { kind: 'unauthorized', message: error.message }
  if (error.kind === 'rate_limited')
    return { kind: 'rate_limited', retryAfterSeconds: error.retryAfterSeconds }
  return { kind: 'failed', message: error.message }
}
