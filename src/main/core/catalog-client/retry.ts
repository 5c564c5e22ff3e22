import { RETRYABLE_KINDS, cancelled, fail, type AppError, type Result } from '../../../shared/errors'
import { setClampedTimeout } from '../timers/clamped-timeout'
import { isTlsCode } from './network-errors'

/**
 * Retrying idempotent GETs: a bounded number of times, with backoff and jitter, and only for
 * failures that may heal by themselves (network, 5xx, 429).
 *
 * Never on other 4xx (the same request will fail the same way), never on a timeout (the user
 * already waited the full timeout), never after cancellation, and never when the server asks
 * for a longer pause than `maxRetryAfterMs`: then the user is told how long to wait instead of
 * staring at a spinner.
 */
export interface RetryPolicy {
  /** Extra attempts after the first. */
  readonly retries: number
  /** Pause before retry n (the last entry repeats). */
  readonly delaysMs: readonly number[]
  /** ±fraction of randomness on each pause, so many clients do not retry in lockstep. */
  readonly jitter: number
  /** The longest `Retry-After` honoured by waiting; longer ones are returned at once. */
  readonly maxRetryAfterMs: number
}

export const DEFAULT_RETRY_POLICY: RetryPolicy = {
  retries: 2,
  delaysMs: [200, 800],
  jitter: 0.25,
  maxRetryAfterMs: 10_000,
}

/** 501 and 505 say "never", not "not now". */
const PERMANENT_SERVER_STATUSES = new Set([501, 505])

export function isRetryable(error: AppError): boolean {
  if (!RETRYABLE_KINDS.includes(error.kind)) return false
  if (error.kind === 'network') return !isTlsCode(error.code)
  // Stryker disable next-line ConditionalExpression: the other retryable kinds carry no status, and no status is never a permanent one
  if (error.kind === 'server') return !PERMANENT_SERVER_STATUSES.has(error.status)
  return true
}

/** Resolves true after `ms`, or false as soon as `signal` aborts. */
function pause(ms: number, signal: AbortSignal | undefined): Promise<boolean> {
  return new Promise((resolve) => {
    if (signal?.aborted) return resolve(false)
    const onAbort = () => {
      clearTimeout(timer)
      resolve(false)
    }
    const timer = setClampedTimeout(() => {
      signal?.removeEventListener('abort', onAbort)
      resolve(true)
    }, ms)
    // Stryker disable next-line ObjectLiteral,BooleanLiteral: onAbort settles the promise, so a second call changes nothing
    signal?.addEventListener('abort', onAbort, { once: true })
  })
}

function backoffMs(policy: RetryPolicy, retryIndex: number, random: () => number): number {
  const base = policy.delaysMs[Math.min(retryIndex, policy.delaysMs.length - 1)] ?? 0
  const spread = base * policy.jitter
  return Math.max(0, Math.round(base - spread + random() * 2 * spread))
}

export async function withRetries<T>(
  attempt: () => Promise<Result<T>>,
  policy: RetryPolicy,
  signal: AbortSignal | undefined,
  random: () => number = Math.random,
): Promise<Result<T>> {
  for (let retryIndex = 0; ; retryIndex++) {
    const result = await attempt()
    if (result.ok || retryIndex >= policy.retries || !isRetryable(result.error)) return result
    let waitMs = backoffMs(policy, retryIndex, random)
    // Stryker disable next-line ConditionalExpression: a 429 without Retry-After asks for 0 ms, and the larger wait wins anyway
    if (result.error.kind === 'rate_limited' && result.error.retryAfterSeconds !== null) {
      const askedMs = result.error.retryAfterSeconds * 1000
      if (askedMs > policy.maxRetryAfterMs) return result
      waitMs = Math.max(waitMs, askedMs)
    }
    if (!(await pause(waitMs, signal))) {
      return fail(cancelled())
    }
  }
}
