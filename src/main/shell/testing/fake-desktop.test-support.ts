import type * as Electron from 'electron'

/**
 * Fakes of the desktop-wide parts the Quick answer uses (the global shortcut, the tray, the
 * screen under the pointer), for fake-electron.test-support.ts: each records what the shell
 * asked, and lets a test do what the desktop or the person would (press the shortcut, hold a
 * shortcut for another program, move the pointer to another display).
 */

/** Electron's globalShortcut: one callback per accelerator, some held by "another program". */
export class FakeGlobalShortcut {
  readonly bound = new Map<string, () => void>()
  /** Accelerators another program holds: register answers false for them. */
  readonly heldElsewhere = new Set<string>()
  /** Accelerators whose registration throws (Electron throws on one it cannot parse). */
  readonly throwing = new Set<string>()
  readonly registered: string[] = []

  register(accelerator: string, callback: () => void): boolean {
    if (this.throwing.has(accelerator)) throw new Error(`Failed to parse accelerator ${accelerator}`)
    if (this.heldElsewhere.has(accelerator) || this.bound.has(accelerator)) return false
    this.bound.set(accelerator, callback)
    this.registered.push(accelerator)
    return true
  }
  unregister(accelerator: string): void {
    this.bound.delete(accelerator)
  }
  /** The person presses `accelerator` anywhere on the desktop. */
  press(accelerator: string): void {
    const callback = this.bound.get(accelerator)
    if (callback === undefined) throw new Error(`${accelerator} is not bound`)
    callback()
  }
}

export class FakeImage {
  template = false
  constructor(
    readonly path: string,
    readonly empty = false,
  ) {}
  setTemplateImage(option: boolean): void {
    this.template = option
  }
  isEmpty(): boolean {
    return this.empty
  }
}

export interface FakeMenuOf {
  readonly template: Electron.MenuItemConstructorOptions[]
}

/** Electron's Tray: the icon it was made with, its tooltip and its latest menu. */
export class FakeTray {
  static readonly instances: FakeTray[] = []
  toolTip = ''
  menu: FakeMenuOf | null = null
  destroyed = false
  constructor(readonly image: FakeImage) {
    FakeTray.instances.push(this)
  }
  setToolTip(toolTip: string): void {
    this.toolTip = toolTip
  }
  setContextMenu(menu: FakeMenuOf | null): void {
    this.menu = menu
  }
  destroy(): void {
    this.destroyed = true
  }
}

/** Two displays side by side; the pointer is on the first until a test moves it. */
export function createFakeScreen() {
  const displays = [
    { workArea: { x: 0, y: 0, width: 1920, height: 1040 } },
    { workArea: { x: 1920, y: 0, width: 2560, height: 1400 } },
  ]
  const pointer = { x: 100, y: 100 }
  const screen = {
    getAllDisplays: () => [displays[0] as (typeof displays)[number]],
    getCursorScreenPoint: () => ({ ...pointer }),
    getDisplayNearestPoint(point: Electron.Point) {
      const on = displays.find(
        ({ workArea: a }) =>
          point.x >= a.x && point.x < a.x + a.width && point.y >= a.y && point.y < a.y + a.height,
      )
      return on ?? (displays[0] as (typeof displays)[number])
    },
  }
  return { screen, displays, pointer }
}
