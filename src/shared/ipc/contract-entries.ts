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

export function channel<const M extends string, S extends z.ZodType, R>(entry: {
  readonly method: M
  readonly request: S
  readonly response: Returns<R>
}) {
  return entry
}

export function event<const M extends `on${string}`, S extends z.ZodType>(entry: {
  readonly method: M
  readonly payload: S
}) {
  return entry
}

export const empty = z.strictObject({})
