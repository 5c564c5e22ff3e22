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
  }
  isSupported(): boolean
}

/**
 * Shows the core's notifications as OS notifications; a click brings the window forward
 * before the core acts on it (e.g. opens the item).
 *
 * Each notification is kept referenced until it closes: Electron's docs warn that an
 * unreferenced Notification can be garbage-collected and lose its click handler.
 */
export function createDesktopNotifier(
  Notification: NotificationClass,
  focusWindow: () => void,
  log: (line: string) => void,
): (request: NotificationRequest) => void {
  const alive = new Set<object>()
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
  }
}
