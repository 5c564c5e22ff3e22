import { describe, expect, it } from 'vitest'
import { createRequestSlots } from './request-slots'

describe('request slots', () => {
  it('a newer request in a slot cancels the older one, saying why; other slots and slotless ones run on', () => {
    const slots = createRequestSlots()
    const firstList = slots.begin('list')
    const detail = slots.begin('detail')
    const free = slots.begin()
    const secondList = slots.begin('list')
    expect(firstList.signal.aborted).toBe(true)
    expect((firstList.signal.reason as DOMException).message).toBe('superseded by a newer request')
    expect((firstList.signal.reason as DOMException).name).toBe('AbortError')
    // Requests without a slot never supersede each other.
    const anotherFree = slots.begin()
    expect([detail, free, secondList, anotherFree].map((ticket) => ticket.signal.aborted)).toEqual([
      false,
      false,
      false,
      false,
    ])
  })

  it('a finished request no longer holds its slot: the next one cancels nothing', () => {
    const slots = createRequestSlots()
    const first = slots.begin('list')
    first.done()
    const second = slots.begin('list')
    // A late done() of the first must not free the slot the second now holds.
    first.done()
    const third = slots.begin('list')
    expect(first.signal.aborted).toBe(false)
    expect(second.signal.aborted).toBe(true)
    expect(third.signal.aborted).toBe(false)
  })

  it('cancelAll stops everything still running, saying the session ended, and not what finished', () => {
    const slots = createRequestSlots()
    const finished = slots.begin('detail')
    finished.done()
    const running = [slots.begin('list'), slots.begin()]
    slots.cancelAll()
    expect(finished.signal.aborted).toBe(false)
    for (const ticket of running) {
      expect(ticket.signal.aborted).toBe(true)
      expect((ticket.signal.reason as DOMException).message).toBe('the session ended')
      expect((ticket.signal.reason as DOMException).name).toBe('AbortError')
    }
    // After cancelAll the slots are empty: a new list request supersedes nothing.
    const after = slots.begin('list')
    slots.begin('detail')
    expect(after.signal.aborted).toBe(false)
  })

  it('cancel stops the one request in that slot, saying the person cancelled it, and nothing else', () => {
    const slots = createRequestSlots()
    const search = slots.begin('name-search')
    const others = [slots.begin('list'), slots.begin()]
    expect(slots.cancel('name-search')).toBe(true)
    expect(search.signal.aborted).toBe(true)
    expect((search.signal.reason as DOMException).message).toBe('cancelled by the person')
    expect((search.signal.reason as DOMException).name).toBe('AbortError')
    expect(others.map((ticket) => ticket.signal.aborted)).toEqual([false, false])
    // Nothing left in it: a second cancel says so, and the next search runs.
    expect(slots.cancel('name-search')).toBe(false)
    expect(slots.begin('name-search').signal.aborted).toBe(false)
  })

  it('cancel of a slot whose request finished stops nothing', () => {
    const slots = createRequestSlots()
    const finished = slots.begin('name-search')
    finished.done()
    expect(slots.cancel('name-search')).toBe(false)
    expect(finished.signal.aborted).toBe(false)
  })
})
