import { useSyncExternalStore } from 'react'

/**
 * One value kept outside React state, for the components that read it through
 * `useSyncExternalStore`: setting it re-renders only those whose reading changes, not the
 * tree around them. Setting the value it already holds tells nobody.
 */
export interface ValueStore<T> {
  readonly get: () => T
  readonly set: (value: T) => void
  readonly subscribe: (listener: () => void) => () => void
}

/** A value something outside React changes, and the way to hear it change: a store read only. */
export type Source<T> = Pick<ValueStore<T>, 'get' | 'subscribe'>

export function createValueStore<T>(initial: T): ValueStore<T> {
  let value = initial
  const listeners = new Set<() => void>()
  return {
    get: () => value,
    set: (next) => {
      if (Object.is(next, value)) return
      value = next
      for (const listener of listeners) listener()
    },
    subscribe: (listener) => {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
  }
}

/** The store's value, re-rendering the caller when it changes. */
export function useStoredValue<T>(store: ValueStore<T>): T {
  return useSyncExternalStore(store.subscribe, store.get)
}
