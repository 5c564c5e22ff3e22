import { useCallback, useLayoutEffect, useRef } from 'react'

/**
 * A function that keeps its identity for the component's life and calls the latest
 * `callback`: a handler for a memoised child, which would re-render for every new function.
 * For event handlers only (it calls the callback of the last commit); React's own
 * `useEffectEvent` is meant for effects, not for props.
 */
export function useStableCallback<A extends unknown[], R>(callback: (...args: A) => R): (...args: A) => R {
  const latest = useRef(callback)
  useLayoutEffect(() => {
    latest.current = callback
  })
  return useCallback((...args: A) => latest.current(...args), [])
}
