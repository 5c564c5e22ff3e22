/**
 * Whether closing the last window quits the app.
 *
 * On macOS, never: an app stays in the Dock and the menu bar with no window, as every Mac app
 * does, and Quit is the agent's. Elsewhere it quits, unless `Keep running in the tray when the
 * window is closed` is on: then the app stays in the tray, so the Quick answer shortcut keeps
 * working, and `Quit` in the tray menu ends it.
 */
export function quitsWhenAllWindowsClose(platform: NodeJS.Platform, keepRunningInTray: boolean): boolean {
  return platform !== 'darwin' && !keepRunningInTray
}
