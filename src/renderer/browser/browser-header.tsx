import type { ReactNode } from 'react'
import { useMutation } from '@tanstack/react-query'
import type { RefObject } from 'react'
import type { SessionState, TokenStorage } from '../../shared/ipc'
import { callCatalog } from '../api/call-catalog'
import { appErrorOf } from '../api/catalog-error'
import { ErrorMessage } from '../common/error-message'
import { KeyIcon } from '../common/icons'
import { OpenItemForm } from './open-item-form'

type Connected = Extract<SessionState, { connected: true }>

const STORAGE_TEXT: Readonly<Record<TokenStorage, string>> = {
  keychain: 'Token in system keychain',
  memory: 'Token in memory until quit',
  launch: 'Token from launch environment',
}

/**
 * The top bar: which catalog this is (and whether it is the demo), where its token lives,
 * Open item by ID, and Sign out (which deletes the stored token and returns to connect).
 */
export function BrowserHeader({
  session,
  openId,
  itemIdRef,
  onOpenItem,
  onLookUpSeveral,
  onSignedOut,
  children,
}: {
  readonly session: Connected
  readonly openId: number | null
  readonly itemIdRef?: RefObject<HTMLInputElement | null>
  readonly onOpenItem: (id: number) => void
  /** Opens the bulk lookup, with text that names several IDs (or empty). */
  readonly onLookUpSeveral: (text: string) => void
  readonly onSignedOut: (session: SessionState) => void
  /** Header tools of features (watched items, recent lookups), before Sign out. */
  readonly children?: ReactNode
}) {
  const signOut = useMutation({
    mutationFn: () => callCatalog((api) => api.signOut()),
    onSuccess: onSignedOut,
  })
  const failure = appErrorOf(signOut.error)
  const { catalog } = session
  return (
    <header className="topbar">
      <div className="topbar__catalog">
        <h1 className="topbar__app">Catalog Browser</h1>
        <span className="topbar__label truncate" title={catalog.baseUrl}>
          {catalog.label}
        </span>
        {catalog.demo ? <span className="tag tag--demo">Demo</span> : null}
        {catalog.demo ? null : (
          <span className="topbar__storage">
            <KeyIcon />
            {STORAGE_TEXT[session.tokenStorage]}
          </span>
        )}
      </div>
      <OpenItemForm openId={openId} inputRef={itemIdRef} onOpen={onOpenItem} onSeveral={onLookUpSeveral} />
      <button type="button" className="button" onClick={() => onLookUpSeveral('')}>
        Look up several
      </button>
      {children}
      <button
        type="button"
        className="button button--quiet"
        disabled={signOut.isPending}
        onClick={() => signOut.mutate()}
        title="End the session and delete the stored token"
      >
        Sign out
      </button>
      {failure ? (
        <div className="topbar__error">
          <ErrorMessage error={failure} />
        </div>
      ) : null}
    </header>
  )
}
