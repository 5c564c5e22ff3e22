import { useSyncExternalStore } from 'react'

/**
 * One MediaQueryList per query for the window's life: `matchMedia` parses the query and makes
 * a new list at every call, and the store reads its snapshot at every render, so a shift of
 * clicks left over a thousand of them behind (a heap snapshot after the bench's shift). The
 * queries are constants in the source, so this holds a handful at most.
 */
const lists = new Map<string, MediaQueryList>()

function mediaList(query: string): MediaQueryList {
  let list = lists.get(query)
  if (!list) {
    list = window.matchMedia(query)
    lists.set(query, list)
  }
  return list
}

/** Whether a CSS media query matches now, re-rendering when that changes. */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = mediaList(query)
      list.addEventListener('change', onChange)
      return () => list.removeEventListener('change', onChange)
    },
    () => mediaList(query).matches,
  )
}
