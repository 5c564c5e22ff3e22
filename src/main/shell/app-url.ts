import { isLoopbackHost } from '../../shared/base-url'
import { APP_HOST, APP_SCHEME } from './app-protocol'

/** The app's pages: the main window's, and the Quick answer window's beside it. */
export type AppPage = 'index.html' | 'quick-answer.html'

/** What the windows load, and how to recognise the app's own pages afterwards. */
export interface AppUrl {
  /** The dev server's origin under `electron-vite dev`, otherwise null (the page is served from app://). */
  readonly devServerUrl: string | null
  /**
   * Whether a frame showing `url` shows one of the app's own pages (any hash or query): the
   * given page, or either when none is given.
   */
  isAppUrl(url: string, page?: AppPage): boolean
  /** The address a window loads its page from. */
  pageUrl(page: AppPage): string
}

/**
 * The dev server URL electron-vite passes in ELECTRON_RENDERER_URL, if it may be used.
 *
 * A packaged app ignores it: otherwise anyone who can set an environment variable could
 * point the app, preload and all, at a page of their choosing. Only loopback http is
 * accepted, because that is all `electron-vite dev` ever serves.
 */
export function devServerUrlFrom(value: string | undefined, isPackaged: boolean): string | null {
  if (isPackaged || value === undefined) return null
  let url: URL
  try {
    // A blank value is refused here too: the URL parser takes no blank text.
    url = new URL(value)
  } catch {
    return null
  }
  return url.protocol === 'http:' && isLoopbackHost(url.hostname) ? url.href : null
}

/**
 * Decides what counts as the app's own page.
 *
 * In a build that is exactly app://catalog-browser/index.html, or /quick-answer.html for the
 * Quick answer window (any hash or query; see app-protocol.ts); under the dev server, anything
 * from the dev server's origin (its /quick-answer.html being the Quick answer's page).
 */
export function createAppUrl(options: { readonly devServerUrl: string | null }): AppUrl {
  const devOrigin = options.devServerUrl === null ? null : new URL(options.devServerUrl).origin
  return {
    devServerUrl: options.devServerUrl,
    pageUrl(page) {
      if (options.devServerUrl === null) return `${APP_SCHEME}://${APP_HOST}/${page}`
      return page === 'index.html' ? options.devServerUrl : new URL(page, options.devServerUrl).href
    },
    isAppUrl(value: string, page?: AppPage): boolean {
      let url: URL
      try {
        url = new URL(value)
      } catch {
        return false
      }
      // A user name or password makes it another address, whatever the origin says (an
      // origin leaves them out): the app's page never has either.
      if (url.username !== '' || url.password !== '') return false
      const quick = url.pathname === '/quick-answer.html'
      const isPage = page === undefined || (page === 'quick-answer.html') === quick
      // The dev server serves the main page at any path it routes; only the Quick answer's is its own.
      if (devOrigin !== null) return url.origin === devOrigin && isPage
      return (
        url.protocol === `${APP_SCHEME}:` &&
        url.host === APP_HOST &&
        // Stryker disable next-line ConditionalExpression: equivalent: the host carries any port, so the host check refuses a port already
        url.port === '' &&
        (url.pathname === '/index.html' || url.pathname === '/' || quick) &&
        isPage
      )
    },
  }
}
