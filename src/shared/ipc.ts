import { z } from 'zod'
import {
  listQuerySchema,
  listFiltersSchema,
  MAX_LIMIT,
  MIN_LIMIT,
  type ListItem,
  type SingleItem,
  type ListFilters,
  type UnreadableRow,
} from './catalog'
import type { Result } from './errors'

/**
 * The IPC contract: every channel (`domain:verb`), its request schema, and its response type.
 *
 * Main validates every payload against these schemas (the renderer is untrusted); the
 * preload exposes exactly one method per channel (see API_METHODS). Nothing else crosses.
 */

/** A base URL as typed by a person; `normalizeBaseUrl` decides whether it can be used. */
const baseUrlInput = z.string().trim().min(1, 'enter the catalog base URL').max(2048)
/** Requests that share a slot supersede each other: a newer one cancels the older one in main. */
const slot = z.enum(['list', 'detail']).optional()
const empty = z.strictObject({})

export const catalogPrefsSchema = z.strictObject({
  pageSize: z.number().int().min(MIN_LIMIT).max(MAX_LIMIT),
  page: z.number().int().min(1).max(Number.MAX_SAFE_INTEGER),
  filters: listFiltersSchema,
})

export const ipcRequestSchemas = {
  'app:info': empty,
  'app:notices': empty,
  'session:get': empty,
  'session:connect': z.strictObject({
    baseUrl: baseUrlInput,
    token: z.string().min(1, 'enter the access token').max(8192),
    remember: z.boolean(),
  }),
  'session:resume': z.strictObject({ baseUrl: baseUrlInput }),
  'session:openDemo': empty,
  'session:signOut': empty,
  'catalogs:list': empty,
  'catalogs:forget': z.strictObject({ baseUrl: baseUrlInput }),
  'items:list': z.strictObject({ query: listQuerySchema, slot }),
  'items:get': z.strictObject({ id: z.number().int().positive().max(Number.MAX_SAFE_INTEGER), slot }),
  'prefs:get': empty,
  'prefs:set': catalogPrefsSchema,
  'shell:openExternal': z.strictObject({ url: z.string().max(8192) }),
  'clipboard:writeText': z.strictObject({ text: z.string().max(8192) }),
} as const

export type Channel = keyof typeof ipcRequestSchemas
export type RequestOf<C extends Channel> = z.input<(typeof ipcRequestSchemas)[C]>
export type ValidRequestOf<C extends Channel> = z.output<(typeof ipcRequestSchemas)[C]>

export type CatalogPrefs = z.output<typeof catalogPrefsSchema>

export interface AppInfo {
  readonly name: string
  readonly version: string
  /** Electron and Chromium versions, or null in chromium e2e mode (no Electron). */
  readonly electron: string | null
  readonly chrome: string | null
  readonly platform: string
}

/** Something the user should know that happened outside any request (e.g. a settings reset). */
export interface Notice {
  readonly id: string
  readonly level: 'info' | 'warning'
  readonly message: string
}

export type KeychainStatus =
  { readonly available: true } | { readonly available: false; readonly reason: string }

export interface CatalogRef {
  /** Normalised base URL: origin plus path prefix, no trailing slash. Identifies the catalog. */
  readonly baseUrl: string
  readonly label: string
  readonly demo: boolean
}

/** Where the token of the current session lives. Never the token itself. */
export type TokenStorage = 'keychain' | 'memory' | 'launch'

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
  /** Whether the keychain holds a token for it (false when the keychain is unavailable). */
  readonly hasStoredToken: boolean
}

export interface KnownCatalogs {
  readonly catalogs: readonly KnownCatalog[]
  readonly lastUsed: string | null
}

export interface ItemsPage {
  readonly items: readonly ListItem[]
  readonly total: number
  readonly perPage: number
  readonly page: number
  readonly pages: number
  /** Elements of this page that could not be read (tolerant reader); empty when all were fine. */
  readonly unreadable: readonly UnreadableRow[]
}

export interface ResponseTypes {
  'app:info': AppInfo
  'app:notices': readonly Notice[]
  'session:get': SessionState
  'session:connect': SessionState
  'session:resume': SessionState
  'session:openDemo': SessionState
  'session:signOut': SessionState
  'catalogs:list': KnownCatalogs
  'catalogs:forget': KnownCatalogs
  'items:list': ItemsPage
  'items:get': SingleItem
  'prefs:get': CatalogPrefs
  'prefs:set': CatalogPrefs
  'shell:openExternal': { readonly opened: true }
  'clipboard:writeText': { readonly copied: true }
}

export type ResponseOf<C extends Channel> = Result<ResponseTypes[C]>

export { API_METHODS } from './api-methods'
import type { API_METHODS } from './api-methods'

export type ApiMethod = keyof typeof API_METHODS

/** Compile-time proof that API_METHODS names every channel exactly once. */
type MissingChannels = Exclude<Channel, (typeof API_METHODS)[ApiMethod]>
const _everyChannelHasAMethod: MissingChannels extends never ? true : never = true
void _everyChannelHasAMethod

type EmptyRequest = Record<string, never>
export type CatalogApi = {
  readonly [M in ApiMethod]: RequestOf<(typeof API_METHODS)[M]> extends EmptyRequest
    ? () => Promise<ResponseOf<(typeof API_METHODS)[M]>>
    : (request: RequestOf<(typeof API_METHODS)[M]>) => Promise<ResponseOf<(typeof API_METHODS)[M]>>
}

export type { ListFilters }
