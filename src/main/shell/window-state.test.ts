import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { FakeBrowserWindow } from './testing/fake-electron.test-support'
import { DEFAULT_WINDOW_SIZE, restoreWindowBounds, trackWindowState } from './window-state'
import type { WindowState } from './core-port'

const laptop = { workArea: { x: 0, y: 0, width: 1440, height: 900 } }
const rightMonitor = { workArea: { x: 1440, y: 0, width: 2560, height: 1440 } }

describe('restoreWindowBounds', () => {
  it('opens at the default size, centred, the first time', () => {
    expect(restoreWindowBounds(null, [laptop])).toStrictEqual({ ...DEFAULT_WINDOW_SIZE, maximized: false })
  })

  it('restores a position and size that are on a display', () => {
    const state = { x: 1600, y: 100, width: 1300, height: 900, maximized: true }
    expect(restoreWindowBounds(state, [laptop, rightMonitor])).toStrictEqual(state)
  })

  it('drops a position on a display that is gone, keeping the size', () => {
    const state = { x: 1600, y: 100, width: 1300, height: 850, maximized: false }
    expect(restoreWindowBounds(state, [laptop])).toStrictEqual({ width: 1300, height: 850, maximized: false })
  })

  it('drops a position that leaves only a sliver, or the title bar, off screen', () => {
    expect(
      restoreWindowBounds({ x: 1400, y: 100, width: 800, height: 600, maximized: false }, [laptop]),
    ).not.toHaveProperty('x')
    expect(
      restoreWindowBounds({ x: 100, y: -300, width: 800, height: 600, maximized: false }, [laptop]),
    ).not.toHaveProperty('x')
  })

  it('shrinks a window larger than every display, and never below the minimum size', () => {
    expect(restoreWindowBounds({ width: 5000, height: 4000, maximized: false }, [laptop])).toStrictEqual({
      width: 1440,
      height: 900,
      maximized: false,
    })
    expect(restoreWindowBounds({ width: 10, height: 10, maximized: false }, [laptop])).toMatchObject({
      width: 720,
      height: 480,
    })
  })

  it('ignores values that are not finite numbers', () => {
    const state = { x: Number.NaN, y: 0, width: Number.POSITIVE_INFINITY, height: 700, maximized: false }
    expect(restoreWindowBounds(state, [laptop])).toStrictEqual({
      width: DEFAULT_WINDOW_SIZE.width,
      height: 700,
      maximized: false,
    })
  })
})

describe('trackWindowState', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  function setup() {
    const window = new FakeBrowserWindow({})
    const saved: WindowState[] = []
    const lines: string[] = []
    const tracker = trackWindowState(window, async (state) => void saved.push(state), {
      delayMs: 500,
      log: (line) => lines.push(line),
    })
    return { window, saved, lines, tracker }
  }

  it('saves once after a burst of moves, with the latest bounds', async () => {
    const { window, saved } = setup()
    for (let x = 0; x < 50; x++) {
      window.normalBounds = { x, y: 5, width: 900, height: 600 }
      window.emit('move')
    }
    expect(saved).toStrictEqual([])
    await vi.advanceTimersByTimeAsync(500)
    expect(saved).toStrictEqual([{ x: 49, y: 5, width: 900, height: 600, maximized: false }])
  })

  it('saves the normal bounds and the maximised flag when maximised', async () => {
    const { window, saved } = setup()
    window.maximized = true
    window.emit('maximize')
    await vi.advanceTimersByTimeAsync(500)
    expect(saved).toStrictEqual([{ ...window.normalBounds, maximized: true }])
  })

  it('saves immediately on close and on flush', async () => {
    const { window, saved, tracker } = setup()
    window.emit('resize')
    window.emit('close')
    await tracker.flush()
    expect(saved).toHaveLength(1)
    window.normalBounds = { x: 1, y: 2, width: 800, height: 500 }
    window.emit('resize')
    await tracker.flush()
    expect(saved.at(-1)).toStrictEqual({ x: 1, y: 2, width: 800, height: 500, maximized: false })
    await vi.advanceTimersByTimeAsync(1000)
    expect(saved).toHaveLength(2)
  })

  it('does not remember a minimised or full-screen window', async () => {
    const { window, saved } = setup()
    window.minimized = true
    window.emit('resize')
    await vi.advanceTimersByTimeAsync(500)
    window.minimized = false
    window.fullScreen = true
    window.emit('resize')
    await vi.advanceTimersByTimeAsync(500)
    expect(saved).toStrictEqual([])
  })

  it('logs a failed save and keeps going', async () => {
    const window = new FakeBrowserWindow({})
    const lines: string[] = []
    let calls = 0
    const tracker = trackWindowState(
      window,
      async () => {
        calls += 1
        if (calls === 1) throw new Error('disk full')
      },
      { delayMs: 10, log: (line) => lines.push(line) },
    )
    window.emit('move')
    await tracker.flush()
    window.emit('move')
    await tracker.flush()
    expect(calls).toBe(2)
    expect(lines).toStrictEqual(['could not remember the window size: Error: disk full'])
  })
})
