import { join, resolve } from 'node:path'
import { chromium, type Browser, type BrowserContext, type Page } from '@playwright/test'
import { MESSAGE_CHUNK_DIR } from '../src/shared/i18n/compile-catalog'
import { buildCatalogApi } from '../src/preload/catalog-api'
import { API_METHODS, EVENT_METHODS } from '../src/shared/ipc'
import { connectPageToCore, PAGE_TRANSPORT_SCRIPT, type HostedHandler } from './cdp-transport'
import { startStaticServer, type StaticServer } from './static-server'
import { pseudoCatalogModule, PSEUDO_CARRIER } from './support/pseudo-locale'

const ROOT = resolve(__dirname, '..')

/** The OS language of every run that names none: English, whatever the test machine speaks. */
export const DEFAULT_E2E_LOCALE = 'en-US'
export const DEFAULT_VIEWPORT = { width: 1280, height: 800 } as const
export const DEFAULT_COLOR_SCHEME = 'light'

/** Debian's Chromium, never a downloaded browser; flags keep it off this closed network. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]

/** Debian's Chromium with the flags above: every browser the tests and the bench start. */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS })
}

/** What a window is opened with: the browser context's own settings, fixed for its life. */
export interface WindowOptions {
  /** The browser's locale (BCP 47). */
  readonly locale: string
  /** Playwright's clock installed before the app's code runs (`skippableTime`). */
  readonly skippableTime?: boolean
  /** German's catalog chunk answered with the pseudo-locale's. */
  readonly pseudoLocale?: boolean
  /** Bench only: a script for the start of every document. */
  readonly initScript?: string
}

/**
 * Chromium mode's window: a browser context and its page, with the preload's `window.catalog`
 * in every document, talking over CDP to whichever core `serve` names, and the built renderer
 * on a loopback server of its own. A window can serve one app after another (e2e/window-pool.ts):
 * each app is a core of its own and a fresh document; between them the window holds a blank
 * page and answers nothing.
 */
export interface AppWindow {
  readonly browser: Browser
  readonly context: BrowserContext
  readonly page: Page
  readonly options: WindowOptions
  /** The renderer's page. */
  readonly url: string
  /** Sends the page's requests to `handle` from now on; null refuses them. */
  serve(handle: HostedHandler | null): void
  /** An event of the core into the current document. */
  sendEvent(event: string, payload: unknown): void
  /** Settles once every message sent so far has reached the page (or found no document). */
  delivered(): Promise<void>
  /**
   * Another page of the app beside the main one (the Quick answer window's quick-answer.html),
   * in the same context (so the same clipboard), with `window.catalog` talking to `handle`;
   * not loaded yet, so the caller can have the core's events reach it first.
   */
  openPage(file: string, handle: HostedHandler): Promise<AppPage>
  /** Closes the window: its context (or, for a browser of its own, the browser) and server. */
  close(): Promise<void>
}

/** A second page of the app: its page and the way the core's events reach it. */
export interface AppPage {
  readonly page: Page
  /** The page's address, to go to once its events are wired. */
  readonly url: string
  sendEvent(event: string, payload: unknown): void
  delivered(): Promise<void>
}

const NO_APP: HostedHandler = () => Promise.reject(new Error('no app is served in this window'))

/** Opens a window in `browser`, or in a browser of its own that closes with it. */
export async function openAppWindow(
  browser: Browser | undefined,
  options: WindowOptions,
): Promise<AppWindow> {
  const owned = browser ? undefined : await launchChromium()
  const host = browser ?? owned!
  let context: BrowserContext | undefined
  let server: StaticServer | undefined
  try {
    // Size and theme are the page's, set by each launch (chromium-host.ts).
    context = await host.newContext({
      locale: options.locale,
      colorScheme: DEFAULT_COLOR_SCHEME,
      viewport: DEFAULT_VIEWPORT,
    })
    await context.grantPermissions(['clipboard-read', 'clipboard-write'])
    const page = await context.newPage()
    // Installed before the app's code runs, so every timer the window sets is one it can move on.
    if (options.skippableTime) await context.clock.install()
    let handle = NO_APP
    const transport = await connectPageToCore(page, (channel, payload) => handle(channel, payload))
    // Injected as script text (not eval'd), so the page's strict CSP stays fully in force.
    await page.addInitScript({ content: catalogApiScript() })
    if (options.initScript) await page.addInitScript({ content: options.initScript })
    if (options.pseudoLocale) {
      await context.route(`**/assets/${MESSAGE_CHUNK_DIR}/${PSEUDO_CARRIER}-*.js`, (route) =>
        route.fulfill({ contentType: 'text/javascript', body: pseudoCatalogModule() }),
      )
    }
    server = await startStaticServer(join(ROOT, 'out/renderer'))
    const ownContext = context
    const ownServer = server
    return {
      browser: host,
      context,
      page,
      options,
      url: `${server.url}/index.html`,
      serve: (next) => (handle = next ?? NO_APP),
      sendEvent: transport.sendEvent,
      delivered: transport.delivered,
      openPage: async (file, pageHandle) => {
        const second = await ownContext.newPage()
        const secondTransport = await connectPageToCore(second, pageHandle)
        await second.addInitScript({ content: catalogApiScript() })
        if (options.initScript) await second.addInitScript({ content: options.initScript })
        return {
          page: second,
          url: `${ownServer.url}/${file}`,
          sendEvent: secondTransport.sendEvent,
          delivered: secondTransport.delivered,
        }
      },
      close: async () => {
        try {
          await (owned ? owned.close() : ownContext.close())
        } finally {
          await ownServer.close()
        }
      },
    }
  } catch (error) {
    await (owned ? owned.close() : context?.close())
    await server?.close()
    throw error
  }
}

/** The page's `window.catalog`: the preload's own builder over the harness's transport. */
function catalogApiScript(): string {
  return `window.catalog = (${buildCatalogApi.toString()})(${PAGE_TRANSPORT_SCRIPT}, ${JSON.stringify(API_METHODS)}, ${JSON.stringify(EVENT_METHODS)});`
}
