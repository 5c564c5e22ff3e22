import { z } from 'zod'
import {
  listQuerySchema,
  listFiltersSchema,
  positiveId,
  MAX_LIMIT,
  MAX_LOOKUP_IDS,
  MAX_EXPORT_ROWS,
  MIN_LIMIT,
  KNOWN_STATUSES,
  MAX_RAW_FIELD_CHARS,
  ENVIRONMENTS,
  MAX_CATALOG_LABEL_LENGTH,
  MAX_TEXT_LENGTH,
  type SingleItem,
  type ListFilters,
} from './catalog'
import type { EncodedItemsPage } from './catalog/packed-items'
import { REPLY_LANGUAGE_CODES, type ReplyLanguage } from './reply/languages'
import { MAX_TEMPLATES_FILE_CHARS } from './reply-templates-file'
import { replyTemplatesSchema, type StoredReplyTemplates } from './reply/templates-schema'
import { MAX_BASE_URL_LENGTH, normalizeBaseUrl } from './base-url'
import type { Result } from './errors'
import { DENSITIES, DETAIL_WIDTH } from './layout'
import { WATCH_INTERVAL_SECONDS, type RecentLookup, type WatchList } from './watch'
import type {
  AppInfo,
  ExportResult,
  KnownCatalogs,
  LinkRequest,
  Notice,
  SessionState,
  StartupState,
  Unsubscribe,
  UpdateState,
} from './ipc-types'

/**
 * THE IPC contract: one entry per channel (window -> main) and one per event (main -> window).
 *
 * A channel entry holds its request schema, its response type and the name of its method on
 * `window.catalog`; an event entry holds its payload schema and the name of its subscribe
 * method. Everything else is derived: the handler table's type (a handler per channel), the
 * validation in main, the types of `window.catalog`. The one other place a name is written is
 * the zod-free method table in api-methods.ts, which the sandboxed preload needs at run time
 * without zod; it is checked against this contract with `satisfies`, so it cannot drift.
 *
 * Main validates every request payload (the renderer is untrusted) and every event payload it
 * sends (a bug in main must not put malformed data in front of the user).
 */

/**
 * A base URL as typed by a person; `normalizeBaseUrl` decides whether it can be used (and
 * applies the same limit to the normalised form, which can be longer than the typed one).
 */
const baseUrlInput = z.string().trim().min(1, 'enter the catalog base URL').max(MAX_BASE_URL_LENGTH)
/** Requests that share a slot supersede each other: a newer one cancels the older one in main. */
const slot = z.enum(['list', 'detail']).optional()
const empty = z.strictObject({})
/** A label the agent typed; empty means "name it after its address". */
const catalogLabelInput = z
  .string()
  .trim()
  .max(MAX_CATALOG_LABEL_LENGTH, `at most ${MAX_CATALOG_LABEL_LENGTH} characters`)
const environment = z.enum(ENVIRONMENTS)
const replyLanguage = z.enum(REPLY_LANGUAGE_CODES)

/**
 * Longest text the clipboard channel takes. A bulk lookup's `Copy as text` or reply is up to
 * 1,000 lines of a few hundred characters; 512 KiB holds that several times over and still
 * refuses a runaway renderer.
 */
export const MAX_CLIPBOARD_CHARS = 512 * 1024

/** How an export is written. */
export const exportFormatSchema = z.enum(['csv', 'json'])
export type ExportFormat = z.output<typeof exportFormatSchema>

/** A file name offered in the save dialog: a plain name, never a path. */
const suggestedFileName = z
  .string()
  .regex(/^[\w .-]{1,100}$/, 'a file name of letters, digits, spaces, dots and dashes')

const batchId = z.string().regex(/^[\w-]{1,64}$/, 'a batch id')

/**
 * An item as main holds it (status already classified), for events: the wire schema's
 * transform cannot run twice, so the status is checked in its held form here.
 */
const heldStatusSchema = z.discriminatedUnion('known', [
  z.strictObject({ known: z.literal(true), value: z.enum(KNOWN_STATUSES) }),
  z.strictObject({ known: z.literal(false), value: z.string().min(1).max(100) }),
])
/** A display field as main holds it after the tolerant reader: its value, or the raw text and why. */
function heldField<T extends z.ZodType>(value: T) {
  return z.discriminatedUnion('ok', [
    z.strictObject({ ok: z.literal(true), value }),
    z.strictObject({
      ok: z.literal(false),
      raw: z.string().max(MAX_RAW_FIELD_CHARS + 1),
      reason: z.string().max(2000),
    }),
  ])
}
const heldText = z.string().max(100_000)
const heldItemSchema = z.looseObject({
  id: positiveId,
  status: heldStatusSchema,
  hash: heldField(heldText),
  bought_at: heldField(heldText),
  trade_offer_id: heldField(z.number()),
  error_message: heldField(heldText.nullable()),
  error_date: heldField(heldText.nullable()),
  last_send: heldField(heldText),
  next_try: heldField(heldText.nullable()),
  send_date: heldField(heldText),
  image: heldField(heldText),
  price: heldField(heldText),
  name: heldField(heldText),
  market_hash_name: heldField(heldText),
  trade_url: heldField(heldText),
})

/** Longest error message a bulk lookup row carries; the runner cuts longer ones where it makes the row. */
export const MAX_ROW_ERROR_CHARS = 2000

/** What one ID of a bulk lookup came back as. */
export const lookupOutcomeSchema = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('item'), item: heldItemSchema }),
  z.strictObject({ kind: z.literal('not_found') }),
  z.strictObject({
    kind: z.literal('error'),
    error: z.strictObject({ kind: z.string().min(1).max(40), message: z.string().max(MAX_ROW_ERROR_CHARS) }),
  }),
])
export type LookupOutcome = z.output<typeof lookupOutcomeSchema>

/** A catalog named in a link: a normalised base URL, or null for the connected one. */
const linkCatalogSchema = z
  .string()
  .max(MAX_BASE_URL_LENGTH)
  .refine((value) => {
    const normalised = normalizeBaseUrl(value)
    return normalised.ok && normalised.baseUrl === value
  }, 'a normalised catalog base URL')
  .nullable()

export const catalogPrefsSchema = z.strictObject({
  pageSize: z.number().int().min(MIN_LIMIT).max(MAX_LIMIT),
  page: z.number().int().min(1).max(Number.MAX_SAFE_INTEGER),
  filters: listFiltersSchema,
  /** Optional so settings files written before it existed still load. */
  layout: z
    .strictObject({
      detailWidth: z.number().int().min(DETAIL_WIDTH.min).max(DETAIL_WIDTH.max),
      density: z.enum(DENSITIES),
    })
    .optional(),
})
export type CatalogPrefs = z.output<typeof catalogPrefsSchema>

export interface RecentLookups {
  readonly items: readonly RecentLookup[]
  /** The item open when the app last quit (or now), to reopen on start. */
  readonly openItem: number | null
}

/** Carries a response type in the contract without a run-time value. */
interface Returns<T> {
  readonly __returns?: T
}
function returns<T>(): Returns<T> {
  return {}
}

function channel<const M extends string, S extends z.ZodType, R>(entry: {
  readonly method: M
  readonly request: S
  readonly response: Returns<R>
}) {
  return entry
}

function event<const M extends `on${string}`, S extends z.ZodType>(entry: {
  readonly method: M
  readonly payload: S
}) {
  return entry
}

export const IPC_CHANNELS = {
  'app:info': channel({ method: 'appInfo', request: empty, response: returns<AppInfo>() }),
  'app:startup': channel({ method: 'startup', request: empty, response: returns<StartupState>() }),
  'app:notices': channel({ method: 'notices', request: empty, response: returns<readonly Notice[]>() }),
  'session:get': channel({ method: 'getSession', request: empty, response: returns<SessionState>() }),
  'session:connect': channel({
    method: 'connect',
    request: z.strictObject({
      baseUrl: baseUrlInput,
      token: z.string().min(1, 'enter the access token').max(8192),
      remember: z.boolean(),
      label: catalogLabelInput.optional(),
      environment: environment.optional(),
    }),
    response: returns<SessionState>(),
  }),
  'session:resume': channel({
    method: 'resume',
    request: z.strictObject({ baseUrl: baseUrlInput }),
    response: returns<SessionState>(),
  }),
  'session:openDemo': channel({ method: 'openDemo', request: empty, response: returns<SessionState>() }),
  'session:signOut': channel({ method: 'signOut', request: empty, response: returns<SessionState>() }),
  'catalogs:list': channel({ method: 'listCatalogs', request: empty, response: returns<KnownCatalogs>() }),
  /** Label and environment of a known catalog (Edit catalog…). */
  'catalogs:edit': channel({
    method: 'editCatalog',
    request: z.strictObject({ baseUrl: baseUrlInput, label: catalogLabelInput, environment }),
    response: returns<KnownCatalogs>(),
  }),
  /** Links that arrived (from the OS, or a notification click) since the window last asked. */
  'links:take': channel({ method: 'takeLinks', request: empty, response: returns<readonly LinkRequest[]>() }),
  'catalogs:forget': channel({
    method: 'forgetCatalog',
    request: z.strictObject({ baseUrl: baseUrlInput }),
    response: returns<KnownCatalogs>(),
  }),
  'items:list': channel({
    method: 'listItems',
    request: z.strictObject({ query: listQuerySchema, slot }),
    // JSON text of the page packed column-wise: the cheapest way into the window (packed-items.ts).
    response: returns<EncodedItemsPage>(),
  }),
  'items:get': channel({
    method: 'getItem',
    request: z.strictObject({ id: positiveId, slot }),
    response: returns<SingleItem>(),
  }),
  'prefs:get': channel({ method: 'getPrefs', request: empty, response: returns<CatalogPrefs>() }),
  'prefs:set': channel({
    method: 'setPrefs',
    request: catalogPrefsSchema,
    response: returns<CatalogPrefs>(),
  }),
  'shell:openExternal': channel({
    method: 'openExternal',
    request: z.strictObject({ url: z.string().max(8192) }),
    response: returns<{ readonly opened: true }>(),
  }),
  'watch:list': channel({ method: 'watchList', request: empty, response: returns<WatchList>() }),
  'watch:add': channel({
    method: 'watchItem',
    request: z.strictObject({
      id: positiveId,
      name: z.string().max(MAX_TEXT_LENGTH).nullable().optional(),
      status: z.string().min(1).max(100).nullable().optional(),
    }),
    response: returns<WatchList>(),
  }),
  /** Watch every item of a lookup at once: all or none, within MAX_WATCHED_ITEMS. */
  'watch:addMany': channel({
    method: 'watchItems',
    request: z.strictObject({
      items: z
        .array(
          z.strictObject({
            id: positiveId,
            name: z.string().max(MAX_TEXT_LENGTH).nullable(),
            status: z.string().min(1).max(100).nullable(),
          }),
        )
        .min(1)
        .max(MAX_LOOKUP_IDS),
    }),
    response: returns<WatchList>(),
  }),
  'watch:remove': channel({
    method: 'unwatchItem',
    request: z.strictObject({ id: positiveId }),
    response: returns<WatchList>(),
  }),
  'watch:seen': channel({ method: 'markWatchSeen', request: empty, response: returns<WatchList>() }),
  'watch:options': channel({
    method: 'setWatchOptions',
    request: z.strictObject({
      intervalSeconds: z
        .number()
        .int()
        .min(WATCH_INTERVAL_SECONDS.min)
        .max(WATCH_INTERVAL_SECONDS.max)
        .optional(),
      notifications: z.boolean().optional(),
    }),
    response: returns<WatchList>(),
  }),
  'recent:list': channel({ method: 'recentLookups', request: empty, response: returns<RecentLookups>() }),
  'recent:clear': channel({
    method: 'clearRecentLookups',
    request: empty,
    response: returns<RecentLookups>(),
  }),
  'recent:undoClear': channel({
    method: 'undoClearRecentLookups',
    request: empty,
    response: returns<RecentLookups>(),
  }),
  'recent:setOpen': channel({
    method: 'setOpenItem',
    request: z.strictObject({ id: positiveId.nullable() }),
    response: returns<RecentLookups>(),
  }),
  'clipboard:writeText': channel({
    method: 'copyText',
    request: z.strictObject({ text: z.string().max(MAX_CLIPBOARD_CHARS) }),
    response: returns<{ readonly copied: true }>(),
  }),
  /** Starts a bulk lookup in main; rows arrive as 'lookup:progress' events. */
  'lookup:start': channel({
    method: 'startLookup',
    request: z.strictObject({ ids: z.array(positiveId).min(1).max(MAX_LOOKUP_IDS) }),
    response: returns<{ readonly batchId: string; readonly total: number }>(),
  }),
  /** Stops sending at once; rows that already arrived stay. */
  'lookup:cancel': channel({
    method: 'cancelLookup',
    request: z.strictObject({ batchId }),
    response: returns<{ readonly cancelled: boolean }>(),
  }),
  /**
   * Writes bulk lookup rows, in the order the window shows them, through a save dialog; main
   * turns them into columns (shared/lookup/lookup-columns.ts), as `Copy as text` does.
   */
  'export:lookup': channel({
    method: 'exportLookup',
    request: z.strictObject({
      format: exportFormatSchema,
      fileName: suggestedFileName,
      /** The catalog the item links name; null: the connected one (the demo catalog). */
      catalog: linkCatalogSchema,
      rows: z
        .array(z.strictObject({ id: positiveId, outcome: lookupOutcomeSchema.nullable() }))
        .max(MAX_LOOKUP_IDS),
    }),
    response: returns<ExportResult>(),
  }),
  /** Fetches every page of the filtered item list in main and writes it through a save dialog. */
  'export:list': channel({
    method: 'exportList',
    request: z.strictObject({ format: exportFormatSchema, filters: listFiltersSchema }),
    response: returns<ExportResult>(),
  }),
  'export:cancel': channel({
    method: 'cancelExport',
    request: empty,
    response: returns<{ readonly cancelled: boolean }>(),
  }),
  /** A support lead's changes to the reply templates, per language (the defaults fill the rest). */
  'replies:templates': channel({
    method: 'replyTemplates',
    request: empty,
    response: returns<StoredReplyTemplates>(),
  }),
  'replies:saveTemplates': channel({
    method: 'saveReplyTemplates',
    request: z.strictObject({ templates: replyTemplatesSchema }),
    response: returns<StoredReplyTemplates>(),
  }),
  /** Back to the defaults for one language. */
  'replies:resetTemplates': channel({
    method: 'resetReplyTemplates',
    request: z.strictObject({ language: replyLanguage }),
    response: returns<StoredReplyTemplates>(),
  }),
  /** Writes every language's templates to a JSON file through a save dialog, to hand to the team. */
  'replies:exportTemplates': channel({
    method: 'exportReplyTemplates',
    request: empty,
    response: returns<ExportResult>(),
  }),
  /** The text of a file the agent chose (`Import…`); main checks it and replaces the whole set. */
  'replies:importTemplates': channel({
    method: 'importReplyTemplates',
    request: z.strictObject({ text: z.string().max(MAX_TEMPLATES_FILE_CHARS) }),
    response: returns<StoredReplyTemplates>(),
  }),
  /** The reply language of the connected catalog. */
  'replies:language': channel({
    method: 'replyLanguage',
    request: empty,
    response: returns<ReplyLanguage>(),
  }),
  'replies:setLanguage': channel({
    method: 'setReplyLanguage',
    request: z.strictObject({ language: replyLanguage }),
    response: returns<ReplyLanguage>(),
  }),
  /** The downloaded update waiting to be installed, if any (also for a window opened after 'update:ready'). */
  'update:state': channel({ method: 'updateState', request: empty, response: returns<UpdateState>() }),
  /** The person pressed Restart to update: main installs the downloaded version and restarts. */
  'update:restart': channel({
    method: 'restartToUpdate',
    request: empty,
    response: returns<{ readonly restarting: true }>(),
  }),
} as const

/** A release version as the update feed names it (semver, e.g. 1.4.0 or 2.0.0-beta.1). */
export const updateVersionSchema = z
  .string()
  .max(64)
  .regex(/^\d+\.\d+\.\d+(?:[-+][0-9A-Za-z.-]+)?$/, 'a release version such as 1.4.0')

/** Links held for the window at most; older ones are dropped first. */
export const MAX_PENDING_LINKS = 20

/** Status values as the catalog sent them (raw), so an undocumented one still arrives. */
const rawStatus = z.string().min(1).max(100)

export const IPC_EVENTS = {
  /** A watched item's status changed between two checks. */
  'item:changed': event({
    method: 'onItemChanged',
    payload: z.strictObject({
      baseUrl: z.string().min(1).max(2048),
      id: positiveId,
      name: z.string().max(2048).nullable(),
      previousStatus: rawStatus,
      status: rawStatus,
      checkedAt: z.iso.datetime(),
    }),
  }),
  /** The watch list changed in main (a round found changes); `reveal` asks the window to show it. */
  'watch:updated': event({
    method: 'onWatchUpdated',
    payload: z.strictObject({ changedCount: z.number().int().min(0), reveal: z.boolean().optional() }),
  }),
  /** Main found the session over outside any window request (e.g. a 401 while checking watched items). */
  'session:ended': event({
    method: 'onSessionEnded',
    payload: z.strictObject({ message: z.string().min(1).max(4000) }),
  }),
  /**
   * Links are waiting in main (`links:take` hands them over). The link itself is not in the
   * event: one that arrives before the window listens (it started the app) must not be lost.
   */
  'link:waiting': event({
    method: 'onLinkWaiting',
    payload: z.strictObject({ count: z.number().int().min(1).max(MAX_PENDING_LINKS) }),
  }),
  /** One row of a bulk lookup has its answer. */
  'lookup:progress': event({
    method: 'onLookupProgress',
    payload: z.strictObject({
      batchId,
      index: z.number().int().nonnegative().max(MAX_LOOKUP_IDS),
      id: positiveId,
      outcome: lookupOutcomeSchema,
    }),
  }),
  /** A bulk lookup stopped: every row answered, cancelled, or its session ended. */
  'lookup:finished': event({
    method: 'onLookupFinished',
    payload: z.strictObject({ batchId, reason: z.enum(['done', 'cancelled', 'session_ended']) }),
  }),
  /** The app menu's Reply Templates… item: the window opens the dialog. */
  'replies:openTemplates': event({ method: 'onOpenReplyTemplates', payload: empty }),
  /** An update was downloaded in the background and is installed by Restart to update (or on quit). */
  'update:ready': event({
    method: 'onUpdateReady',
    payload: z.strictObject({ version: updateVersionSchema }),
  }),
  /** Pages of a list export fetched so far (rows done of rows to fetch). */
  'export:progress': event({
    method: 'onExportProgress',
    payload: z.strictObject({
      done: z.number().int().nonnegative().max(MAX_EXPORT_ROWS),
      total: z.number().int().nonnegative().max(MAX_EXPORT_ROWS),
    }),
  }),
} as const

type Channels = typeof IPC_CHANNELS
type Events = typeof IPC_EVENTS

export type Channel = keyof Channels
export type RequestOf<C extends Channel> = z.input<Channels[C]['request']>
export type ValidRequestOf<C extends Channel> = z.output<Channels[C]['request']>
export type ResponseDataOf<C extends Channel> = Channels[C]['response'] extends Returns<infer R> ? R : never
export type ResponseOf<C extends Channel> = Result<ResponseDataOf<C>>
export type MethodOf<C extends Channel> = Channels[C]['method']

export type EventName = keyof Events
export type EventPayload<E extends EventName> = z.output<Events[E]['payload']>
export type EventMethodOf<E extends EventName> = Events[E]['method']

/** Every channel, in contract order. */
export const CHANNELS = Object.freeze(Object.keys(IPC_CHANNELS) as Channel[])
/** Every event, in contract order. */
export const EVENTS = Object.freeze(Object.keys(IPC_EVENTS) as EventName[])

export function isChannel(value: unknown): value is Channel {
  return typeof value === 'string' && Object.hasOwn(IPC_CHANNELS, value)
}

export function isEventName(value: unknown): value is EventName {
  return typeof value === 'string' && Object.hasOwn(IPC_EVENTS, value)
}

/** The shape api-methods.ts must have: exactly one method per channel, named as the contract says. */
export type RequestMethodTable = { readonly [C in Channel as MethodOf<C>]: C }
/** Likewise for events: exactly one subscribe method per event. */
export type EventMethodTable = { readonly [E in EventName as EventMethodOf<E>]: E }

type EmptyRequest = Record<string, never>
type RequestMethods = {
  readonly [C in Channel as MethodOf<C>]: RequestOf<C> extends EmptyRequest
    ? () => Promise<ResponseOf<C>>
    : (request: RequestOf<C>) => Promise<ResponseOf<C>>
}
type EventMethods = {
  readonly [E in EventName as EventMethodOf<E>]: (listener: (payload: EventPayload<E>) => void) => Unsubscribe
}

/** `window.catalog`: one method per channel and one subscribe method per event. */
export type CatalogApi = RequestMethods & EventMethods
export type ApiMethod = keyof RequestMethods
export type EventMethod = keyof EventMethods

export type * from './ipc-types'
export type { ListFilters }
