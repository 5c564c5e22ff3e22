import { useSyncExternalStore } from 'react'

/**
 * The window's one way to keep state outside the query cache and outside React state: a value
 * the components read through `useSyncExternalStore`, so setting it re-renders only those
 * whose reading changes, not the tree around them. Setting the value it already holds tells
 * nobody. Every store in the window (a module's, a workspace's, a component's) is one of these;
 * what main keeps lives in the query cache instead.
 */
export interface ValueStore<T> {
  readonly get: () => T
  readonly set: (value: T) => void
  readonly subscribe: (listener: () => void) => () => void
}

/** A value something outside React changes, and the way to hear it change: a store read only. */
export type Source<T> = Pick<ValueStore<T>, 'get' | 'subscribe'>

export interface ValueStoreOptions<T> {
  /**
   * Runs when the first reader subscribes, and its return when the last one leaves: for a
   * value that costs something to keep current (a timer), kept current only while shown.
   */
  readonly whileHeard?: (store: ValueStore<T>) => () => void
}

export function createValueStore<T>(initial: T, options: ValueStoreOptions<T> = {}): ValueStore<T> {
  let value = initial
  const listeners = new Set<() => void>()
  let stopHearing: (() => void) | null = null
  const store: ValueStore<T> = {
    get: () => value,
    set: (next) => {
      if (Object.is(next, value)) return
      value = next
      for (const listener of [...listeners]) listener()
    },
    subscribe: (listener) => {
      if (listeners.size === 0 && options.whileHeard) stopHearing = options.whileHeard(store)
      listeners.add(listener)
      return () => {
        listeners.delete(listener)
        if (listeners.size === 0 && stopHearing !== null) {
          stopHearing()
          stopHearing = null
        }
      }
    },
  }
  return store
}

/**
 * The store's value, or what `select` reads from it, re-rendering the caller only when that
 * reading changes (`select` returns a value or one already in the store, never a new object).
 */
export function useStoredValue<T>(store: Source<T>): T
export function useStoredValue<T, S>(store: Source<T>, select: (value: T) => S): S
export function useStoredValue<T, S>(store: Source<T>, select?: (value: T) => S): T | S {
  return useSyncExternalStore<T | S>(store.subscribe, select ? () => select(store.get()) : store.get)
}
