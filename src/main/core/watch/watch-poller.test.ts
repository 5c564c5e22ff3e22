import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { parseRetryAfter } from '../catalog-client/retry-after'
import { MAX_BACKOFF_MS, createWatchPoller, type CheckOutcome } from './watch-poller'
import { saying } from '../../../shared/i18n/english.test-support'

const INTERVAL = 60_000
const OK: CheckOutcome = { kind: 'ok', status: 'WAITING_FOR_SEND', name: null }

interface Harness {
  readonly checks: { id: number; at: number }[]
  readonly rounds: number[]
  readonly results: [number, CheckOutcome['kind']][]
  inFlightPeak: number
}

function setup(options: {
  ids?: () => readonly number[]
  answer?: (id: number, call: number) => CheckOutcome | Promise<CheckOutcome>
  maxInFlight?: number
}) {
  const harness: Harness = { checks: [], rounds: [], results: [], inFlightPeak: 0 }
  let inFlight = 0
  let calls = 0
  const poller = createWatchPoller({
    items: options.ids ?? (() => [1, 2, 3, 4]),
    check: async (id) => {
      harness.checks.push({ id, at: Date.now() })
      inFlight += 1
      harness.inFlightPeak = Math.max(harness.inFlightPeak, inFlight)
      try {
        return await (options.answer?.(id, calls++) ?? OK)
      } finally {
        inFlight -= 1
      }
    },
    onResult: (id, outcome) => harness.results.push([id, outcome.kind]),
    onRoundEnd: () => harness.rounds.push(Date.now()),
    intervalMs: () => INTERVAL,
    maxInFlight: options.maxInFlight ?? 2,
  })
  return { poller, harness }
}

beforeEach(() => {
  vi.useFakeTimers({ now: 0 })
})
afterEach(() => {
  vi.useRealTimers()
})

describe('watch poller', () => {
  it('spreads one round of checks evenly over the interval, then starts the next round', async () => {
    const { poller, harness } = setup({})
    poller.start()
    await vi.advanceTimersByTimeAsync(INTERVAL - 1)
    expect(harness.checks).toStrictEqual([
      { id: 1, at: 0 },
      { id: 2, at: 15_000 },
      { id: 3, at: 30_000 },
      { id: 4, at: 45_000 },
    ])
    expect(harness.rounds).toStrictEqual([45_000])
    await vi.advanceTimersByTimeAsync(1)
    expect(harness.checks.at(-1)).toStrictEqual({ id: 1, at: INTERVAL })
    poller.stop()
  })

  it('never has more checks in flight than allowed, even when answers are slow', async () => {
    const { poller, harness } = setup({
      ids: () => Array.from({ length: 20 }, (_, i) => i + 1),
      answer: () => new Promise((resolve) => setTimeout(() => resolve(OK), 20_000)),
    })
    poller.start()
    await vi.advanceTimersByTimeAsync(5 * INTERVAL)
    expect(harness.inFlightPeak).toBe(2)
    expect(harness.checks.length).toBeGreaterThan(10)
    poller.stop()
  })

  it('backs off after failures, doubling up to the cap, and resets after a success', async () => {
    let failing = true
    const { poller, harness } = setup({
      ids: () => [1],
      answer: () => (failing ? { kind: 'failed', message: saying('down') } : OK),
    })
    poller.start()
    await vi.advanceTimersByTimeAsync(0)
    expect(harness.checks.map((c) => c.at)).toStrictEqual([0])
    // One item: its next check is a round later, or later still while backing off.
    await vi.advanceTimersByTimeAsync(30 * INTERVAL)
    const gaps = harness.checks.slice(1).map((c, i) => c.at - (harness.checks[i]?.at ?? 0))
    expect(gaps.every((gap) => gap >= INTERVAL)).toBe(true)
    expect(Math.max(...gaps)).toBeGreaterThan(2 * INTERVAL)
    expect(Math.max(...gaps)).toBeLessThanOrEqual(MAX_BACKOFF_MS + INTERVAL)
    failing = false
    const before = harness.checks.length
    await vi.advanceTimersByTimeAsync(MAX_BACKOFF_MS + 3 * INTERVAL)
    const recovered = harness.checks
      .slice(before + 1)
      .map((c, i, all) => (i === 0 ? INTERVAL : c.at - (all[i - 1]?.at ?? 0)))
    expect(recovered.every((gap) => gap === INTERVAL)).toBe(true)
    poller.stop()
  })

  it('pauses the whole round for Retry-After on 429 and checks the same item first afterwards', async () => {
    const { poller, harness } = setup({
      answer: (id, call) => (call === 1 ? { kind: 'rate_limited', retryAfterSeconds: 40 } : OK),
    })
    poller.start()
    await vi.advanceTimersByTimeAsync(15_000)
    expect(harness.checks.map((c) => c.id)).toStrictEqual([1, 2])
    await vi.advanceTimersByTimeAsync(39_999)
    expect(harness.checks).toHaveLength(2)
    await vi.advanceTimersByTimeAsync(1)
    expect(harness.checks.at(-1)).toStrictEqual({ id: 2, at: 55_000 })
    poller.stop()
  })

  it.each([
    ['9999999999', '9999999999 s'],
    ['3000000', '3000000 s'],
    ['Fri, 31 Dec 9999 23:59:59 GMT', 'an HTTP date in year 9999'],
  ])(
    'R4: a Retry-After of %j (%s) pauses at most the maximum backoff, with no busy timer',
    async (header) => {
      const retryAfterSeconds = parseRetryAfter(header, new Date(0))
      const { poller, harness } = setup({
        ids: () => [1],
        answer: (_id, call) => (call === 0 ? { kind: 'rate_limited', retryAfterSeconds } : OK),
      })
      const warnings = vi.spyOn(process, 'emitWarning')
      poller.start()
      await vi.advanceTimersByTimeAsync(MAX_BACKOFF_MS - 1)
      // An overflowing delay would fire every millisecond and check again at once.
      expect(harness.checks).toHaveLength(1)
      expect(warnings).not.toHaveBeenCalled()
      await vi.advanceTimersByTimeAsync(1)
      expect(harness.checks).toStrictEqual([
        { id: 1, at: 0 },
        { id: 1, at: MAX_BACKOFF_MS },
      ])
      poller.stop()
      warnings.mockRestore()
    },
  )

  it('stops for good on 401 and leaves no timer behind', async () => {
    const { poller, harness } = setup({
      answer: () => ({ kind: 'unauthorized', message: saying('rejected') }),
    })
    poller.start()
    await vi.advanceTimersByTimeAsync(0)
    expect(poller.running).toBe(false)
    expect(vi.getTimerCount()).toBe(0)
    await vi.advanceTimersByTimeAsync(10 * INTERVAL)
    expect(harness.checks).toHaveLength(1)
  })

  it('stop() drops the answers still in flight and clears its timer', async () => {
    let release: (outcome: CheckOutcome) => void = () => {}
    const { poller, harness } = setup({
      ids: () => [1],
      answer: () => new Promise((resolve) => (release = resolve)),
    })
    poller.start()
    await vi.advanceTimersByTimeAsync(0)
    poller.stop()
    release(OK)
    await vi.advanceTimersByTimeAsync(0)
    expect(harness.results).toStrictEqual([])
    expect(vi.getTimerCount()).toBe(0)
  })

  it('skips items no longer watched and makes no request while nothing is watched', async () => {
    let ids: number[] = [1, 2]
    const { poller, harness } = setup({ ids: () => ids })
    poller.start()
    await vi.advanceTimersByTimeAsync(0)
    ids = []
    await vi.advanceTimersByTimeAsync(10 * INTERVAL)
    expect(harness.checks.map((c) => c.id)).toStrictEqual([1])
    expect(vi.getTimerCount()).toBe(1)
    poller.stop()
  })

  it('after a sleep, checks once soon after resume instead of catching up in a burst', async () => {
    const { poller, harness } = setup({})
    poller.start()
    await vi.advanceTimersByTimeAsync(INTERVAL)
    const before = harness.checks.length
    // The machine sleeps for three hours: wall time jumps, the pending timer fires once.
    vi.setSystemTime(Date.now() + 3 * 3600_000)
    await vi.advanceTimersByTimeAsync(15_000)
    const after = harness.checks.slice(before)
    expect(after.length).toBeLessThanOrEqual(2)
    await vi.advanceTimersByTimeAsync(INTERVAL)
    expect(harness.checks.slice(before).length).toBeLessThanOrEqual(6)
    poller.stop()
  })

  it('keeps one timer and a flat footprint over 10,000 rounds', async () => {
    const { poller, harness } = setup({ ids: () => [1, 2] })
    poller.start()
    let maxTimers = 0
    for (let round = 0; round < 10_000; round += 1) {
      await vi.advanceTimersByTimeAsync(INTERVAL / 2)
      maxTimers = Math.max(maxTimers, vi.getTimerCount())
      await vi.advanceTimersByTimeAsync(INTERVAL / 2)
    }
    expect(maxTimers).toBe(1)
    expect(harness.rounds.length).toBeGreaterThanOrEqual(9_999)
    expect(harness.checks.length).toBeGreaterThanOrEqual(19_998)
    poller.stop()
    expect(vi.getTimerCount()).toBe(0)
  })
})
