import { describe, expect, it } from 'vitest'
import { act, renderHook } from '@testing-library/react'
import { forgetCustomerData } from '../api/customer-data'
import {
  chooseErrorMeaning,
  choiceKey,
  setCustomerName,
  useCustomerName,
  useErrorChoices,
} from './ticket-state'
import { startTicket, useTicketReplyLanguage } from './ticket-reply-language'

/** Sign out, Forget catalog and Clear history take the ticket's customer out of the window. */
const A = 'https://a.example'
const B = 'https://b.example'
const ERROR = 'Inventory fetch failed with code 15'

describe("a catalog's customer data forgotten", () => {
  it("drops its customer's name and its error choices, and leaves another catalog's", () => {
    const names = renderHook(() => [useCustomerName(A), useCustomerName(B)])
    const choices = renderHook(() => useErrorChoices())
    act(() => {
      setCustomerName(A, 'Annegret Vollmer')
      setCustomerName(B, 'Bo Lindqvist')
      chooseErrorMeaning(A, 7, ERROR, 'inventory_private')
      chooseErrorMeaning(B, 7, ERROR, 'steam_down')
    })
    act(() => forgetCustomerData(A))
    expect(names.result.current).toEqual(['', 'Bo Lindqvist'])
    expect(choices.result.current.has(choiceKey(A, 7, ERROR))).toBe(false)
    expect(choices.result.current.get(choiceKey(B, 7, ERROR))).toBe('steam_down')

    act(() => forgetCustomerData(null))
    expect(names.result.current).toEqual(['', ''])
    expect(choices.result.current.size).toBe(0)
  })

  it("ends its ticket's reply language, and not another catalog's ticket", () => {
    const a = renderHook(() => useTicketReplyLanguage(A))
    act(() => void startTicket(B, 'de'))
    act(() => forgetCustomerData(A))
    const b = renderHook(() => useTicketReplyLanguage(B))
    expect(b.result.current).toMatchObject({ catalog: B, fromTicket: 'de' })
    act(() => void startTicket(A, 'ru'))
    expect(a.result.current).toMatchObject({ catalog: A, fromTicket: 'ru' })
    act(() => forgetCustomerData(A))
    expect(a.result.current).toBeNull()
  })
})
