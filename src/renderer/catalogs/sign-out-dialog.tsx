import { useQuery } from '@tanstack/react-query'
import { FormattedMessage, useIntl } from 'react-intl'
import type { AppError } from '../../shared/errors'
import type { CatalogRef, TokenStorage } from '../../shared/ipc'
import { knownCatalogsOptions } from '../api/session-queries'
import { hasUsableToken } from './catalog-switcher'
import { LeaveCatalogDialog } from './leave-catalog-dialog'

/** Other catalogs named in the sentence; past these, it says how many more. */
const NAMED_OTHERS = 3

/**
 * `Sign out?`: ends the session, deletes this catalog's token and takes its ticket off the
 * window, only when confirmed. It says plainly which other catalogs stay signed in (their
 * tokens kept, a ticket open in them too) and, when there are any, offers to sign out of all
 * of them at once: what an agent leaving a shared computer needs.
 */
export function SignOutDialog({
  catalog,
  tokenStorage,
  busy,
  error,
  onConfirm,
  onCancel,
}: {
  readonly catalog: CatalogRef
  readonly tokenStorage: TokenStorage
  readonly busy: boolean
  readonly error: AppError | null
  /** `everywhere`: Sign out of all catalogs. */
  readonly onConfirm: (everywhere: boolean) => void
  readonly onCancel: () => void
}) {
  const intl = useIntl()
  const known = useQuery(knownCatalogsOptions)
  const others = (known.data?.catalogs ?? []).filter(
    (other) => hasUsableToken(other) && other.baseUrl !== catalog.baseUrl,
  )
  const named = others.slice(0, NAMED_OTHERS).map((other) => other.label)
  const more = others.length - named.length
  const names = intl.formatList(
    more > 0
      ? [
          ...named,
          intl.formatMessage(
            { id: 'signOut.othersMore', defaultMessage: '{count, plural, one {# more} other {# more}}' },
            { count: more },
          ),
        ]
      : named,
    { type: 'conjunction' },
  )
  return (
    <LeaveCatalogDialog
      catalog={catalog}
      title={intl.formatMessage({ id: 'catalogs.signOut.title', defaultMessage: 'Sign out?' })}
      confirmLabel={intl.formatMessage({ id: 'catalogs.signOut', defaultMessage: 'Sign out' })}
      sentence={(values) => (
        <FormattedMessage
          id="catalogs.signOut.text"
          defaultMessage={
            'You will be signed out of <strong>{catalog}</strong> ({baseUrl}). {token, select, demo {The demo catalog stops; it needs no token.} keychain {Its stored token will be deleted from the system keychain; to connect again you will need to paste the token again.} memory {The token kept in memory for it will be forgotten; to connect again you will need to paste the token again.} other {The token from the launch environment will be forgotten for the rest of this run.}}'
          }
          values={{ ...values, token: catalog.demo ? 'demo' : tokenStorage }}
        />
      )}
      also={
        others.length > 0
          ? [
              {
                label: <FormattedMessage id="signOut.all" defaultMessage="Sign out of all catalogs" />,
                onClick: () => onConfirm(true),
                tone: 'danger',
              },
            ]
          : []
      }
      busy={busy}
      error={error}
      onConfirm={() => onConfirm(false)}
      onCancel={onCancel}
    >
      <p>
        <FormattedMessage
          id="signOut.ticket"
          defaultMessage="What you worked on in it is cleared: the ticket on screen (its text, its results, your choices for its errors, the customer's name) and its Recent lookups."
        />
      </p>
      {/* Said only once it is known: a guess here would send an agent away still signed in. */}
      {known.data ? (
        <p>
          {others.length > 0 ? (
            <FormattedMessage
              id="signOut.othersSignedIn"
              defaultMessage={
                '{count, plural, one {You stay signed in to # other catalog, {names}: its token and any ticket open in it are kept.} other {You stay signed in to # other catalogs, {names}: their tokens and any ticket open in them are kept.}} Sign out of all catalogs ends those too, and clears what you worked on in each. To change catalogs, choose one in the Catalog menu instead.'
              }
              values={{ count: others.length, names }}
            />
          ) : (
            <FormattedMessage id="signOut.noOthers" defaultMessage="No other catalog is signed in." />
          )}
        </p>
      ) : null}
    </LeaveCatalogDialog>
  )
}
