import { describe, expect, it } from 'vitest'
import { fail, ok } from '../../../shared/errors'
import { fetchPagesInOrder } from './ordered-pages'
import { saying } from '../../../shared/i18n/english.test-support'

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

describe('fetchPagesInOrder', () => {
  it('writes pages in order although they arrive out of order', async () => {
    const written: number[] = []
    const result = await fetchPagesInOrder({
      from: 2,
      to: 9,
      concurrency: 3,
      ahead: 6,
      // Even pages are slow: odd ones arrive first.
      fetch: async (number) => {
        await sleep(number % 2 === 0 ? 30 : 1)
        return ok(number)
      },
      write: async (number, page) => {
        expect(page).toBe(number)
        written.push(number)
        return ok(true)
      },
    })
    expect(result.ok).toBe(true)
    expect(written).toEqual([2, 3, 4, 5, 6, 7, 8, 9])
  })

  it('starts no page more than `ahead` past the next one to write, while the file is slow', async () => {
    let nextToWrite = 1
    let furthest = 0
    const result = await fetchPagesInOrder({
      from: 1,
      to: 40,
      concurrency: 4,
      ahead: 5,
      fetch: async (number) => {
        furthest = Math.max(furthest, number - nextToWrite)
        await sleep(1)
        return ok(number)
      },
      write: async (number) => {
        await sleep(5)
        nextToWrite = number + 1
        return ok(true)
      },
    })
    expect(result.ok).toBe(true)
    expect(furthest).toBeLessThanOrEqual(5)
    expect(furthest).toBeGreaterThan(1)
  })

  it('stops at the first failed page: nothing after it is written and its error is the answer', async () => {
    const written: number[] = []
    const fetched: number[] = []
    const result = await fetchPagesInOrder({
      from: 1,
      to: 50,
      concurrency: 2,
      ahead: 2,
      fetch: async (number) => {
        fetched.push(number)
        await sleep(2)
        return number === 4
          ? fail({ kind: 'server', message: saying('page 4 broke'), status: 500 })
          : ok(number)
      },
      write: async (number) => {
        written.push(number)
        return ok(true)
      },
    })
    expect(result).toMatchObject({ ok: false, error: { message: saying('page 4 broke') } })
    expect(written).toEqual([1, 2, 3])
    expect(Math.max(...fetched)).toBeLessThan(10)
  })

  it('stops when a write fails', async () => {
    const fetched: number[] = []
    const result = await fetchPagesInOrder({
      from: 1,
      to: 30,
      concurrency: 2,
      ahead: 2,
      fetch: async (number) => {
        fetched.push(number)
        return ok(number)
      },
      write: async (number) =>
        number === 3
          ? fail({ kind: 'write_failed', code: 'ENOSPC', message: saying('disk full') })
          : ok(true),
    })
    expect(result).toMatchObject({ ok: false, error: { kind: 'write_failed' } })
    expect(Math.max(...fetched)).toBeLessThan(10)
  })
})
