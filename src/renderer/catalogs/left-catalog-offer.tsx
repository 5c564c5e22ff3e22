import { useEffect, useRef } from 'react'
import { FormattedMessage } from 'react-intl'
import type { KnownCatalog } from '../../shared/ipc'
import { hasUsableToken } from './catalog-switcher'

/** The catalog the agent just left from the Catalog menu, and how. */
export interface LeftCatalog {
  readonly baseUrl: string
  readonly label: string
  readonly how: 'signed out' | 'forgotten'
}

/**
 * After Sign out or Forget catalog, the connect screen would read as "start over" although
 * another catalog's token is still saved (or held for this run): this says what happened and
 * offers the most recently used catalog that can be resumed without typing a token, focused,
 * one Enter away.
 */
export function LeftCatalogOffer({
  left,
  catalogs,
  busy,
  onResume,
}: {
  readonly left: LeftCatalog
  readonly catalogs: readonly KnownCatalog[]
  readonly busy: boolean
  readonly onResume: (catalog: KnownCatalog) => void
}) {
  const next = [...catalogs]
    .filter((catalog) => hasUsableToken(catalog) && catalog.baseUrl !== left.baseUrl)
    .sort((a, b) => (b.lastUsedAt ?? '').localeCompare(a.lastUsedAt ?? ''))[0]
  const buttonRef = useRef<HTMLButtonElement>(null)
  const offered = next?.baseUrl
  useEffect(() => {
    if (offered !== undefined) buttonRef.current?.focus()
  }, [offered])
  return (
    <div className="connect__left" role="status">
      <p>
        <FormattedMessage
          id="catalogs.left"
          defaultMessage={
            '{how, select, signedOut {Signed out of {catalog}.} other {{catalog} was forgotten.}} {resumable, select, yes {{next} still has its token.} other {No other catalog has a token to resume with.}}'
          }
          values={{
            how: left.how === 'signed out' ? 'signedOut' : 'forgotten',
            catalog: left.label,
            resumable: next ? 'yes' : 'no',
            next: next?.label ?? '',
          }}
        />
      </p>
      {next ? (
        <button
          ref={buttonRef}
          type="button"
          className="button button--primary"
          disabled={busy}
          onClick={() => onResume(next)}
        >
          <FormattedMessage
            id="catalogs.left.continue"
            defaultMessage={'Continue with {catalog}'}
            values={{ catalog: next.label }}
          />
        </button>
      ) : null}
    </div>
  )
}
