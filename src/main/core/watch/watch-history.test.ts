import { describe, expect, it } from 'vitest'
import { MAX_WATCH_HISTORY, type StatusChange } from '../../../shared/watch'
import { withChange } from './watch-history'

const change = (n: number): StatusChange => ({
  from: `S${n}`,
  to: `S${n + 1}`,
  at: new Date(n * 60_000).toISOString(),
})

describe('withChange', () => {
  it('adds the change last', () => {
    expect(withChange([change(0)], change(1))).toStrictEqual([change(0), change(1)])
  })

  it('drops the oldest once the history is full', () => {
    const full = Array.from({ length: MAX_WATCH_HISTORY }, (_, n) => change(n))
    const next = withChange(full, change(MAX_WATCH_HISTORY))
    expect(next).toHaveLength(MAX_WATCH_HISTORY)
    expect(next[0]).toStrictEqual(change(1))
    expect(next.at(-1)).toStrictEqual(change(MAX_WATCH_HISTORY))
  })
})
