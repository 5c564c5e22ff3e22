import { useCallback, useEffect, useState } from 'react'
import type { AppError } from '../../shared/errors'

/** The wait when a 429 names none: long enough for a burst limit to pass. */
export const RATE_LIMIT_DEFAULT_WAIT_S = 10

/**
 * The longest wait counted down; a catalog asking for more gets no automatic retry (a
 * countdown of an hour is not help), only its message and Retry.
 */
export const RATE_LIMIT_LONGEST_COUNTDOWN_S = 300

/** Where a rate-limited request stands, for the message that shows it. */
export type RateLimitRetryState =
  /** Not rate limited (or a request is under way): show nothing extra. */
  | { readonly kind: 'none' }
  /** Counting down to the one automatic retry. */
  | { readonly kind: 'counting'; readonly secondsLeft: number }
  /** The automatic retry was made and failed again (or the wait is too long to count): Retry only. */
  | { readonly kind: 'manual'; readonly triedAgain: boolean }

export interface RateLimitRetry {
  readonly state: RateLimitRetryState
  /** The agent's Retry: asks now, and re-arms the one automatic retry for its answer. */
  readonly retry: () => void
}

interface Memory {
  /** `failedAt` of the failure the automatic retry answered; its next failure is final. */
  readonly firedFor: number | null
  /** `failedAt` of the failure that came back from the automatic retry. */
  readonly exhaustedFor: number | null
}

const FRESH: Memory = { firedFor: null, exhaustedFor: null }

function clamp(value: number, low: number, high: number): number {
  return Math.min(high, Math.max(low, value))
}

function waitSecondsOf(error: AppError | null): number | null {
  if (error?.kind !== 'rate_limited') return null
  return error.retryAfterSeconds ?? RATE_LIMIT_DEFAULT_WAIT_S
}

/**
 * A rate-limited request counts down to the wait the catalog asked for and asks again by
 * itself when it ends, once; if that fails too, only Retry is offered, so a catalog that
 * stays busy is not asked in a loop.
 *
 * The memory lives with the query's owner (which stays mounted while the failure view comes
 * and goes during a request) and is keyed by the failure's time: a new failure after the
 * automatic retry is the one that ends the countdowns.
 */
export function useRateLimitRetry(query: {
  readonly error: AppError | null
  /** When the failure on screen arrived (`errorUpdatedAt`). */
  readonly failedAt: number
  readonly fetching: boolean
  readonly refetch: () => unknown
}): RateLimitRetry {
  const { error, failedAt, fetching, refetch } = query
  const [memory, setMemory] = useState<Memory>(FRESH)
  // A failure newer than the one the automatic retry answered is that retry's answer.
  if (memory.firedFor !== null && failedAt > memory.firedFor && error !== null) {
    setMemory({ firedFor: null, exhaustedFor: failedAt })
  }
  // An answer (or another page's) ends the episode: the next 429 gets its countdown again.
  if (error === null && !fetching && memory !== FRESH) setMemory(FRESH)

  const waitSeconds = waitSecondsOf(error)
  const countable =
    waitSeconds !== null &&
    waitSeconds <= RATE_LIMIT_LONGEST_COUNTDOWN_S &&
    memory.firedFor === null &&
    memory.exhaustedFor !== failedAt
  const deadline = countable ? failedAt + waitSeconds * 1000 : null
  const [now, setNow] = useState(() => Date.now())

  useEffect(() => {
    if (deadline === null || fetching) return
    const tick = setInterval(() => setNow(Date.now()), 1000)
    const fire = setTimeout(
      () => {
        setMemory({ firedFor: failedAt, exhaustedFor: null })
        void refetch()
      },
      Math.max(0, deadline - Date.now()),
    )
    return () => {
      clearInterval(tick)
      clearTimeout(fire)
    }
  }, [deadline, fetching, failedAt, refetch])

  const retry = useCallback(() => {
    setMemory(FRESH)
    void refetch()
  }, [refetch])

  let state: RateLimitRetryState = { kind: 'none' }
  if (waitSeconds !== null && !fetching) {
    state =
      deadline !== null
        ? { kind: 'counting', secondsLeft: clamp(Math.ceil((deadline - now) / 1000), 1, waitSeconds) }
        : { kind: 'manual', triedAgain: memory.exhaustedFor === failedAt }
  }
  return { state, retry }
}
