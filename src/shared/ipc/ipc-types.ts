import type { Environment } from '../catalog'
import type { LinkTarget } from '../links/catalog-link'
import type { Words } from '../i18n/words'
import type { TokenStorage } from '../token-storage'

export type { LinkTarget }
export type { ItemsPage } from '../catalog/packed-items'

/**
 * The data shapes main sends the window, without zod.
 *
 * Kept apart from the contract (ipc/index.ts and its domain files) only to keep that file short: each type is named by
 * exactly one channel or event entry there, which is what ties it to the wire.
 */

export interface AppInfo {
  readonly name: string
  readonly version: string
  /** Electron and Chromium versions, or null in chromium e2e mode (no Electron). */
  readonly electron: string | null
  readonly chrome: string | null
  readonly platform: string
}

/**
 * How far start-up has come. Every channel but `app:info` and `app:startup` waits until the
 * last session is restored, which can mean waiting for the keychain (a locked keyring or a
 * macOS access prompt): the window opens first and says so.
 */
export interface StartupState {
  readonly ready: boolean
  /** A keychain call has not answered yet: the person may have to unlock it. */
  readonly waitingForKeychain: boolean
}

/** What the window shows about updates: the version downloaded and waiting, or none. */
export interface UpdateState {
  readonly readyVersion: string | null
}

/** Something the user should know that happened outside any request (e.g. a settings reset). */
export interface Notice {
  readonly id: string
  readonly level: 'info' | 'warning'
  readonly message: Words
  /** A way to act on it the window offers beside it: `quickAnswerSettings` opens that dialog. */
  readonly action?: 'quickAnswerSettings'
}

export type KeychainStatus =
  { readonly available: true } | { readonly available: false; readonly reason: string }

export interface CatalogRef {
  /** Normalised base URL: origin plus path prefix, no trailing slash. Identifies the catalog. */
  readonly baseUrl: string
  readonly label: string
  /** Production is marked in the header so it is never mistaken for staging. */
  readonly environment: Environment
  readonly demo: boolean
  /**
   * The IANA zone its `YYYY-MM-DD HH:MM:SS` times are in, as the agent set it in Edit
   * catalog…; null when not set (those times are then "server time", zone unknown).
   */
  readonly timeZone: string | null
  /** Set by the organization's policy (see CatalogLock); absent for the agent's own catalogs. */
  readonly managed?: CatalogLock
}

/**
 * A catalog the organization's policy sets (`Set by your organization`): its address, label
 * and environment cannot be changed in the app, nor can it be forgotten. `timeZone` says
 * whether the policy sets its time zone too; when it does not, the agent may set one.
 */
export interface CatalogLock {
  readonly timeZone: boolean
  /** Its place in the policy's list, 0 first: the connect screen offers them in IT's order. */
  readonly order: number
}

/** What the organization's policy decides for the window (docs/admin/policy.md). */
export interface PolicyState {
  /** Whether the connect screen offers the built-in demo catalog. */
  readonly demoCatalog: boolean
  /** False when the policy turned update checks off: updates are the organization's to manage. */
  readonly updateChecks: boolean
}

/** Where the token of the current session lives (shared/token-storage.ts). */
export type { TokenStorage }

export type SessionState =
  | {
      readonly connected: false
      readonly keychain: KeychainStatus
      /** From `--base-url` or the last catalog used: prefills the connect form. */
      readonly suggestedBaseUrl: string | null
    }
  | {
      readonly connected: true
      readonly keychain: KeychainStatus
      readonly catalog: CatalogRef
      readonly tokenStorage: TokenStorage
    }

export interface KnownCatalog {
  readonly baseUrl: string
  readonly label: string
  readonly lastUsedAt: string | null
  readonly environment: Environment
  /** Whether the keychain holds a token for it (false when the keychain is unavailable). */
  readonly hasStoredToken: boolean
  /** Whether this run holds a token for it in memory (connected without Remember). */
  readonly hasSessionToken: boolean
  /** Set by the organization's policy: cannot be edited or forgotten in the app. */
  readonly managed?: CatalogLock
}

/**
 * A `catalog-browser:` link, as main hands it to the window (parsed and checked against the
 * known catalogs first). The window acts on `open` at once; `switch` and `unknown_catalog`
 * name another catalog, so the person sees where the link points before anything is sent.
 */
export type LinkRequest =
  | { readonly kind: 'open'; readonly target: LinkTarget }
  | { readonly kind: 'switch'; readonly target: LinkTarget; readonly catalog: KnownCatalog }
  | { readonly kind: 'unknown_catalog'; readonly target: LinkTarget; readonly baseUrl: string }
  /**
   * Never the link's text: a refused link may hold a token. One for a burst of refused links:
   * the first one's reason, and how many more were refused (one dialog, not one each).
   */
  | { readonly kind: 'invalid'; readonly reason: Words; readonly more?: number }

export interface KnownCatalogs {
  readonly catalogs: readonly KnownCatalog[]
  readonly lastUsed: string | null
}

/** What a subscribe method of `window.catalog` returns: call it to stop listening. */
export type Unsubscribe = () => void

/** What an export did: written to `path`, or nothing because the save dialog was dismissed. */
export type ExportResult =
  | { readonly saved: true; readonly path: string; readonly rows: number; readonly capped: boolean }
  | { readonly saved: false }
