import { describe, expect, it } from 'vitest'
import { acquireSingleInstance, focusWindow } from './single-instance'
import { FakeApp, FakeBrowserWindow } from './testing/fake-electron.test-support'

describe('acquireSingleInstance', () => {
  it('quits and reports false when another instance holds the lock', () => {
    const app = new FakeApp()
    app.lockAvailable = false
    let focused = 0
    expect(acquireSingleInstance(app, () => focused++)).toBe(false)
    expect(app.quitCalls).toBe(1)
    expect(app.listenerCount('second-instance')).toBe(0)
  })

  it('keeps running and focuses the window when a second instance starts', () => {
    const app = new FakeApp()
    let focused = 0
    expect(acquireSingleInstance(app, () => focused++)).toBe(true)
    expect(app.quitCalls).toBe(0)
    app.emit('second-instance')
    expect(focused).toBe(1)
  })
})

describe('focusWindow', () => {
  it('restores a minimised window and brings it to the front', () => {
    const window = new FakeBrowserWindow({})
    window.minimized = true
    focusWindow(window)
    expect(window).toMatchObject({ minimized: false, shown: true, focused: true })
  })

  it('ignores a missing or destroyed window', () => {
    const window = new FakeBrowserWindow({})
    window.destroyed = true
    focusWindow(window)
    focusWindow(null)
    expect(window.focused).toBe(false)
  })
})
