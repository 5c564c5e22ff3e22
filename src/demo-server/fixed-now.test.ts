import { afterEach, describe, expect, it, vi } from 'vitest'
import { startDemoServer, type DemoServerOptions } from './index'
import { ContractClient } from './testing/contract-client.test-support'

/** A moment in the middle of a minute, so rounding to the minute is visible. */
const FIXED_NOW = Date.UTC(2026, 10, 23, 17, 40, 30)
const TIME_FIELDS = ['bought_at', 'last_send', 'next_try', 'send_date', 'error_date'] as const

/** Item 1..40's time fields read now, then read again after the clock moved five minutes on. */
async function timesBeforeAndAfterFiveMinutes(options: DemoServerOptions) {
  const server = await startDemoServer({ port: 0, ...options })
  const client = new ContractClient(server.url, server.token)
  const read = async () =>
    Promise.all(
      Array.from({ length: 40 }, async (_, i) => {
        const { data } = await client.item(i + 1)
        return TIME_FIELDS.map((field) => data[field])
      }),
    )
  try {
    const before = await read()
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 5 * 60_000 })
    const after = await read()
    return { before, after }
  } finally {
    vi.useRealTimers()
    await server.close()
  }
}

describe('the demo catalog with a fixed "now"', () => {
  afterEach(() => {
    vi.useRealTimers()
  })

  it('tells the same times whatever the clock does', async () => {
    const { before, after } = await timesBeforeAndAfterFiveMinutes({ now: FIXED_NOW })
    expect(after).toEqual(before)
  })

  it('follows the clock when no "now" is given (what the fixed one guards against)', async () => {
    const { before, after } = await timesBeforeAndAfterFiveMinutes({})
    expect(after).not.toEqual(before)
  })

  it('tells each story as of the fixed moment: no time of a waiting item is after it but its next try', async () => {
    const server = await startDemoServer({ port: 0, now: FIXED_NOW })
    const client = new ContractClient(server.url, server.token)
    try {
      const items = await Promise.all(
        Array.from({ length: 60 }, async (_, i) => (await client.item(i + 1)).data),
      )
      // bought_at is ISO with a zone; the other times are `YYYY-MM-DD HH:MM:SS` in UTC (spec 2.2).
      const epoch = (text: string | null) =>
        text === null ? null : Date.parse(text.endsWith('Z') ? text : `${text.replace(' ', 'T')}Z`)
      for (const item of items) {
        expect(epoch(item.bought_at) ?? 0).toBeLessThanOrEqual(FIXED_NOW)
        const nextTry = epoch(item.next_try)
        if (nextTry !== null) expect(nextTry).toBeGreaterThan(FIXED_NOW)
      }
      expect(items.some((item) => item.next_try !== null)).toBe(true)
    } finally {
      await server.close()
    }
  })

  it('refuses a "now" that is not a whole number of ms a Date can hold', async () => {
    for (const now of [-1, 1.5, Number.NaN, 8_640_000_000_000_001]) {
      await expect(startDemoServer({ port: 0, now })).rejects.toThrow(/now must be a whole number/)
    }
  })
})
