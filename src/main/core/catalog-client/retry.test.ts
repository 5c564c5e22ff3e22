import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { fail, ok, type AppError, type Result } from '../../../shared/errors'
import { saying } from '../../../shared/i18n/english.test-support'
import type { Words } from '../../../shared/i18n/words'
import { DEFAULT_RETRY_POLICY, isRetryable, withRetries, type RetryPolicy } from './retry'

const network = (code: string | null = 'ECONNRESET'): AppError => ({
  kind: 'network',
  message: saying('x'),
  code,
})
const server = (status: number): AppError => ({ kind: 'server', message: saying('x'), status })
const limited = (retryAfterSeconds: number | null): AppError => ({
  kind: 'rate_limited',
  message: saying('x'),
  retryAfterSeconds,
})

describe('isRetryable', () => {
  it('retries only what may heal by itself', () => {
    expect(isRetryable(network())).toBe(true)
    expect(isRetryable(network(null))).toBe(true)
    expect(isRetryable(network('ERR_TLS_CERT_ALTNAME_INVALID'))).toBe(false)
    expect(isRetryable(server(500))).toBe(true)
    expect(isRetryable(server(503))).toBe(true)
    expect(isRetryable(server(501))).toBe(false)
    expect(isRetryable(server(505))).toBe(false)
    expect(isRetryable(limited(null))).toBe(true)
    expect(isRetryable({ kind: 'timeout', message: saying('x'), timeoutMs: 1 })).toBe(false)
    expect(isRetryable({ kind: 'unauthorized', message: saying('x') })).toBe(false)
    expect(isRetryable({ kind: 'cancelled', message: saying('x') })).toBe(false)
  })
})

describe('withRetries', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  const POLICY: RetryPolicy = { retries: 3, delaysMs: [100, 400], jitter: 0.5, maxRetryAfterMs: 2000 }

  /** An attempt that fails with `errors` in turn, then succeeds; records when it was called. */
  function attempts(errors: AppError[]) {
    const calls: number[] = []
    const attempt = async (): Promise<Result<string>> => {
      calls.push(Date.now())
      const error = errors.shift()
      return error ? fail(error) : ok('done')
    }
    return { attempt, calls }
  }

  it('waits the scheduled pause, with jitter bounded by the policy, before each retry', async () => {
    const start = Date.now()
    // random 0 → base − spread, 1 → base + spread, 0.5 → base; the last delay repeats.
    const randoms = [0, 1, 0.5]
    const { attempt, calls } = attempts([network(), network(), network()])
    const done = withRetries(attempt, POLICY, undefined, () => randoms.shift() ?? 0)
    await vi.advanceTimersByTimeAsync(49)
    expect(calls).toHaveLength(1)
    await vi.advanceTimersByTimeAsync(1)
    expect(calls).toHaveLength(2)
    await vi.advanceTimersByTimeAsync(599)
    expect(calls).toHaveLength(2)
    await vi.advanceTimersByTimeAsync(1)
    expect(calls).toHaveLength(3)
    await vi.advanceTimersByTimeAsync(400)
    expect(await done).toEqual(ok('done'))
    expect(calls.map((at) => at - start)).toEqual([0, 50, 650, 1050])
  })

  it('gives up after the policy’s retries with the last failure', async () => {
    const { attempt, calls } = attempts([server(500), server(502), server(503), server(504), server(500)])
    const done = withRetries(attempt, POLICY, undefined, () => 0.5)
    await vi.runAllTimersAsync()
    expect(await done).toEqual(fail(server(504)))
    expect(calls).toHaveLength(4)
  })

  it('does not retry what cannot heal', async () => {
    const { attempt, calls } = attempts([server(501)])
    expect(await withRetries(attempt, POLICY, undefined)).toEqual(fail(server(501)))
    expect(calls).toHaveLength(1)
  })

  it('waits as long as Retry-After asks when that is longer than the backoff', async () => {
    const start = Date.now()
    const { attempt, calls } = attempts([limited(1)])
    const done = withRetries(attempt, POLICY, undefined, () => 0.5)
    await vi.advanceTimersByTimeAsync(999)
    expect(calls).toHaveLength(1)
    await vi.advanceTimersByTimeAsync(1)
    expect(await done).toEqual(ok('done'))
    expect(calls.map((at) => at - start)).toEqual([0, 1000])
  })

  it('keeps the backoff when Retry-After asks for less', async () => {
    const start = Date.now()
    const { attempt, calls } = attempts([limited(0)])
    const done = withRetries(attempt, POLICY, undefined, () => 0.5)
    await vi.runAllTimersAsync()
    expect(await done).toEqual(ok('done'))
    expect(calls.map((at) => at - start)).toEqual([0, 100])
  })

  it('returns at once when Retry-After asks for more than the policy waits, and waits exactly its maximum', async () => {
    const long = attempts([limited(3)])
    expect(await withRetries(long.attempt, POLICY, undefined)).toEqual(fail(limited(3)))
    expect(long.calls).toHaveLength(1)

    const start = Date.now()
    const longest = attempts([limited(2)])
    const done = withRetries(longest.attempt, POLICY, undefined, () => 0.5)
    await vi.runAllTimersAsync()
    expect(await done).toEqual(ok('done'))
    expect(longest.calls.map((at) => at - start)).toEqual([0, 2000])
  })

  it('stops waiting when cancelled, and does not start when already cancelled', async () => {
    const controller = new AbortController()
    const { attempt, calls } = attempts([network(), network()])
    const done = withRetries(attempt, POLICY, controller.signal, () => 0.5)
    await vi.advanceTimersByTimeAsync(50)
    controller.abort()
    expect(await done).toEqual(fail({ kind: 'cancelled', message: expect.any(Object) as Words }))
    await vi.runAllTimersAsync()
    expect(calls).toHaveLength(1)

    const before = attempts([network()])
    expect((await withRetries(before.attempt, POLICY, AbortSignal.abort(), () => 0.5)).ok).toBe(false)
    expect(before.calls).toHaveLength(1)
  })

  it('lets go of the signal after each pause (no listener left per retry)', async () => {
    const controller = new AbortController()
    const added = vi.spyOn(controller.signal, 'addEventListener')
    const removed = vi.spyOn(controller.signal, 'removeEventListener')
    const { attempt } = attempts([network(), network()])
    const done = withRetries(attempt, POLICY, controller.signal, () => 0.5)
    await vi.runAllTimersAsync()
    expect(await done).toEqual(ok('done'))
    expect(added).toHaveBeenCalledTimes(2)
    // The very listener each pause added, for the same event, is removed again.
    expect(removed.mock.calls).toEqual(added.mock.calls.map(([type, listener]) => [type, listener]))
    expect(removed.mock.calls.map(([type]) => type)).toEqual(['abort', 'abort'])
  })

  it('by default retries twice after 200 and 800 ms, ±25 %', () => {
    expect(DEFAULT_RETRY_POLICY).toEqual({
      retries: 2,
      delaysMs: [200, 800],
      jitter: 0.25,
      maxRetryAfterMs: 10_000,
    })
  })
})
