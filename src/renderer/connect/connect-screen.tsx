import { useQuery } from '@tanstack/react-query'
import { FormattedMessage, useIntl } from 'react-intl'
import type { SessionState } from '../../shared/ipc'
import type { AppError } from '../../shared/errors'
import { defineMessage, words } from '../../shared/i18n/words'
import { useWordText } from '../format/word-text'
import { appErrorOf } from '../api/catalog-error'
import { knownCatalogsOptions, policyOptions } from '../api/session-queries'
import { ErrorMessage } from '../ui/error-message'
import { NoticesBanner } from '../ui/notices-banner'
import { UpdateBanner } from '../updates/update-banner'
import { AboutLine } from '../ui/about-line'
import { useDropEndedSession } from './api/use-drop-ended-session'
import { ConnectForm } from './connect-form'
import { KnownCatalogs } from './known-catalogs'
import { OrganizationCatalogs } from './organization-catalogs'
import { RequestProblem } from './request-problem'
import { hasUsableToken } from '../catalogs/catalog-switcher'
import { LeftCatalogOffer, type LeftCatalog } from '../catalogs/left-catalog-offer'
import { useConnectFlow } from './use-connect-flow'
import type { ConnectIntent } from '../catalogs/connect-intent'
import './connect.css'

const PROBLEM_ID = 'connect-problem'

/**
 * The first screen: connect with a base URL and token, reopen a known catalog, or start
 * the demo. Every failure is explained next to the form with what to do next.
 */
export function ConnectScreen({
  session,
  lostReason,
  intent = null,
  onConnected,
  onBack,
  backLabel,
  left = null,
}: {
  readonly session: SessionState
  /** The catalog just signed out of or forgotten, when that is how this screen came up. */
  readonly left?: LeftCatalog | null
  /** Why the previous session ended (the catalog rejected the token), if it did. */
  readonly lostReason: AppError | null
  /** Shown while a catalog is connected: for which catalog, and why (Add catalog…, a link). */
  readonly intent?: ConnectIntent | null
  readonly onConnected: (session: SessionState) => void
  /** Back to the connected catalog, when there is one. */
  readonly onBack?: (() => void) | undefined
  readonly backLabel?: string | undefined
}) {
  const intl = useIntl()
  const wordText = useWordText()
  const known = useQuery(knownCatalogsOptions)
  const policy = useQuery(policyOptions)
  // Offered unless the policy says otherwise; not shown while main has yet to say.
  const demoOffered = policy.isError || policy.data?.demoCatalog === true
  const flow = useConnectFlow({ session, intent, lostReason, onConnected })
  const { actions, problem } = flow

  // Item data of the session that just ended must not outlive it in this window. (While a
  // catalog is still connected, Add catalog… ends nothing: its data stays.)
  useDropEndedSession(!session.connected)

  const catalogs = known.data?.catalogs ?? []
  // The policy's catalogs have a section of their own, in IT's order; Recent catalogs are the
  // agent's own (those the policy sets are never "recent" for not having been used).
  const organization = catalogs
    .filter((catalog) => catalog.managed)
    .sort((a, b) => (a.managed?.order ?? 0) - (b.managed?.order ?? 0))
  const own = catalogs.filter((catalog) => !catalog.managed)
  const first = organization[0]
  const openRow = flow.chosen ?? (flow.offersFirst && first && !hasUsableToken(first) ? first.baseUrl : null)
  const rowProblem =
    problem?.source === 'request' && problem.at !== undefined ? { ...problem, baseUrl: problem.at } : null
  const formProblem = rowProblem === null ? problem : null
  // What the token field waits for is said beside it; only a fault marks a field invalid.
  const tokenAsk = formProblem?.source === 'ask' ? formProblem.message : null
  const formFault = tokenAsk === null ? formProblem : null
  return (
    <main className="connect">
      <div className="connect__card">
        <header className="connect__header">
          <h1 className="connect__title">
            <FormattedMessage id="app.name" defaultMessage="Catalog Browser" />
          </h1>
          <p className="connect__lead">
            <FormattedMessage
              id="connect.lead"
              defaultMessage="Look up catalog items and where their delivery stands."
            />
          </p>
        </header>
        {onBack ? (
          <button type="button" className="button button--quiet connect__back" onClick={onBack}>
            {backLabel ? (
              <FormattedMessage
                id="connect.back"
                defaultMessage={'← Back to {catalog}'}
                values={{ catalog: backLabel }}
              />
            ) : (
              <FormattedMessage id="connect.backToCatalog" defaultMessage="← Back to the catalog" />
            )}
          </button>
        ) : null}
        <UpdateBanner />
        <NoticesBanner />
        {intent?.reason ? (
          <p className="connect__intent" role="status">
            {wordText(intent.reason)}
          </p>
        ) : null}
        {left && !session.connected && catalogs.length > 0 ? (
          <LeftCatalogOffer left={left} catalogs={catalogs} busy={actions.busy} onResume={flow.resume} />
        ) : null}
        {flow.showLost && lostReason ? (
          <ErrorMessage error={lostReason} className="connect__lost">
            <p className="error-message__detail">
              <FormattedMessage
                id="connect.lostHint"
                defaultMessage="Connect again to continue; your filters and page are kept."
              />
            </p>
          </ErrorMessage>
        ) : null}
        {organization.length > 0 ? (
          <OrganizationCatalogs
            catalogs={organization}
            open={openRow}
            focusRequest={flow.focusRequest}
            yieldFocusFrom={flow.baseUrlRef}
            keychain={session.keychain}
            busy={actions.busy}
            problem={rowProblem}
            onChoose={flow.choose}
            onResume={flow.resume}
            onConnect={flow.connectAt}
          />
        ) : null}
        <div className="connect__columns">
          <div className="connect__main">
            <ConnectForm
              draft={flow.draft}
              keychain={session.keychain}
              busy={actions.busy}
              connecting={actions.connect.isPending || actions.resume.isPending}
              problemField={formFault?.field ?? null}
              problemId={formFault ? PROBLEM_ID : undefined}
              tokenAsk={tokenAsk}
              tokenRef={flow.tokenRef}
              baseUrlRef={flow.baseUrlRef}
              autoFocusToken={flow.draft.baseUrl !== ''}
              onChange={flow.setDraft}
              onSubmit={() => flow.submit()}
            />
            {formProblem?.source === 'form' ? (
              <ErrorMessage
                id={PROBLEM_ID}
                title={intl.formatMessage(
                  formProblem.field === 'token'
                    ? defineMessage({
                        id: 'connect.tokenMissingTitle',
                        defaultMessage: 'The access token is missing',
                      })
                    : defineMessage({
                        id: 'connect.baseUrlUnusableTitle',
                        defaultMessage: 'This base URL cannot be used',
                      }),
                )}
                error={{ kind: 'invalid_url', message: formProblem.message }}
              />
            ) : null}
            {formProblem?.source === 'request' ? (
              <RequestProblem
                id={PROBLEM_ID}
                error={formProblem.error}
                busy={actions.busy}
                onKeepInMemory={formProblem.inMemory ? () => flow.submit(formProblem.inMemory) : undefined}
              />
            ) : null}
          </div>
          <aside
            className="connect__side"
            aria-label={intl.formatMessage({ id: 'connect.otherWays', defaultMessage: 'Other ways in' })}
          >
            {demoOffered ? (
              <section className="connect-demo" aria-labelledby="connect-demo-title">
                <h2 id="connect-demo-title" className="section-title">
                  <FormattedMessage id="connect.demoTitle" defaultMessage="No catalog at hand?" />
                </h2>
                <p className="connect-demo__text">
                  <FormattedMessage
                    id="connect.demoText"
                    defaultMessage="A sample catalog that runs inside the app, to try things out. No token needed."
                  />
                </p>
                <button type="button" className="button" disabled={actions.busy} onClick={flow.openDemo}>
                  {actions.openDemo.isPending ? <span className="spinner" aria-hidden="true" /> : null}
                  <FormattedMessage id="connect.openDemo" defaultMessage="Open demo catalog" />
                </button>
              </section>
            ) : null}
            <section className="connect-known" aria-labelledby="connect-known-title">
              <h2 id="connect-known-title" className="section-title">
                <FormattedMessage id="connect.recentTitle" defaultMessage="Recent catalogs" />
              </h2>
              {known.isError ? (
                <p className="field__hint">
                  <FormattedMessage
                    id="connect.recentUnreadable"
                    defaultMessage={'The list of recent catalogs could not be read: {reason}'}
                    values={{
                      reason: wordText(
                        appErrorOf(known.error)?.message ??
                          words({
                            id: 'error.internal',
                            defaultMessage:
                              'Something went wrong inside Catalog Browser. Try again; if it keeps happening, restart the app.',
                          }),
                      ),
                    }}
                  />
                </p>
              ) : own.length === 0 ? (
                <p className="field__hint">
                  <FormattedMessage
                    id="connect.recentEmpty"
                    defaultMessage="Catalogs you connect to appear here for one-click access."
                  />
                </p>
              ) : (
                <KnownCatalogs
                  catalogs={own}
                  busy={actions.busy}
                  onResume={flow.resume}
                  onForget={flow.forget}
                />
              )}
            </section>
          </aside>
        </div>
        <AboutLine />
      </div>
    </main>
  )
}
