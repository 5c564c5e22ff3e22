import type { NameInTicket } from '../../shared/ticket/item-names-in-ticket'
import { flushSync } from 'react-dom'
import { useCallback, useMemo, useRef, useState } from 'react'
import type { ListFilters } from '../../shared/catalog'
import type { CatalogPrefs, SessionState } from '../../shared/ipc'
import type { LinkTarget } from '../../shared/links/catalog-link'
import type { CatalogNavigation } from '../catalogs/catalog-controls'
import { LinkRequests } from '../links/link-requests'
import { linkCatalog } from '../links/copy-link-button'
import { NoticesBanner } from '../ui/notices-banner'
import { UpdateBanner } from '../updates/update-banner'
import { FilterBar } from '../filters/filter-bar'
import { filterErrorsOf } from '../filters/filter-errors'
import { DEFAULT_LAYOUT, type LayoutPrefs } from '../../shared/layout'
import { useMediaQuery } from '../layout/use-media-query'
import { useOutageRecovery } from '../api/outage-recovery'
import { HeaderTools, type HeaderPanel } from '../watch/header-tools'
import { useOpenItemMemory } from '../recent/use-open-item-memory'
import { createOpenItemStore } from '../state/open-item-store'
import { OpenItemPane } from './open-item-pane'
import { useOpenItem } from './use-open-item'
import { useWatchEvents } from './api/use-watch-events'
import { ItemsHeader } from './items-header'
import { ItemsResults } from './items-results'
import { BulkLookupSlot } from './bulk-lookup-slot'
import { useListView } from './use-list-view'
import { useKeyboardShortcuts } from './use-keyboard-shortcuts'
import { ReplyTemplatesHost } from '../replies/reply-templates-host'
import { usePersistPrefs } from './use-persist-prefs'
import { useStableCallback } from '../ui/use-stable-callback'
import { useBulkOpening } from '../lookup/kept-lookup'
import { useArrivalTarget, useLinkTargetOpener } from './use-link-target-opener'
import './items-screen.css'

type Connected = Extract<SessionState, { connected: true }>

/** Below this width the detail pane overlays the table (items-screen.css uses the same 1100 px). */
const DRAWER_QUERY = '(max-width: 1100px)'

/**
 * The item screen once prefs are known: header, filters, the list (`useListView`,
 * `ItemsResults`), the bulk lookup and the detail pane, wired to keyboard shortcuts, links
 * and watch events.
 *
 * It re-renders with every page and filter change, so what does not show the list (header,
 * banners, filter bar, the open item's pane, the link and reply hosts) is memoised and gets
 * stable handlers: a new page re-renders the list, not them (what-renders.test.tsx).
 */
export function Workspace({
  session,
  initialPrefs,
  navigation,
  pendingTarget,
  onTargetOpened,
}: {
  readonly session: Connected
  readonly initialPrefs: CatalogPrefs
  readonly navigation: CatalogNavigation
  /** What a link asked to open here, when the window switched catalogs for it. */
  readonly pendingTarget: LinkTarget | null
  readonly onTargetOpened: () => void
}) {
  const catalog = session.catalog.baseUrl
  const view = useListView(catalog, initialPrefs)
  const { browse, params, list } = view
  useOutageRecovery()
  // The open item lives in its own store: opening one re-renders what shows it, not this.
  const [openItemStore] = useState(() => createOpenItemStore())
  const nameInputRef = useRef<HTMLInputElement>(null)
  const itemIdRef = useRef<HTMLInputElement>(null)
  const bulkOpening = useBulkOpening(catalog)
  const { bulk, open: openBulk, reopen: reopenBulk, close: closeBulk } = bulkOpening
  const findNamed = useCallback(
    (text: string, name: NameInTicket) => openBulk(text, undefined, name),
    [openBulk],
  )

  const [layout, setLayout] = useState<LayoutPrefs>(initialPrefs.layout ?? DEFAULT_LAYOUT)
  usePersistPrefs(catalog, params, view.current, initialPrefs, layout)
  const drawer = useMediaQuery(DRAWER_QUERY)

  const { openItem, openNamedItem } = useOpenItem(catalog, openItemStore, drawer)

  const [panel, setPanel] = useState<HeaderPanel>(null)
  useWatchEvents({ catalog, onRevealWatch: () => setPanel('watch') })
  const openTarget = useLinkTargetOpener(openNamedItem, openBulk, reopenBulk, closeBulk)
  useArrivalTarget(pendingTarget, openTarget, onTargetOpened)
  useOpenItemMemory(catalog, openItemStore, openItem)

  const closeDetail = useCallback(() => {
    const openId = openItemStore.get()
    if (openId === null) return false
    const row = document.querySelector<HTMLElement>(`tr[data-item-id="${openId}"]`)
    openItemStore.set(null)
    row?.focus()
    return true
  }, [openItemStore])

  // The list's filters and results give the lookup their room while it shows.
  const lookupShown = bulk !== null && !bulkOpening.minimized
  const { minimize: setLookupAside } = bulkOpening

  useKeyboardShortcuts({
    focusFilter: () => {
      // `/` goes to the list's filters: a lookup showing is set aside first, as with its button.
      if (lookupShown) flushSync(setLookupAside)
      nameInputRef.current?.focus()
    },
    focusItemId: () => itemIdRef.current?.focus(),
    closeDetail,
    previousPage: () => view.goToPage(view.shownPage - 1),
    nextPage: () => {
      if (!list.placeholder) view.goToPage(view.shownPage + 1)
    },
  })

  const applyFilters = useStableCallback((filters: ListFilters): boolean => {
    if (browse.applyFilters(filters)) return true
    // Applying the same filters again means "reload": the key would not change by itself.
    void list.query.refetch()
    return false
  })
  const setDetailWidth = useCallback(
    (detailWidth: number) => setLayout((current) => ({ ...current, detailWidth })),
    [],
  )
  const setDensity = useCallback(
    (density: LayoutPrefs['density']) => setLayout((current) => ({ ...current, density })),
    [],
  )
  const headerTools = useMemo(
    () => (
      <HeaderTools
        catalog={catalog}
        panel={panel}
        onPanel={setPanel}
        onOpenItem={openItem}
        onOpenLookup={reopenBulk}
      />
    ),
    [catalog, panel, openItem, reopenBulk],
  )

  return (
    <div className="items-screen">
      <ItemsHeader
        session={session}
        openItem={openItemStore}
        itemIdRef={itemIdRef}
        navigation={navigation}
        onOpenItem={openNamedItem}
        onLookUpSeveral={openBulk}
        onFindNamed={findNamed}
      >
        {headerTools}
      </ItemsHeader>
      <main className="items-screen__main">
        <UpdateBanner />
        <NoticesBanner />
        <FilterBar
          hidden={lookupShown}
          applied={params.filters}
          asking={browse.asking}
          serverErrors={filterErrorsOf(view.validation)}
          nameInputRef={nameInputRef}
          onApply={applyFilters}
        />
        <div className="items-screen__body">
          <BulkLookupSlot
            opening={bulkOpening}
            catalog={catalog}
            linkCatalog={linkCatalog(session.catalog)}
            openItem={openItemStore}
            onOpen={openItem}
          />
          <ItemsResults
            view={view}
            hidden={lookupShown}
            openItem={openItemStore}
            onOpen={openItem}
            onLookUp={openBulk}
            density={layout.density}
            onDensity={setDensity}
          />
          <OpenItemPane
            openItem={openItemStore}
            catalog={catalog}
            linkCatalog={linkCatalog(session.catalog)}
            width={layout.detailWidth}
            drawer={drawer}
            onWidth={setDetailWidth}
            onClose={closeDetail}
          />
        </div>
      </main>
      <ReplyTemplatesHost catalog={catalog} openItem={openItemStore} />
      <LinkRequests session={session} navigation={navigation} onOpen={openTarget} />
    </div>
  )
}
