import { describe, expect, it } from 'vitest'
import { act, renderHook } from '@testing-library/react'
import { customerDataEra, forgetCustomerData } from '../api/customer-data'
import { keepLookup, keptLookup, reopenedLookup, useBulkOpening, type KeptLookup } from './kept-lookup'

const A = 'https://a.example'
const B = 'https://b.example'
const TICKET: KeptLookup = {
  text: 'Hello, I am Annegret Vollmer (annegret@example.org): items 1042 and 2291 never came.',
  reading: null,
  rows: [],
  phase: 'done',
  language: null,
}

describe('the lookup kept per catalog, and its customer', () => {
  it("is dropped with its catalog's customer data, another catalog's kept until every one is forgotten", () => {
    keepLookup(A, TICKET, customerDataEra(A))
    keepLookup(B, TICKET, customerDataEra(B))
    forgetCustomerData(A)
    expect(keptLookup(A)).toBeNull()
    expect(reopenedLookup(A)).toBeNull()
    expect(keptLookup(B)).toBe(TICKET)
    forgetCustomerData(null)
    expect(keptLookup(B)).toBeNull()
  })

  it('is not written back by a lookup opened before the forget, and is by one opened after', () => {
    const before = customerDataEra(A)
    forgetCustomerData(A)
    keepLookup(A, TICKET, before)
    expect(keptLookup(A)).toBeNull()
    keepLookup(A, TICKET, customerDataEra(A))
    expect(keptLookup(A)).toBe(TICKET)
    forgetCustomerData(A)
  })

  it('closes the lookup on screen when its catalog is forgotten, and only then', () => {
    const { result } = renderHook(() => useBulkOpening(A))
    act(() => result.current.open(TICKET.text))
    act(() => forgetCustomerData(B))
    expect(result.current.bulk?.text).toBe(TICKET.text)
    act(() => forgetCustomerData(A))
    expect(result.current.bulk).toBeNull()
  })

  it('reopens a page kept in Recent lookups as a page, so its rows are asked about again, and a ticket as a ticket', () => {
    const { result } = renderHook(() => useBulkOpening(A))
    act(() => result.current.reopen({ ids: [5, 6], language: null, chosen: null, origin: 'page' }))
    expect(result.current.bulk?.source).toEqual({ origin: 'page', note: null })
    act(() => result.current.reopen({ ids: [7], language: null, chosen: null }))
    expect(result.current.bulk?.source).toBeUndefined()
  })
})
