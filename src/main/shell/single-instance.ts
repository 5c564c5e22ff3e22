import type { ShellApp } from './electron-main'

/**
 * Makes this the only running instance, or quits.
 *
 * Two instances would share one settings file and race each other's writes. A second launch
 * instead brings the first instance's window to the front, handing over its command line
 * (which may hold a link). Returns false when this process is the second one and is quitting:
 * the caller must then do nothing more.
 */
export function acquireSingleInstance(
  app: Pick<ShellApp, 'requestSingleInstanceLock' | 'quit' | 'on'>,
  onSecondInstance: (argv: readonly string[]) => void,
): boolean {
  if (!app.requestSingleInstanceLock()) {
    app.quit()
    return false
  }
  app.on('second-instance', (_event, argv) => onSecondInstance(Array.isArray(argv) ? argv : []))
  return true
}

/** Brings a window to the front, restoring it first if minimised. */
export function focusWindow(
  window: {
    isDestroyed(): boolean
    isMinimized(): boolean
    restore(): void
    show(): void
    focus(): void
  } | null,
): void {
  if (window === null || window.isDestroyed()) return
  if (window.isMinimized()) window.restore()
  window.show()
  window.focus()
}
