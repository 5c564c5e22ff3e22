import type { NameInTicket } from '../../shared/ticket/item-names-in-ticket'
import { memo, type ReactNode, type RefObject } from 'react'
import { FormattedMessage } from 'react-intl'
import type { SessionState } from '../../shared/ipc'
import { CatalogControls, type CatalogNavigation } from '../catalogs/catalog-controls'
import { EnvironmentTag } from '../catalogs/environment-tag'
import { KeyIcon } from '../ui/icons'
import { OpenItemForm } from './open-item-form'
import type { OpenItemStore } from '../state/open-item-store'
import { TOKEN_STORAGE_NAMES } from '../../shared/token-storage'

type Connected = Extract<SessionState, { connected: true }>

/**
 * The top bar: which catalog this is (the `Catalog` switcher, with Sign out and Forget
 * behind confirmations), whether it is production, the demo or where its token lives, and
 * Open item by ID. A production catalog marks the whole bar, not only a tag.
 */
export const ItemsHeader = memo(function ItemsHeader({
  session,
  openItem,
  itemIdRef,
  navigation,
  onOpenItem,
  onLookUpSeveral,
  onFindNamed,
  children,
}: {
  readonly session: Connected
  readonly openItem: OpenItemStore
  readonly itemIdRef?: RefObject<HTMLInputElement | null>
  readonly navigation: CatalogNavigation
  readonly onOpenItem: (id: number) => void
  /** Opens the bulk lookup, with text that names several IDs (or empty). */
  readonly onLookUpSeveral: (text: string) => void
  /** Opens the bulk lookup finding every item of a name the text gives instead of an ID. */
  readonly onFindNamed: (text: string, name: NameInTicket) => void
  /** Header tools of features (watched items, recent lookups). */
  readonly children?: ReactNode
}) {
  const { catalog } = session
  return (
    <header className={`topbar topbar--${catalog.environment}`}>
      <div className="topbar__catalog">
        <h1 className="topbar__app">
          <FormattedMessage id="app.name" defaultMessage="Catalog Browser" />
        </h1>
        <CatalogControls session={session} navigation={navigation} />
        <EnvironmentTag environment={catalog.environment} label={catalog.label} />
        {catalog.demo ? (
          <span className="tag tag--demo">
            <FormattedMessage id="items.header.demo" defaultMessage="Demo" />
          </span>
        ) : null}
        {catalog.demo ? null : (
          <span className="topbar__storage">
            <KeyIcon />
            <FormattedMessage {...TOKEN_STORAGE_NAMES[session.tokenStorage]} />
          </span>
        )}
      </div>
      <OpenItemForm
        openItem={openItem}
        inputRef={itemIdRef}
        onOpen={onOpenItem}
        onSeveral={onLookUpSeveral}
        onFindNamed={onFindNamed}
      />
      <button type="button" className="button" onClick={() => onLookUpSeveral('')}>
        <FormattedMessage id="items.header.lookUpSeveral" defaultMessage="Look up several" />
      </button>
      {children}
    </header>
  )
})
