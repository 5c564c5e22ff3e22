import { ResumeButton } from './resume-button'
import { FormattedMessage, useIntl } from 'react-intl'
import type { KnownCatalog } from '../../shared/ipc'
import { defineMessage } from '../../shared/i18n/words'
import { formatRelative } from '../format/format-time'
import { useNow } from '../ui/use-now'
import { KeyIcon } from '../ui/icons'
import { EnvironmentTag } from '../catalogs/environment-tag'

/** Beside the key icon, one line with it. */
const TOKEN_SAVED = defineMessage({ id: 'knownCatalogs.tokenSaved', defaultMessage: 'token saved' })

/**
 * The agent's own catalogs, used before, most recent first, each one click away (the
 * organization's are listed apart: organization-catalogs.tsx).
 *
 * "Resume" reconnects with the token stored in the keychain; without a stored token it
 * fills in the address and asks for the token. Button names avoid the word "connect" so
 * the form's own Connect button stays the only one with that name.
 */
export function KnownCatalogs({
  catalogs,
  busy,
  onResume,
  onForget,
}: {
  readonly catalogs: readonly KnownCatalog[]
  readonly busy: boolean
  readonly onResume: (catalog: KnownCatalog) => void
  readonly onForget: (catalog: KnownCatalog) => void
}) {
  const intl = useIntl()
  const now = useNow()
  const sorted = [...catalogs].sort((a, b) => (b.lastUsedAt ?? '').localeCompare(a.lastUsedAt ?? ''))
  return (
    <ul className="known-catalogs">
      {sorted.map((catalog) => {
        const lastUsed = catalog.lastUsedAt ? new Date(catalog.lastUsedAt) : null
        return (
          <li key={catalog.baseUrl} className="known-catalog">
            <div className="known-catalog__text">
              <span className="known-catalog__label" title={catalog.baseUrl}>
                {catalog.label} <EnvironmentTag environment={catalog.environment} label={catalog.label} />
              </span>
              <span className="known-catalog__meta">
                {catalog.hasStoredToken ? (
                  <span
                    className="known-catalog__key"
                    title={intl.formatMessage({
                      id: 'knownCatalogs.tokenSavedTitle',
                      defaultMessage: 'A token for this catalog is in the system keychain',
                    })}
                  >
                    <KeyIcon /> <FormattedMessage {...TOKEN_SAVED} />
                  </span>
                ) : (
                  <FormattedMessage id="knownCatalogs.noSavedToken" defaultMessage="no saved token" />
                )}
                {lastUsed && !Number.isNaN(lastUsed.getTime()) ? (
                  <span title={catalog.lastUsedAt ?? undefined}>
                    <FormattedMessage
                      id="knownCatalogs.used"
                      defaultMessage={' · used {when}'}
                      values={{ when: formatRelative(lastUsed, now, intl.locale) }}
                    />
                  </span>
                ) : null}
              </span>
            </div>
            <ResumeButton
              label={catalog.label}
              className="button button--small"
              busy={busy}
              onResume={() => onResume(catalog)}
            />
            <button
              type="button"
              className="button button--small button--quiet"
              disabled={busy}
              aria-label={intl.formatMessage(
                { id: 'knownCatalogs.forgetLabel', defaultMessage: 'Forget {catalog}' },
                { catalog: catalog.label },
              )}
              title={intl.formatMessage({
                id: 'knownCatalogs.forgetTitle',
                defaultMessage: 'Remove from this list and delete its saved token',
              })}
              onClick={() => onForget(catalog)}
            >
              <FormattedMessage id="knownCatalogs.forget" defaultMessage="Forget" />
            </button>
          </li>
        )
      })}
    </ul>
  )
}
