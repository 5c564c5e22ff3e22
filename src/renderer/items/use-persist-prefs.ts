import { useEffect, useRef } from 'react'
import { useQueryClient } from '@tanstack/react-query'
import { FILTERS } from '../../shared/catalog/filters'
import type { CatalogPrefs } from '../../shared/ipc'
import type { LayoutPrefs } from '../../shared/layout'
import type { ListParams } from '../api/query-keys'
import { afterNextPaint } from '../api/after-next-paint'
import { useStableCallback } from '../ui/use-stable-callback'
import { savePrefs } from './api/save-prefs'

/** A hidden window paints no frames: its save is sent after this wait instead. */
const SAVE_LATEST_MS = 1_000

/** Prefs as comparable text, independent of the key order main happens to use. */
function keyOf(prefs: CatalogPrefs): string {
  return JSON.stringify([
    prefs.pageSize,
    prefs.page,
    ...FILTERS.map((filter) => prefs.filters[filter.key]),
    prefs.layout?.detailWidth,
    prefs.layout?.density,
  ])
}

/**
 * Saves filters, page, page size and the layout (pane width, density) for this catalog.
 *
 * Only views that worked are saved: filters the catalog refused (422) are not, so the next
 * launch never opens on an error. A layout change is saved at once, with the last view
 * that worked. A failed save changes nothing on screen; main reports settings-file
 * problems itself as notices.
 */
export function usePersistPrefs(
  catalog: string,
  params: ListParams,
  loaded: boolean,
  initial: CatalogPrefs,
  layout: LayoutPrefs,
) {
  const queryClient = useQueryClient()
  // The layout in effect at launch counts as saved: opening the screen writes nothing.
  const saved = useRef(keyOf({ ...initial, layout: initial.layout ?? layout }))
  const view = useRef({ pageSize: initial.pageSize, page: initial.page, filters: initial.filters })
  /** The prefs waiting for the paint, sent at once when the screen goes (a catalog switch). */
  const pending = useRef<(() => void) | null>(null)
  const save = useStableCallback((prefs: CatalogPrefs, json: string) => {
    pending.current = null
    saved.current = json
    savePrefs(queryClient, catalog, prefs).catch(() => {
      saved.current = ''
    })
  })
  useEffect(() => {
    pending.current = null
    if (loaded) view.current = { pageSize: params.pageSize, page: params.page, filters: params.filters }
    const prefs: CatalogPrefs = { ...view.current, layout }
    const json = keyOf(prefs)
    if (json === saved.current) return
    // After the frame that shows the change: the agent waits for the rows, not for the save.
    // A newer change replaces a save not yet sent.
    const send = () => save(prefs, json)
    pending.current = send
    return afterNextPaint(send, SAVE_LATEST_MS)
  }, [loaded, params, layout, save])
  useEffect(() => () => pending.current?.(), [])
}
