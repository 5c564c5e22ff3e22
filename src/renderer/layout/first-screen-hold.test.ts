import { afterEach, describe, expect, it, vi } from 'vitest'
import { later } from '../testing/later.test-support'
import { holdFirstScreen } from './first-screen-hold'

/** Lets the promise callbacks queued so far run. */
const settled = () => new Promise<void>((done) => setImmediate(done))

afterEach(() => {
  vi.useRealTimers()
})

describe('holdFirstScreen', () => {
  it('holds until the first page is answered, then tells each listener once', async () => {
    const page = later()
    const hold = holdFirstScreen(page.promise, 10_000)
    const listener = vi.fn()
    hold.subscribe(listener)
    await settled()
    expect(hold.held()).toBe(true)
    expect(listener).not.toHaveBeenCalled()

    page.settle()
    await settled()
    expect(hold.held()).toBe(false)
    expect(listener).toHaveBeenCalledTimes(1)
  })

  it('lets go when the first page fails: the screen shows the failure', async () => {
    const page = later()
    const hold = holdFirstScreen(page.promise, 10_000)
    page.fail(new Error('catalog down'))
    await settled()
    expect(hold.held()).toBe(false)
  })

  it('lets go after its time when nothing answers, and for good', async () => {
    vi.useFakeTimers()
    const page = later()
    const hold = holdFirstScreen(page.promise, 300)
    const listener = vi.fn()
    hold.subscribe(listener)
    vi.advanceTimersByTime(299)
    expect(hold.held()).toBe(true)
    vi.advanceTimersByTime(1)
    expect(hold.held()).toBe(false)
    expect(listener).toHaveBeenCalledTimes(1)

    // The page arriving later changes nothing more.
    page.settle()
    await vi.runAllTimersAsync()
    expect(hold.held()).toBe(false)
    expect(listener).toHaveBeenCalledTimes(1)
  })

  it('stops telling a listener that unsubscribed', async () => {
    const page = later()
    const hold = holdFirstScreen(page.promise, 10_000)
    const listener = vi.fn()
    hold.subscribe(listener)()
    page.settle()
    await settled()
    expect(hold.held()).toBe(false)
    expect(listener).not.toHaveBeenCalled()
  })
})
