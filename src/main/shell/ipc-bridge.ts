import { fail, internal, type Result } from '../../shared/errors'
import { words } from '../../shared/i18n/words'
import type { CorePort } from './core-port'

type Log = (line: string) => void

/** The frame an IPC message came from (Electron's WebFrameMain, narrowed). */
export interface SenderFrame {
  readonly url: string
  readonly parent: unknown
  readonly processId: number
  readonly routingId: number
}

/** An IPC invoke event (Electron's IpcMainInvokeEvent, narrowed). */
export interface SenderEvent {
  readonly sender: unknown
  readonly senderFrame: SenderFrame | null
}

/** The window whose page may use the IPC channels (Electron's BrowserWindow, narrowed). */
export interface TrustedWindow {
  isDestroyed(): boolean
  readonly webContents: { readonly mainFrame: SenderFrame }
}

/** One of the app's windows whose page may use the IPC channels, and the page it must show. */
export interface TrustedPage {
  readonly window: TrustedWindow | null
  readonly isOwnUrl: (url: string) => boolean
}

/**
 * Builds the check every IPC message must pass: it comes from one of the app's windows (the
 * main window, the Quick answer window), from that page's top frame (not an iframe), and that
 * frame shows that window's own page.
 *
 * The renderer is sandboxed and its CSP forbids frames, so none of this should ever fail;
 * it is the wall behind those walls, in case a page or frame that is not ours ever gets a
 * preload (GitHub Desktop and VS Code check the sender the same way).
 */
export function createSenderCheck(pages: () => readonly TrustedPage[]): (event: SenderEvent) => boolean {
  const fromPage = (event: SenderEvent, { window, isOwnUrl }: TrustedPage): boolean => {
    if (window === null || window.isDestroyed()) return false
    if (event.sender !== window.webContents) return false
    const frame = event.senderFrame
    if (frame === null || frame.parent !== null) return false
    const top = window.webContents.mainFrame
    if (frame.processId !== top.processId || frame.routingId !== top.routingId) return false
    return isOwnUrl(frame.url)
  }
  return (event) => pages().some((page) => fromPage(event, page))
}

const REFUSED: Result<never> = fail({
  kind: 'refused',
  message: words({
    id: 'error.ipc.notOurWindow',
    defaultMessage: 'This request did not come from the Catalog Browser window, so it was refused.',
  }),
})

/**
 * Electron's `ipcMain.handle`, as the bridge uses it: a handler reads only the sender (an
 * IpcMainInvokeEvent is a SenderEvent) and one payload.
 */
export interface InvokeHandlers {
  handle(channel: string, listener: (event: SenderEvent, payload: unknown) => unknown): void
}

/**
 * Registers one `ipcMain.handle` per channel of the core, each a single call into the core.
 *
 * The core validates every payload and returns a Result; it never throws, but if a bug makes
 * it throw anyway, the renderer still gets a Result (an `internal` error) instead of the bare
 * message string Electron would send for a thrown error.
 */
export function registerIpcHandlers(
  ipcMain: InvokeHandlers,
  core: Pick<CorePort, 'channels' | 'handle'>,
  isTrustedSender: (event: SenderEvent) => boolean,
  log: Log,
): void {
  for (const channel of core.channels) {
    ipcMain.handle(channel, async (event, payload: unknown): Promise<Result<unknown>> => {
      if (!isTrustedSender(event)) {
        log(`refused ${channel} from an untrusted sender`)
        return REFUSED
      }
      try {
        return await core.handle(channel, payload)
      } catch (error) {
        log(`${channel} handler failed: ${error instanceof Error ? error.message : String(error)}`)
        return fail(internal())
      }
    })
  }
}

/** The window events are sent to (Electron's BrowserWindow, narrowed). */
export interface EventWindow {
  isDestroyed(): boolean
  readonly webContents: { send(channel: string, payload: unknown): void }
}

/**
 * Forwards the core's events to the app's windows (the main window, the Quick answer window),
 * on the event's own channel.
 *
 * The core has validated each payload already; with no window (macOS, all windows closed; the
 * app in the tray) an event has no one to tell and is dropped: what it reports is also kept in
 * main (e.g. the watch list), so a window shows it when it opens.
 */
export function forwardEventsToWindow(
  core: Pick<CorePort, 'addEventSink'>,
  getWindows: () => readonly (EventWindow | null)[],
): () => void {
  return core.addEventSink((event, payload) => {
    for (const window of getWindows()) {
      if (window === null || window.isDestroyed()) continue
      window.webContents.send(event, payload)
    }
  })
}
