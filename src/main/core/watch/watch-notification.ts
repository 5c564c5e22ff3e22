import { statusWords } from '../../../shared/catalog/status-words'
import { words, type Words } from '../../../shared/i18n/words'
import type { EventName, EventPayload } from '../../../shared/ipc'
import type { ActiveSession } from '../session/session-manager'
import type { StoredWatchedItem } from './watch-schema'

/*
 * What a round of checks says to the person, apart from the checking itself: the wording of a
 * desktop notification and what a click on it opens can change without touching the polling,
 * and the polling without touching the words.
 */

/** A desktop notification as main asks the OS for one; `onClick` runs when the person clicks it. */
export interface DesktopNotification {
  readonly title: string
  readonly body: string
  readonly onClick: () => void
}

/** A watched item whose status changed in a round, with the status it had before. */
export interface WatchChange {
  readonly item: StoredWatchedItem
  readonly from: string | null
}

export interface WatchNotificationDeps {
  readonly emit: <E extends EventName>(event: E, payload: EventPayload<E>) => boolean
  readonly openItem: (id: number, baseUrl: string | null) => void
  /** The app language's words when the notification is made. */
  readonly say: () => (w: Words) => string
  /** Remembers the item as the open one before a click opens it. */
  readonly remember: (id: number) => void
}

/** One notification for one round: the change itself, or how many changed. */
export function notificationFor(
  round: readonly WatchChange[],
  active: ActiveSession | null,
  deps: WatchNotificationDeps,
): DesktopNotification {
  const say = deps.say()
  const statusOf = (item: StoredWatchedItem) =>
    say(
      item.state === 'gone'
        ? words({ id: 'watch.notify.gone', defaultMessage: 'no longer in the catalog' })
        : statusWords(item.status ?? ''),
    )
  const baseUrl = active?.catalog.baseUrl ?? null
  const [only] = round
  if (round.length === 1 && only) {
    const { item, from } = only
    const id = String(item.id)
    const to = statusOf(item)
    const title = from
      ? say(
          words(
            { id: 'watch.notify.changed', defaultMessage: 'Item {id}: {from} → {to}' },
            { id, from: statusWords(from), to },
          ),
        )
      : say(words({ id: 'watch.notify.now', defaultMessage: 'Item {id}: {to}' }, { id, to }))
    return {
      title,
      body: item.name ?? say(words({ id: 'watch.notify.unnamed', defaultMessage: 'Item {id}' }, { id })),
      onClick: () => {
        deps.remember(item.id)
        deps.openItem(item.id, baseUrl)
      },
    }
  }
  const listed = round.slice(0, 5).map(({ item }) => `${item.id}: ${statusOf(item)}`)
  return {
    title: say(
      words(
        {
          id: 'watch.notify.many',
          defaultMessage: '{count, plural, one {# watched item changed} other {# watched items changed}}',
        },
        { count: round.length },
      ),
    ),
    body: `${listed.join('; ')}${round.length > 5 ? '; …' : ''}`,
    onClick: () => deps.emit('watch:updated', { changedCount: round.length, reveal: true }),
  }
}
