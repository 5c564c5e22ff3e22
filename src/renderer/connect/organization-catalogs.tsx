import { ResumeButton } from './resume-button'
import { useEffect, useId, useRef, useState, type RefObject } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import type { AppError } from '../../shared/errors'
import type { KeychainStatus, KnownCatalog, RequestOf } from '../../shared/ipc'
import { hasUsableToken } from '../catalogs/catalog-switcher'
import { EnvironmentTag } from '../catalogs/environment-tag'
import { RequestProblem } from './request-problem'
import './organization-catalogs.css'

type ConnectRequest = RequestOf<'session:connect'>

/** A request that failed for one of these catalogs, said in its own row. */
export interface RowProblem {
  readonly baseUrl: string
  readonly error: AppError
  readonly inMemory?: ConnectRequest | undefined
}

/**
 * The catalogs the organization's policy sets, under `Set by your organization`, in the
 * policy's order: a list of its own, apart from the catalogs the agent used (Recent catalogs).
 * Each agent signs in to them with their own token, and the token is asked for where the
 * catalog is, calmly: a catalog that never had a token is no error. One row at a time has its
 * token box open; on a first start, the first catalog's, focused.
 */
export function OrganizationCatalogs({
  catalogs,
  open,
  focusRequest,
  yieldFocusFrom,
  keychain,
  busy,
  problem,
  onChoose,
  onResume,
  onConnect,
}: {
  readonly catalogs: readonly KnownCatalog[]
  /** The base URL of the catalog whose token box is open, if any. */
  readonly open: string | null
  /**
   * Counts the times the open box is to take focus (the agent chose it, or its sign-in failed);
   * 0 while it is the one a first start opened, which takes focus only where none was put.
   */
  readonly focusRequest: number
  /** The screen's own first focus, which the first catalog's token box takes over while untouched. */
  readonly yieldFocusFrom: RefObject<HTMLInputElement | null>
  readonly keychain: KeychainStatus
  readonly busy: boolean
  readonly problem: RowProblem | null
  readonly onChoose: (catalog: KnownCatalog) => void
  readonly onResume: (catalog: KnownCatalog) => void
  readonly onConnect: (catalog: KnownCatalog, request: ConnectRequest) => void
}) {
  const intl = useIntl()
  return (
    <section className="connect-organization" aria-labelledby="connect-organization-title">
      <h2 id="connect-organization-title" className="section-title">
        <FormattedMessage id="policy.setByOrganization" defaultMessage="Set by your organization" />
      </h2>
      <ul className="organization-catalogs">
        {catalogs.map((catalog) => {
          const connectLabel = intl.formatMessage(
            { id: 'organizationCatalogs.connectLabel', defaultMessage: 'Connect to {catalog}' },
            { catalog: catalog.label },
          )
          const isOpen = catalog.baseUrl === open
          return (
            <li key={catalog.baseUrl} className="organization-catalog">
              <div className="organization-catalog__head">
                <span className="organization-catalog__label" title={catalog.label}>
                  {catalog.label}
                </span>
                <EnvironmentTag environment={catalog.environment} label={catalog.label} />
                <span className="organization-catalog__address" title={catalog.baseUrl}>
                  {catalog.baseUrl}
                </span>
                {isOpen ? null : hasUsableToken(catalog) ? (
                  <ResumeButton
                    label={catalog.label}
                    className="button button--small organization-catalog__action"
                    busy={busy}
                    onResume={() => onResume(catalog)}
                  />
                ) : (
                  <button
                    type="button"
                    className="button button--small organization-catalog__action"
                    disabled={busy}
                    aria-label={connectLabel}
                    onClick={() => onChoose(catalog)}
                  >
                    <FormattedMessage id="connectForm.connect" defaultMessage="Connect" />
                  </button>
                )}
              </div>
              {isOpen ? (
                <TokenBox
                  catalog={catalog}
                  connectLabel={connectLabel}
                  focusRequest={focusRequest}
                  yieldFocusFrom={yieldFocusFrom}
                  keychain={keychain}
                  busy={busy}
                  problem={problem?.baseUrl === catalog.baseUrl ? problem : null}
                  onConnect={(request) => onConnect(catalog, request)}
                />
              ) : null}
            </li>
          )
        })}
      </ul>
    </section>
  )
}

/** Whether focus is where the screen put it by itself: nowhere, or in the still empty Base URL. */
function focusIsUntouched(screenFirst: HTMLInputElement | null): boolean {
  const active = document.activeElement
  return active === null || active === document.body || (active === screenFirst && screenFirst.value === '')
}

/** The open row's own sign-in: its token, whether to remember it, Connect, and what went wrong. */
function TokenBox({
  catalog,
  connectLabel,
  focusRequest,
  yieldFocusFrom,
  keychain,
  busy,
  problem,
  onConnect,
}: {
  readonly catalog: KnownCatalog
  readonly connectLabel: string
  readonly focusRequest: number
  readonly yieldFocusFrom: RefObject<HTMLInputElement | null>
  readonly keychain: KeychainStatus
  readonly busy: boolean
  readonly problem: RowProblem | null
  readonly onConnect: (request: ConnectRequest) => void
}) {
  const intl = useIntl()
  const id = useId()
  const [token, setToken] = useState('')
  const [remember, setRemember] = useState(keychain.available)
  const [empty, setEmpty] = useState(false)
  const inputRef = useRef<HTMLInputElement>(null)

  useEffect(() => {
    // Asked for: always. Opened by a first start: only while focus is where the screen put it.
    if (focusRequest > 0 || focusIsUntouched(yieldFocusFrom.current)) inputRef.current?.focus()
  }, [focusRequest, yieldFocusFrom])

  const hintId = `${id}-hint`
  const problemId = `${id}-problem`
  return (
    <form
      className="organization-catalog__sign-in"
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        const typed = token.trim()
        setEmpty(typed === '')
        if (typed === '') {
          inputRef.current?.focus()
          return
        }
        onConnect({
          baseUrl: catalog.baseUrl,
          token: typed,
          remember: keychain.available && remember,
          label: catalog.label,
          environment: catalog.environment,
        })
      }}
    >
      <label htmlFor={`${id}-token`} className="field__label">
        <FormattedMessage id="connectForm.token" defaultMessage="Access token" />
      </label>
      <div className="organization-catalog__token-row">
        <input
          ref={inputRef}
          id={`${id}-token`}
          className="input"
          type="password"
          autoComplete="off"
          spellCheck={false}
          value={token}
          aria-label={intl.formatMessage(
            { id: 'organizationCatalogs.tokenLabel', defaultMessage: 'Access token for {catalog}' },
            { catalog: catalog.label },
          )}
          aria-invalid={empty || problem !== null || undefined}
          aria-describedby={problem ? `${hintId} ${problemId}` : hintId}
          onChange={(event) => setToken(event.target.value)}
        />
        <button type="submit" className="button button--primary" disabled={busy} aria-label={connectLabel}>
          <FormattedMessage id="connectForm.connect" defaultMessage="Connect" />
        </button>
      </div>
      <p id={hintId} className="field__hint">
        {hasUsableToken(catalog) ? (
          <FormattedMessage
            id="connectForm.tokenHint"
            defaultMessage="Sent only to this catalog, as a Bearer token. The app never shows it again."
          />
        ) : (
          <FormattedMessage
            id="organizationCatalogs.askToken"
            defaultMessage="No token is saved for this catalog yet. Enter your access token for it."
          />
        )}
      </p>
      <div className="field--check">
        <input
          id={`${id}-remember`}
          type="checkbox"
          className="checkbox"
          checked={keychain.available && remember}
          disabled={!keychain.available}
          onChange={(event) => setRemember(event.target.checked)}
        />
        <label htmlFor={`${id}-remember`}>
          <FormattedMessage id="connectForm.remember" defaultMessage="Remember token in system keychain" />
        </label>
      </div>
      {problem ? (
        <RequestProblem
          id={problemId}
          error={problem.error}
          busy={busy}
          onKeepInMemory={problem.inMemory ? () => onConnect(problem.inMemory as ConnectRequest) : undefined}
        />
      ) : null}
    </form>
  )
}
