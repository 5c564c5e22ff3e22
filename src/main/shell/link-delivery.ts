import type { App } from 'electron'
import type { ShellAppEvents } from './electron-main'
import { LINK_SCHEME, linkFromArgs } from '../../shared/links/catalog-link'

/**
 * How `catalog-browser:` links reach the app from the OS, and where they go.
 *
 * - Windows and Linux start the app with the link as an argument. A running instance gets it
 *   through `second-instance` (the single-instance lock's handler passes the argv on); a link
 *   that starts the app is read from argv by the launch options.
 * - macOS sends `open-url`, also for the link that starts the app, possibly before `ready`:
 *   so the handler is installed before anything else, and links wait until the core exists.
 *
 * Everything is handed to `deliver` as text: the core's link inbox reads it strictly. This
 * module only finds links and never interprets them.
 */
export interface LinkDelivery {
  /** Links that arrived before the core existed are delivered now; later ones go straight through. */
  connect(deliver: (link: string) => void): void
  /** For the single-instance lock's `second-instance` handler. */
  fromSecondInstance(argv: readonly string[]): void
}

export function installLinkDelivery(app: ShellAppEvents, focus: () => void): LinkDelivery {
  let deliver: ((link: string) => void) | null = null
  const waiting: string[] = []
  const receive = (link: string) => {
    if (deliver) deliver(link)
    else waiting.push(link)
    focus()
  }
  app.on('open-url', (event, url) => {
    // Handled here: without preventDefault macOS would report the link as not opened.
    event.preventDefault()
    receive(url)
  })
  return {
    connect(next) {
      deliver = next
      for (const link of waiting.splice(0)) next(link)
    },
    fromSecondInstance(argv) {
      const link = linkFromArgs(argv)
      if (link !== null) receive(link)
      else focus()
    },
  }
}

/**
 * Makes this app the OS handler of the link scheme. Only an installed (packaged) app claims
 * it: a development run or an e2e run must not take links away from the installed copy. The
 * installers also register the scheme (electron-builder's `protocols`, the Linux .desktop
 * MimeType), so this matters where those do not reach (a portable build, a moved app).
 */
export function registerLinkScheme(
  app: Pick<App, 'isPackaged' | 'setAsDefaultProtocolClient'>,
  log: (line: string) => void,
): void {
  if (!app.isPackaged) {
    log(`links: ${LINK_SCHEME}: links are left to the installed app (this is a development run)`)
    return
  }
  // Links only reach the core's link inbox, which reads them strictly (item or lookup, never a
  // token, never a new catalog, and it asks before switching catalogs).
  const claimed = app.setAsDefaultProtocolClient(LINK_SCHEME) // eng-disable PROTOCOL_HANDLER_JS_CHECK: links are read strictly by the core's link inbox
  if (!claimed) log(`links: the OS did not make this app the handler of ${LINK_SCHEME}: links`)
}
