import { useEffect, useEffectEvent } from 'react'
import type { CatalogApi, EventMethod } from '../../shared/ipc'

type ListenerOf<M extends EventMethod> = Parameters<CatalogApi[M]>[0]

/**
 * Listens to one main -> window event while the component is mounted.
 *
 * The subscribe method returns its own unsubscribe, which the effect's cleanup calls. Without
 * `window.catalog` there is nothing to listen to; every request reports that already (see
 * call-catalog.ts), so this stays quiet rather than failing a second time.
 */
export function useCatalogEvent<M extends EventMethod>(method: M, listener: ListenerOf<M>): void {
  const onEvent = useEffectEvent(listener as (payload: unknown) => void)
  useEffect(() => {
    const api = (window as { catalog?: CatalogApi }).catalog
    const subscribe = api?.[method] as ((listener: (payload: unknown) => void) => () => void) | undefined
    return subscribe ? subscribe((payload) => onEvent(payload)) : undefined
  }, [method])
}
