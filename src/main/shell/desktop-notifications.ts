/** What the core asks for (see DesktopNotification in main/core/watch). */
export interface NotificationRequest {
  readonly title: string
  readonly body: string
  readonly onClick: () => void
}

/** Electron's Notification class, narrowed to what is used here. */
export interface NotificationClass {
  new (options: { title: string; body: string }): {
    on(event: 'click' | 'close', listener: () => void): unknown
    show(): void
    close(): void
  }
  isSupported(): boolean
}

/**
 * Notifications kept referenced (so their click still works) at once; past it the oldest is
 * closed.
 *
 * Electron does not promise 'close' for a notification that leaves the screen on its own (it
 * moves to the notification centre), so without a bound one reference stays per watch round
 * that changed something: hundreds in a shift of 200 watched items. Ten is more than anyone
 * clicks back through; every change stays on the watch list in the window.
 */
export const MAX_LIVE_NOTIFICATIONS = 10

/**
 * Shows the core's notifications as OS notifications; a click brings the window forward
 * before the core acts on it (e.g. opens the item).
 *
 * Each notification is kept referenced until it closes: Electron's docs warn that an
 * unreferenced Notification can be garbage-collected and lose its click handler. The oldest
 * past MAX_LIVE_NOTIFICATIONS is closed rather than only forgotten, so none left on screen is
 * a dead one.
 */
export function createDesktopNotifier(
  Notification: NotificationClass,
  focusWindow: () => void,
  log: (line: string) => void,
): (request: NotificationRequest) => void {
  // A Set keeps insertion order: the first entry is the oldest.
  const alive = new Set<{ close(): void }>()
  return (request) => {
    if (!Notification.isSupported()) {
      log('notifications: this system does not support desktop notifications; the window shows the change')
      return
    }
    const notification = new Notification({ title: request.title, body: request.body })
    alive.add(notification)
    notification.on('click', () => {
      focusWindow()
      request.onClick()
    })
    notification.on('close', () => alive.delete(notification))
    notification.show()
    for (const oldest of alive) {
      if (alive.size <= MAX_LIVE_NOTIFICATIONS) break
      alive.delete(oldest)
      oldest.close()
    }
  }
}
