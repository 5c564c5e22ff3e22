import { words, type Words } from '../../../shared/i18n/words'
import { clampDelay, setClampedTimeout } from '../timers/clamped-timeout'

/**
 * Checks watched items in the background: spread over the interval, a bounded number in
 * flight, backing off on failures and on 429, and never a burst.
 *
 * A small scheduler object in the style of VS Code's RunOnceScheduler: one timer at a time,
 * no arrays that grow with time (the queue is at most one round of IDs), `stop()` clears
 * everything. A round is one pass over the items watched when it starts; each check is
 * launched `interval / n` after the previous one. After a sleep the pending timer fires once:
 * one check soon after resume, then the same spacing again.
 */

export type CheckOutcome =
  | { readonly kind: 'ok'; readonly status: string; readonly name: string | null }
  | { readonly kind: 'gone' }
  | { readonly kind: 'unauthorized'; readonly message: Words }
  | { readonly kind: 'rate_limited'; readonly retryAfterSeconds: number | null }
  | { readonly kind: 'failed'; readonly message: Words }

export interface WatchPollerDeps {
  /** The IDs to check now (re-read at every round and before every check). */
  items(): readonly number[]
  /** One check; must not reject (a rejection counts as `failed`). */
  check(id: number, signal: AbortSignal): Promise<CheckOutcome>
  onResult(id: number, outcome: CheckOutcome): void
  /** A round's last check has settled: the moment to group what changed into one notification. */
  onRoundEnd(): void
  intervalMs(): number
  maxInFlight: number
  now?: () => number
}

export interface WatchPoller {
  start(): void
  /** Stops at once: clears the timer and aborts checks in flight (their results are dropped). */
  stop(): void
  readonly running: boolean
}

/** First wait after a failure; doubles per failure in a row up to MAX_BACKOFF_MS. */
export const MIN_BACKOFF_MS = 5_000
export const MAX_BACKOFF_MS = 10 * 60_000

export function createWatchPoller(deps: WatchPollerDeps): WatchPoller {
  const now = deps.now ?? Date.now
  let timer: ReturnType<typeof setTimeout> | null = null
  let controller: AbortController | null = null
  let queue: number[] = []
  let inFlight = 0
  let roundOpen = false
  let nextRoundAt = 0
  let blockedUntil = 0
  let backoffMs = 0
  let spacingMs = 0

  const clear = () => {
    if (timer !== null) clearTimeout(timer)
    timer = null
  }
  const plan = (delayMs: number) => {
    clear()
    timer = setClampedTimeout(tick, delayMs)
  }

  function tick(): void {
    timer = null
    if (controller === null) return
    const at = now()
    if (at < blockedUntil) return plan(blockedUntil - at)
    if (queue.length === 0) {
      if (inFlight > 0) return // the last settle of this round ticks again
      if (roundOpen) {
        roundOpen = false
        deps.onRoundEnd()
      }
      if (at < nextRoundAt) return plan(nextRoundAt - at)
      const interval = deps.intervalMs()
      nextRoundAt = at + interval
      queue = [...deps.items()]
      if (queue.length === 0) return plan(interval)
      roundOpen = true
      spacingMs = interval / queue.length
    }
    if (inFlight >= deps.maxInFlight) return // a settle ticks again
    const watched = new Set(deps.items())
    const id = queue.shift()
    if (id === undefined || !watched.has(id)) return plan(0) // stopped watching since the round began
    launch(id, controller.signal)
    plan(spacingMs)
  }

  function launch(id: number, signal: AbortSignal): void {
    inFlight += 1
    deps
      .check(id, signal)
      .catch((): CheckOutcome => ({
        kind: 'failed',
        message: words({
          id: 'error.internal',
          defaultMessage:
            'Something went wrong inside Catalog Browser. Try again; if it keeps happening, restart the app.',
        }),
      }))
      .then((outcome) => settle(id, outcome, signal))
  }

  function settle(id: number, outcome: CheckOutcome, signal: AbortSignal): void {
    if (signal.aborted) return // stopped: this round's results belong to a session that ended
    inFlight -= 1
    const at = now()
    if (outcome.kind === 'rate_limited') {
      backoffMs = nextBackoff()
      // The catalog's wish is honoured up to our own longest backoff: a Retry-After of years
      // would otherwise silence watching until restart.
      const askedMs = outcome.retryAfterSeconds === null ? backoffMs : outcome.retryAfterSeconds * 1000
      blockedUntil = at + clampDelay(askedMs, MAX_BACKOFF_MS)
      queue.unshift(id) // not checked yet: first in line once the catalog lets us
    } else if (outcome.kind === 'failed') {
      backoffMs = nextBackoff()
      blockedUntil = at + backoffMs
    } else {
      backoffMs = 0
    }
    deps.onResult(id, outcome)
    if (outcome.kind === 'unauthorized') {
      poller.stop()
      return
    }
    if (queue.length === 0 && inFlight === 0 && roundOpen) {
      // Report the round as soon as its last answer is in, not one spacing later.
      roundOpen = false
      deps.onRoundEnd()
    }
    if (timer === null && controller !== null) plan(0)
  }

  const nextBackoff = () => Math.min(MAX_BACKOFF_MS, Math.max(MIN_BACKOFF_MS, backoffMs * 2))

  const poller: WatchPoller = {
    start() {
      if (controller !== null) return
      controller = new AbortController()
      queue = []
      inFlight = 0
      roundOpen = false
      nextRoundAt = 0
      blockedUntil = 0
      backoffMs = 0
      plan(0)
    },
    stop() {
      clear()
      controller?.abort()
      controller = null
      queue = []
      inFlight = 0
      roundOpen = false
    },
    get running() {
      return controller !== null
    },
  }
  return poller
}
