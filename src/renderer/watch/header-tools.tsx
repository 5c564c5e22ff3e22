import { Suspense, useEffect, type ReactNode } from 'react'
import { useQuery } from '@tanstack/react-query'
import { FormattedMessage, useIntl } from 'react-intl'
import { useMarkWatchSeen } from './api/watch-mutations'
import { watchListOptions } from './api/watch-queries'
import { lazyPart } from '../ui/lazy-part'
import './watch.css'
import type { RecentBulkLookup } from '../../shared/watch'

const WatchedItemsPanel = lazyPart(() => import('./watched-items-panel'), 'WatchedItemsPanel')
const RecentLookupsPanel = lazyPart(() => import('../recent/recent-lookups-panel'), 'RecentLookupsPanel')

export type HeaderPanel = 'watch' | 'recent' | null

/** A header button that opens its panel, or closes it when it is the one open. */
function PanelToggle({
  which,
  panel,
  onPanel,
  children,
}: {
  readonly which: Exclude<HeaderPanel, null>
  readonly panel: HeaderPanel
  readonly onPanel: (panel: HeaderPanel) => void
  readonly children: ReactNode
}) {
  return (
    <button
      type="button"
      className="button button--quiet"
      aria-expanded={panel === which}
      aria-controls="header-panel"
      onClick={() => onPanel(panel === which ? null : which)}
    >
      {children}
    </button>
  )
}

/**
 * The header's `Watched items` and `Recent lookups` buttons and the panel each opens.
 *
 * The Watched items button says how many watched items changed since the agent last looked;
 * opening the panel is looking, so it marks them seen. Escape closes a panel.
 */
export function HeaderTools({
  catalog,
  panel,
  onPanel,
  onOpenItem,
  onOpenLookup,
}: {
  readonly catalog: string
  readonly panel: HeaderPanel
  readonly onPanel: (panel: HeaderPanel) => void
  readonly onOpenItem: (id: number) => void
  /** Reopens a kept bulk lookup with its IDs and reply language. */
  readonly onOpenLookup: (lookup: RecentBulkLookup) => void
}) {
  const intl = useIntl()
  const watch = useQuery(watchListOptions(catalog))
  // A failed mark leaves the count as it is; the panel shows any error of its own.
  const { mutate: markSeen } = useMarkWatchSeen(catalog)
  const changed = watch.data?.changedCount ?? 0
  // Looking at the open panel is seeing its changes, including ones that arrive while it is open.
  useEffect(() => {
    if (panel !== 'watch' || changed === 0) return
    markSeen()
  }, [panel, changed, markSeen])

  useEffect(() => {
    if (panel === null) return
    // Capture phase, and no further: Escape closes the topmost layer (this panel), not also
    // the detail pane underneath, which listens for Escape too.
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return
      event.stopPropagation()
      onPanel(null)
    }
    window.addEventListener('keydown', onKey, true)
    return () => window.removeEventListener('keydown', onKey, true)
  }, [panel, onPanel])

  const open = (id: number) => {
    onPanel(null)
    onOpenItem(id)
  }
  return (
    <div className="header-tools">
      <PanelToggle which="watch" panel={panel} onPanel={onPanel}>
        <FormattedMessage id="watch.title" defaultMessage="Watched items" />
        {changed > 0 ? (
          <span
            className="header-tools__count"
            aria-label={intl.formatMessage(
              { id: 'watch.changedCount', defaultMessage: '{count, number} changed' },
              { count: changed },
            )}
          >
            {changed}
          </span>
        ) : null}
      </PanelToggle>
      <PanelToggle which="recent" panel={panel} onPanel={onPanel}>
        <FormattedMessage id="recent.title" defaultMessage="Recent lookups" />
      </PanelToggle>
      {panel !== null ? (
        <div id="header-panel" className="header-tools__panel">
          <Suspense
            fallback={
              <p className="panel panel__empty">
                <FormattedMessage id="panel.loading" defaultMessage="Loading…" />
              </p>
            }
          >
            {panel === 'watch' ? (
              <WatchedItemsPanel catalog={catalog} onOpen={open} />
            ) : (
              <RecentLookupsPanel
                catalog={catalog}
                onOpen={open}
                onOpenLookup={(lookup) => {
                  onPanel(null)
                  onOpenLookup(lookup)
                }}
              />
            )}
          </Suspense>
        </div>
      ) : null}
    </div>
  )
}
