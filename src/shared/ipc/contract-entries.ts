import { z } from 'zod'

/**
 * The builders of contract entries, used by every domain file of the contract: each checks an
 * entry's shape and keeps its literal method name, so the derived types stay exact.
 */

/** Carries a response type in the contract without a run-time value. */
export interface Returns<T> {
  readonly __returns?: T
}
export function returns<T>(): Returns<T> {
  return {}
}

/**
 * How what main sends is redacted on its way to the window where it is not plain data (plain
 * data has every remembered token masked in its values): dispatch.ts applies a channel's pass
 * to its answer, event-for-window.ts an event's to its payload.
 * `words`: text for people (a refused link's reason, why a session ended), cleaned like an error.
 * `encoded` (a channel): JSON text whose values were masked before encoding; masking the text
 * itself could cut through a JSON escape and leave the window unable to read it.
 * `rows` (an event): a `rows` list of lookup answers, each failed one taking the words pass.
 */
export type ReplyPass = 'encoded' | 'words'
export type EventPass = 'words' | 'rows'

export function channel<const M extends string, S extends z.ZodType, R>(entry: {
  readonly method: M
  readonly request: S
  readonly response: Returns<R>
  readonly pass?: ReplyPass
}) {
  return entry
}

export function event<const M extends `on${string}`, S extends z.ZodType>(entry: {
  readonly method: M
  readonly payload: S
  readonly pass?: EventPass
}) {
  return entry
}

export const empty = z.strictObject({})
