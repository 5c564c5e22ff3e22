import { describe, expect, it, vi } from 'vitest'
import { customerDataEra, forgetCustomerData, forgetsCatalog, onCustomerDataForgotten } from './customer-data'

const A = 'https://a.example'
const B = 'https://b.example'

describe("forgetting a catalog's customer data", () => {
  it('tells every listener which catalog, or null for every catalog, until it unsubscribes', () => {
    const heard = vi.fn()
    const stop = onCustomerDataForgotten(heard)
    forgetCustomerData(A)
    forgetCustomerData(null)
    stop()
    forgetCustomerData(B)
    expect(heard.mock.calls).toEqual([[A], [null]])
  })

  it("moves a catalog's era with each forget of it or of every catalog, never with another's", () => {
    const a = customerDataEra(A)
    const b = customerDataEra(B)
    forgetCustomerData(A)
    expect(customerDataEra(A)).not.toBe(a)
    expect(customerDataEra(B)).toBe(b)
    const afterA = customerDataEra(A)
    forgetCustomerData(null)
    expect(customerDataEra(A)).not.toBe(afterA)
    expect(customerDataEra(B)).not.toBe(b)
  })

  it('counts a forget of every catalog as one of each', () => {
    expect(forgetsCatalog(null, A)).toBe(true)
    expect(forgetsCatalog(A, A)).toBe(true)
    expect(forgetsCatalog(B, A)).toBe(false)
  })
})
