import { useRef, useState } from 'react'
import { useQuery } from '@tanstack/react-query'
import { FormattedMessage, useIntl } from 'react-intl'
import type { KnownCatalog, RequestOf, SessionState } from '../../shared/ipc'
import type { AppError } from '../../shared/errors'
import { defineMessage, words, type Words } from '../../shared/i18n/words'
import { useWordText } from '../format/word-text'
import { normalizeBaseUrl } from '../../shared/base-url'
import { appErrorOf, toCatalogError } from '../api/catalog-error'
import { knownCatalogsOptions, policyOptions } from '../api/session-queries'
import { ErrorMessage } from '../ui/error-message'
import { NoticesBanner } from '../ui/notices-banner'
import { UpdateBanner } from '../updates/update-banner'
import { AboutLine } from '../ui/about-line'
import { useDropEndedSession } from './api/use-drop-ended-session'
import { ConnectForm, EXAMPLE_BASE_URL, type ConnectDraft, type ProblemField } from './connect-form'
import { KnownCatalogs } from './known-catalogs'
import { LeftCatalogOffer, type LeftCatalog } from '../catalogs/left-catalog-offer'
import { useConnectActions } from './use-connect-actions'
import { DEFAULT_ENVIRONMENT } from '../../shared/catalog/environments'
import type { ConnectIntent } from '../catalogs/connect-intent'
import './connect.css'

type ConnectRequest = RequestOf<'session:connect'>

/** What went wrong last, and where: a field typed wrong, or a request main refused. */
type Problem =
  | { readonly source: 'form'; readonly field: ProblemField; readonly message: Words }
  | {
      readonly source: 'request'
      readonly field: ProblemField
      readonly error: AppError
      /** Set for keychain_unavailable: the same connect, with the token kept in memory. */
      readonly inMemory?: ConnectRequest
    }

const PROBLEM_ID = 'connect-problem'

/** The field a failed connect most likely points at, so it is marked and focused. */
function fieldFor(error: AppError): ProblemField {
  switch (error.kind) {
    case 'invalid_url':
    case 'network':
    case 'timeout':
    case 'redirect':
    case 'bad_response':
    case 'not_found':
      return 'baseUrl'
    case 'unauthorized':
    case 'forbidden':
    case 'no_stored_token':
      return 'token'
    default:
      return null
  }
}

function initialBaseUrl(session: SessionState): string {
  if (session.connected) return session.catalog.demo ? '' : session.catalog.baseUrl
  return session.suggestedBaseUrl ?? ''
}

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
  const actions = useConnectActions()
  const [draft, setDraft] = useState<ConnectDraft>(() => ({
    baseUrl: intent ? intent.baseUrl : initialBaseUrl(session),
    token: '',
    remember: session.keychain.available,
    label: intent?.label ?? '',
    environment: intent?.environment ?? DEFAULT_ENVIRONMENT,
  }))
  const [problem, setProblem] = useState<Problem | null>(null)
  const [showLost, setShowLost] = useState(lostReason !== null)
  const tokenRef = useRef<HTMLInputElement>(null)
  const baseUrlRef = useRef<HTMLInputElement>(null)

  // Item data of the session that just ended must not outlive it in this window. (While a
  // catalog is still connected, Add catalog… ends nothing: its data stays.)
  useDropEndedSession(!session.connected)

  const focusField = (field: ProblemField) => {
    if (field === 'token') tokenRef.current?.focus()
    else if (field === 'baseUrl') baseUrlRef.current?.focus()
  }

  const fail = (error: unknown, inMemory?: ConnectRequest) => {
    const appError = toCatalogError(error).appError
    const field = fieldFor(appError)
    setProblem({
      source: 'request',
      field,
      error: appError,
      ...(appError.kind === 'keychain_unavailable' && inMemory ? { inMemory } : {}),
    })
    focusField(field)
  }

  const succeed = (next: SessionState) => {
    if (!next.connected) {
      setProblem({
        source: 'request',
        field: null,
        error: {
          kind: 'internal',
          message: words({
            id: 'connect.notConnected',
            defaultMessage: 'Main reported success but no catalog is connected. Try again.',
          }),
        },
      })
      return
    }
    onConnected(next)
  }

  const start = () => {
    setShowLost(false)
    setProblem(null)
  }

  const submit = (request?: ConnectRequest) => {
    start()
    if (!request) {
      const url = normalizeBaseUrl(draft.baseUrl)
      if (!url.ok) {
        setProblem({
          source: 'form',
          field: 'baseUrl',
          message:
            draft.baseUrl.trim() === ''
              ? words(
                  {
                    id: 'connect.noBaseUrl',
                    defaultMessage: 'Enter the base URL of the catalog, e.g. {example}.',
                  },
                  { example: EXAMPLE_BASE_URL },
                )
              : url.message,
        })
        focusField('baseUrl')
        return
      }
      if (draft.token.trim() === '') {
        setProblem({
          source: 'form',
          field: 'token',
          message: words({
            id: 'connect.noToken',
            defaultMessage: 'Enter the access token for this catalog.',
          }),
        })
        focusField('token')
        return
      }
      request = {
        baseUrl: url.baseUrl,
        token: draft.token.trim(),
        remember: session.keychain.available && draft.remember,
        label: draft.label.trim(),
        environment: draft.environment,
      }
    }
    const sent = request
    actions.connect.mutate(sent, {
      onSuccess: succeed,
      onError: (error) => fail(error, sent.remember ? { ...sent, remember: false } : undefined),
    })
  }

  const resume = (catalog: KnownCatalog) => {
    start()
    const askForToken = (error?: unknown) => {
      setDraft((current) => ({
        ...current,
        baseUrl: catalog.baseUrl,
        token: '',
        label: catalog.label,
        environment: catalog.environment,
      }))
      if (error) fail(error)
      else {
        setProblem({
          source: 'form',
          field: 'token',
          message: words(
            {
              id: 'connect.noSavedToken',
              defaultMessage: 'No token is saved for {catalog}. Enter its access token and press Connect.',
            },
            { catalog: catalog.label },
          ),
        })
      }
      focusField('token')
    }
    if (!catalog.hasStoredToken) {
      askForToken()
      return
    }
    actions.resume.mutate(catalog.baseUrl, {
      onSuccess: succeed,
      onError: (error) => (appErrorOf(error)?.kind === 'no_stored_token' ? askForToken(error) : fail(error)),
    })
  }

  const openDemo = () => {
    start()
    actions.openDemo.mutate(undefined, { onSuccess: succeed, onError: (error) => fail(error) })
  }

  const forget = (catalog: KnownCatalog) => {
    start()
    actions.forget.mutate(catalog.baseUrl, { onError: (error) => fail(error) })
  }

  const catalogs = known.data?.catalogs ?? []
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
          <LeftCatalogOffer left={left} catalogs={catalogs} busy={actions.busy} onResume={resume} />
        ) : null}
        {showLost && lostReason ? (
          <ErrorMessage error={lostReason} className="connect__lost">
            <p className="error-message__detail">
              <FormattedMessage
                id="connect.lostHint"
                defaultMessage="Connect again to continue; your filters and page are kept."
              />
            </p>
          </ErrorMessage>
        ) : null}
        <div className="connect__columns">
          <div className="connect__main">
            <ConnectForm
              draft={draft}
              keychain={session.keychain}
              busy={actions.busy}
              connecting={actions.connect.isPending || actions.resume.isPending}
              problemField={problem?.field ?? null}
              problemId={problem ? PROBLEM_ID : undefined}
              tokenRef={tokenRef}
              baseUrlRef={baseUrlRef}
              autoFocusToken={draft.baseUrl !== ''}
              onChange={setDraft}
              onSubmit={() => submit()}
            />
            {problem?.source === 'form' ? (
              <ErrorMessage
                id={PROBLEM_ID}
                title={intl.formatMessage(
                  problem.field === 'token'
                    ? defineMessage({
                        id: 'connect.tokenMissingTitle',
                        defaultMessage: 'The access token is missing',
                      })
                    : defineMessage({
                        id: 'connect.baseUrlUnusableTitle',
                        defaultMessage: 'This base URL cannot be used',
                      }),
                )}
                error={{ kind: 'invalid_url', message: problem.message }}
              />
            ) : null}
            {problem?.source === 'request' ? (
              <ErrorMessage error={problem.error} id={PROBLEM_ID}>
                {problem.inMemory ? (
                  <button
                    type="button"
                    className="button"
                    disabled={actions.busy}
                    onClick={() => submit(problem.inMemory)}
                  >
                    <FormattedMessage
                      id="connect.keepInMemory"
                      defaultMessage="Keep token in memory for this session"
                    />
                  </button>
                ) : null}
              </ErrorMessage>
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
                <button type="button" className="button" disabled={actions.busy} onClick={openDemo}>
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
              ) : catalogs.length === 0 ? (
                <p className="field__hint">
                  <FormattedMessage
                    id="connect.recentEmpty"
                    defaultMessage="Catalogs you connect to appear here for one-click access."
                  />
                </p>
              ) : (
                <KnownCatalogs catalogs={catalogs} busy={actions.busy} onResume={resume} onForget={forget} />
              )}
            </section>
          </aside>
        </div>
        <AboutLine />
      </div>
    </main>
  )
}
