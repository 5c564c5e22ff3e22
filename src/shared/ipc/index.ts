import type { z } from 'zod'
import type { Result } from '../errors'
import { APP_CHANNELS, APP_EVENTS } from './app'
import { CATALOGS_CHANNELS } from './catalogs'
import type { Returns } from './contract-entries'
import { EXPORT_CHANNELS, EXPORT_EVENTS } from './export'
import type { Unsubscribe } from './ipc-types'
import { ITEMS_CHANNELS } from './items'
import { LINKS_CHANNELS, LINKS_EVENTS } from './links'
import { LOOKUP_CHANNELS, LOOKUP_EVENTS } from './lookup'
import { QUICK_ANSWER_CHANNELS, QUICK_ANSWER_EVENTS } from './quick-answer'
import { DESKTOP_CHANNELS, DESKTOP_EVENTS } from './desktop'
import { RECENT_CHANNELS } from './recent'
import { REPLIES_CHANNELS, REPLIES_EVENTS } from './replies'
import { SESSION_CHANNELS, SESSION_EVENTS } from './session'
import { UPDATES_CHANNELS, UPDATES_EVENTS } from './updates'
import { WATCH_CHANNELS, WATCH_EVENTS } from './watch'

/**
 * THE IPC contract, put together from one file per domain (app.ts, session.ts, … beside this
 * one): one entry per channel (window -> main) and one per event (main -> window).
 *
 * A channel entry holds its request schema, its response type and the name of its method on
 * `window.catalog`; an event entry holds its payload schema and the name of its subscribe
 * method. Everything else is derived: the type of main's service implementations, the
 * validation in main, `window.catalog` and its types. The sandboxed preload must not bundle
 * zod, so it gets only the names (`API_METHODS`, `EVENT_METHODS` below), put into its bundle
 * at build time (electron.vite.config.ts).
 *
 * Main validates every request payload (the renderer is untrusted) and every event payload it
 * sends (a bug in main must not put malformed data in front of the user).
 */

/**
 * The services, one per domain: each is its file's channels, which main implements as one
 * object (`ServiceImplementation`) whose methods are named as on `window.catalog`.
 */
export const IPC_SERVICES = {
  app: APP_CHANNELS,
  session: SESSION_CHANNELS,
  catalogs: CATALOGS_CHANNELS,
  links: LINKS_CHANNELS,
  items: ITEMS_CHANNELS,
  watch: WATCH_CHANNELS,
  recent: RECENT_CHANNELS,
  lookup: LOOKUP_CHANNELS,
  quickAnswer: QUICK_ANSWER_CHANNELS,
  export: EXPORT_CHANNELS,
  replies: REPLIES_CHANNELS,
  updates: UPDATES_CHANNELS,
  desktop: DESKTOP_CHANNELS,
} as const

type Services = typeof IPC_SERVICES
export type ServiceName = keyof Services
type EmptyRequest = Record<string, never>
type Merged<U> = (U extends unknown ? (all: U) => void : never) extends (all: infer I) => void ? I : never

/** Every channel of every service, in contract order. */
export const IPC_CHANNELS: Merged<Services[ServiceName]> = Object.assign({}, ...Object.values(IPC_SERVICES))

export const IPC_EVENTS = {
  ...APP_EVENTS,
  ...SESSION_EVENTS,
  ...LINKS_EVENTS,
  ...WATCH_EVENTS,
  ...LOOKUP_EVENTS,
  ...QUICK_ANSWER_EVENTS,
  ...EXPORT_EVENTS,
  ...REPLIES_EVENTS,
  ...UPDATES_EVENTS,
  ...DESKTOP_EVENTS,
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

/** `window.catalog`'s request methods, each with the channel it calls. */
export type RequestMethodTable = { readonly [C in Channel as MethodOf<C>]: C }
/** `window.catalog`'s subscribe methods, each with the event it listens to. */
export type EventMethodTable = { readonly [E in EventName as EventMethodOf<E>]: E }

/** Every request method and its channel: what builds `window.catalog` (the preload, e2e, fakes). */
export const API_METHODS = Object.freeze(
  Object.fromEntries(CHANNELS.map((channel) => [IPC_CHANNELS[channel].method, channel])),
) as RequestMethodTable
/** Every subscribe method and its event. */
export const EVENT_METHODS = Object.freeze(
  Object.fromEntries(EVENTS.map((event) => [IPC_EVENTS[event].method, event])),
) as EventMethodTable

type RequestMethods = {
  readonly [C in Channel as MethodOf<C>]: RequestOf<C> extends EmptyRequest
    ? () => Promise<ResponseOf<C>>
    : (request: RequestOf<C>) => Promise<ResponseOf<C>>
}
type EventMethods = {
  readonly [E in EventName as EventMethodOf<E>]: (listener: (payload: EventPayload<E>) => void) => Unsubscribe
}

/**
 * What main implements for one service: a method per channel, named as on `window.catalog`,
 * given the request as its schema output it (validated in dispatch.ts) and answering a Result.
 */
export type ServiceImplementation<S extends ServiceName> = {
  readonly [C in keyof Services[S] & Channel as MethodOf<C>]: RequestOf<C> extends EmptyRequest
    ? () => Promise<ResponseOf<C>>
    : (request: ValidRequestOf<C>) => Promise<ResponseOf<C>>
}
/** Main's side of the whole contract: one implementation per service. */
export type ServiceImplementations = { readonly [S in ServiceName]: ServiceImplementation<S> }

/** `window.catalog`: one method per channel and one subscribe method per event. */
export type CatalogApi = RequestMethods & EventMethods
export type ApiMethod = keyof RequestMethods
export type EventMethod = keyof EventMethods

export type * from './ipc-types'
export type { ListFilters } from '../catalog'
export { MAX_CLIPBOARD_CHARS } from './app'
export { catalogPrefsSchema, type CatalogPrefs } from './items'
export { timeZoneName } from './catalogs'
export { normalisedBaseUrl } from './session'
export { exportFormatSchema, type ExportFormat } from './export'
export { MAX_PAUSE_SECONDS, lookupOutcomeSchema, type LookupAnswer, type LookupOutcome } from './lookup'
export { MAX_PENDING_LINKS } from './links'
export type { RecentLookups } from './recent'
export type { QuickAnswerTicket } from './quick-answer'
export type { QuickAnswerSettings, SetBy } from './desktop'
