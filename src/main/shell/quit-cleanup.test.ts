import { afterEach, describe, expect, it, vi } from 'vitest'
import { installQuitCleanup } from './quit-cleanup'
import { FakeApp, fakeEvent } from './testing/fake-electron.test-support'

afterEach(() => vi.useRealTimers())

describe('installQuitCleanup', () => {
  it('holds the quit until the cleanup finished, then quits once', async () => {
    const app = new FakeApp()
    let finish: () => void = () => {}
    let started = 0
    installQuitCleanup(
      app,
      () => {
        started += 1
        return new Promise<void>((resolve) => (finish = resolve))
      },
      { log: () => {}, timeoutMs: 5000 },
    )
    const first = fakeEvent({})
    app.emit('will-quit', first)
    const impatient = fakeEvent({})
    app.emit('will-quit', impatient)
    expect(first.defaultPrevented).toBe(true)
    expect(impatient.defaultPrevented).toBe(true)
    expect(started).toBe(1)
    expect(app.quitCalls).toBe(0)
    finish()
    await vi.waitFor(() => expect(app.quitCalls).toBe(1))
    const final = fakeEvent({})
    app.emit('will-quit', final)
    expect(final.defaultPrevented).toBe(false)
  })

  it('still quits when the cleanup fails, and logs why', async () => {
    const app = new FakeApp()
    const lines: string[] = []
    installQuitCleanup(app, () => Promise.reject(new Error('disk gone')), {
      log: (l) => lines.push(l),
      timeoutMs: 5000,
    })
    app.emit('will-quit', fakeEvent({}))
    await vi.waitFor(() => expect(app.quitCalls).toBe(1))
    expect(lines).toStrictEqual(['cleanup before quit failed: disk gone'])
  })

  it('quits anyway when the cleanup hangs', async () => {
    vi.useFakeTimers()
    const app = new FakeApp()
    const lines: string[] = []
    installQuitCleanup(app, () => new Promise<void>(() => {}), {
      log: (l) => lines.push(l),
      timeoutMs: 5000,
    })
    app.emit('will-quit', fakeEvent({}))
    await vi.advanceTimersByTimeAsync(4999)
    expect(app.quitCalls).toBe(0)
    await vi.advanceTimersByTimeAsync(1)
    expect(app.quitCalls).toBe(1)
    expect(lines[0]).toMatch(/did not finish within 5000 ms/)
  })
})
