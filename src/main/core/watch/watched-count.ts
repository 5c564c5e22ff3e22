/**
 * Tells listeners when the number of watched items changed (the tray shows it).
 *
 * The watch list changes in many places (a window's request, a round of checks, a switch of
 * catalog); rather than each of them saying so, the core calls `check` after each of those
 * moments and listeners hear only a count that differs from the last one they heard.
 */
export interface WatchedCountSignal {
  check(): void
  subscribe(listener: (count: number | null) => void): () => void
}

export function createWatchedCountSignal(count: () => number | null): WatchedCountSignal {
  let last = count()
  const listeners = new Set<(count: number | null) => void>()
  return {
    check() {
      const now = count()
      if (now === last) return
      last = now
      for (const listener of [...listeners]) listener(now)
    },
    subscribe(listener) {
      listeners.add(listener)
      return () => void listeners.delete(listener)
    },
  }
}
