import { describe, expect, it } from 'vitest'
import { act, renderHook } from '@testing-library/react'
import { chooseErrorMeaning, choiceKey, MAX_ERROR_CHOICES, useErrorChoices } from './ticket-state'

const CATALOG = 'https://prod.example.com'
const ERROR = 'Trade offer expired'

describe('error choices over a shift', () => {
  it('keeps at most MAX_ERROR_CHOICES, forgetting the one chosen longest ago first', () => {
    const { result } = renderHook(() => useErrorChoices())
    const past = MAX_ERROR_CHOICES + 50
    for (let id = 1; id <= past; id += 1) {
      act(() => chooseErrorMeaning(CATALOG, id, ERROR, 'trade_hold'))
      expect(result.current.size).toBe(Math.min(id, MAX_ERROR_CHOICES))
      // Item 1, the first chosen, is chosen again before it would go: that makes it the newest.
      if (id === MAX_ERROR_CHOICES) act(() => chooseErrorMeaning(CATALOG, 1, ERROR, 'steam_down'))
    }
    expect(result.current.size).toBe(MAX_ERROR_CHOICES)
    expect(result.current.get(choiceKey(CATALOG, 1, ERROR))).toBe('steam_down')
    expect(result.current.get(choiceKey(CATALOG, past, ERROR))).toBe('trade_hold')
    // Items 2 to past - MAX + 1 went, oldest first; the next one is still there.
    const lastGone = past - MAX_ERROR_CHOICES + 1
    expect(result.current.has(choiceKey(CATALOG, 2, ERROR))).toBe(false)
    expect(result.current.has(choiceKey(CATALOG, lastGone, ERROR))).toBe(false)
    expect(result.current.get(choiceKey(CATALOG, lastGone + 1, ERROR))).toBe('trade_hold')
  })

  it('takes a choice back without forgetting any other', () => {
    const { result } = renderHook(() => useErrorChoices())
    act(() => chooseErrorMeaning('https://staging.example.com', 7, null, 'item_gone'))
    const before = result.current.size
    act(() => chooseErrorMeaning('https://staging.example.com', 7, null, null))
    expect(result.current.size).toBe(before - 1)
    expect(result.current.has(choiceKey('https://staging.example.com', 7, null))).toBe(false)
  })
})
