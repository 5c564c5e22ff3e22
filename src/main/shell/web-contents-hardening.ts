import type * as Electron from 'electron'
import type { ShellAppEvents } from './electron-main'

type Log = (line: string) => void

/**
 * The part of a WebContents this module touches: Electron's overloads for these events
 * (written out because Electron's `on` returns the whole WebContents), and its window-open hook.
 */
export interface HardenableContents extends Pick<Electron.WebContents, 'setWindowOpenHandler'> {
  on(
    event: 'will-navigate',
    listener: (details: Electron.Event<Electron.WebContentsWillNavigateEventParams>) => void,
  ): unknown
  on(
    event: 'will-frame-navigate',
    listener: (details: Electron.Event<Electron.WebContentsWillFrameNavigateEventParams>) => void,
  ): unknown
  on(
    event: 'will-redirect',
    listener: (details: Electron.Event<Electron.WebContentsWillRedirectEventParams>) => void,
  ): unknown
  on(event: 'will-attach-webview', listener: (event: Electron.Event) => void): unknown
}

/** What a URL looks like in a log line: scheme, host and path only (a query may hold anything). */
export function describeUrl(value: string): string {
  try {
    const url = new URL(value)
    return url.protocol === 'file:' ? 'a local file' : `${url.protocol}//${url.host}${url.pathname}`
  } catch {
    return 'a malformed URL'
  }
}

/**
 * Locks one WebContents to the app's own page.
 *
 * The renderer shows data from the catalog, so a link or a script in that data must never
 * turn the window into a browser: every navigation away, every redirect, every new window
 * and every <webview> is refused. `isAllowedNavigation` lets the window reload its own page
 * (the crash screen's Reload window; the dev server's reloads under `electron-vite dev`) and
 * nothing else. Links that should open (the trade URL) go through
 * `window.catalog.openExternal` instead.
 */
export function hardenWebContents(
  contents: HardenableContents,
  options: { readonly isAllowedNavigation: (url: string) => boolean; readonly log: Log },
): void {
  const refuse = (what: string) => (event: { readonly url: string; preventDefault(): void }) => {
    if (options.isAllowedNavigation(event.url)) return
    event.preventDefault()
    options.log(`refused ${what} to ${describeUrl(event.url)}`)
  }
  contents.on('will-navigate', refuse('navigation'))
  contents.on('will-frame-navigate', refuse('frame navigation'))
  contents.on('will-redirect', refuse('redirect'))
  contents.on('will-attach-webview', (event) => {
    event.preventDefault()
    options.log('refused to attach a <webview>')
  })
  contents.setWindowOpenHandler(({ url }) => {
    options.log(`refused to open a new window for ${describeUrl(url)}`)
    return { action: 'deny' }
  })
}

/**
 * Hardens every WebContents the app ever creates, not only the main window's.
 *
 * Registered before the first window exists, so nothing is created unguarded (devtools,
 * a stray popup that slipped past the window-open handler, anything added later).
 */
export function hardenAllWebContents(
  app: ShellAppEvents,
  options: { readonly isAllowedNavigation: (url: string) => boolean; readonly log: Log },
): void {
  app.on('web-contents-created', (_event, contents) => hardenWebContents(contents, options))
}
