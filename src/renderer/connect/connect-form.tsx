import type { RefObject } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import type { Environment } from '../../shared/catalog/environments'
import { normalizeBaseUrl } from '../../shared/base-url'
import { withoutBearerPrefix } from '../../shared/bearer-prefix'
import type { KeychainStatus } from '../../shared/ipc'
import type { Words } from '../../shared/i18n/words'
import { useWordText } from '../format/word-text'
import { CatalogDetailsFields } from '../catalogs/catalog-details-fields'

/** What the form holds; the screen owns it so known catalogs and errors can prefill it. */
export interface ConnectDraft {
  readonly baseUrl: string
  readonly token: string
  readonly remember: boolean
  /** Optional: empty names the catalog after its address. */
  readonly label: string
  readonly environment: Environment
}

/** The base URL field's placeholder, and the example its empty-field message gives. */
export const EXAMPLE_BASE_URL = 'https://catalog.example.com'

/** Which field a problem belongs to, so it is marked invalid and described by the alert. */
export type ProblemField = 'baseUrl' | 'token' | null

/**
 * Base URL, Access token (masked), Remember token in system keychain, Connect.
 *
 * The checkbox is disabled, unchecked and explained when the keychain cannot be used:
 * the token then lives in memory for this session only, never in a file.
 */
export function ConnectForm({
  draft,
  keychain,
  busy,
  connecting,
  problemField,
  problemId,
  tokenAsk,
  tokenRef,
  baseUrlRef,
  autoFocusToken,
  onChange,
  onSubmit,
}: {
  readonly draft: ConnectDraft
  readonly keychain: KeychainStatus
  readonly busy: boolean
  readonly connecting: boolean
  readonly problemField: ProblemField
  readonly problemId: string | undefined
  /** What the token field waits for, said beside it as a note, not as an error. */
  readonly tokenAsk: Words | null
  readonly tokenRef: RefObject<HTMLInputElement | null>
  readonly baseUrlRef: RefObject<HTMLInputElement | null>
  /** Focus the token field first (the address is already filled in). */
  readonly autoFocusToken: boolean
  readonly onChange: (draft: ConnectDraft) => void
  readonly onSubmit: () => void
}) {
  const intl = useIntl()
  const wordText = useWordText()
  const describe = (field: ProblemField, hint: string) =>
    problemField === field && problemId ? `${hint} ${problemId}` : hint
  // How the address will be read, said while typing: a scheme added, an endpoint taken off.
  const reading = normalizeBaseUrl(draft.baseUrl)
  const notes = reading.ok ? reading.notes : []
  const removedPrefix = withoutBearerPrefix(draft.token).removedPrefix
  return (
    <form
      className="connect-form"
      aria-labelledby="connect-form-title"
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        onSubmit()
      }}
    >
      <h2 id="connect-form-title" className="section-title">
        <FormattedMessage id="connectForm.title" defaultMessage="Connect to a catalog" />
      </h2>
      <div className="field">
        <label htmlFor="connect-base-url" className="field__label">
          <FormattedMessage id="connectForm.baseUrl" defaultMessage="Base URL" />
        </label>
        <input
          ref={baseUrlRef}
          id="connect-base-url"
          autoFocus={!autoFocusToken}
          className="input"
          type="text"
          inputMode="url"
          autoComplete="url"
          spellCheck={false}
          placeholder={EXAMPLE_BASE_URL}
          value={draft.baseUrl}
          aria-invalid={problemField === 'baseUrl' || undefined}
          aria-describedby={describe(
            'baseUrl',
            notes.length > 0 ? 'connect-base-url-hint connect-base-url-reading' : 'connect-base-url-hint',
          )}
          onChange={(event) => onChange({ ...draft, baseUrl: event.target.value })}
        />
        <p id="connect-base-url-hint" className="field__hint">
          <FormattedMessage
            id="connectForm.baseUrlHint"
            defaultMessage={
              'The address of the Item Catalog Service, with any path prefix before <code>/v1</code>.'
            }
            values={{ code: (path) => <code>{path}</code> }}
          />
        </p>
        {notes.length > 0 ? (
          <p id="connect-base-url-reading" className="field__note" role="status">
            {notes.map(wordText).join(' ')}
          </p>
        ) : null}
      </div>
      <div className="field">
        <label htmlFor="connect-token" className="field__label">
          <FormattedMessage id="connectForm.token" defaultMessage="Access token" />
        </label>
        <input
          ref={tokenRef}
          id="connect-token"
          autoFocus={autoFocusToken}
          className="input"
          type="password"
          autoComplete="off"
          spellCheck={false}
          value={draft.token}
          aria-invalid={problemField === 'token' || undefined}
          aria-describedby={describe(
            'token',
            ['connect-token-hint', removedPrefix && 'connect-token-reading', tokenAsk && 'connect-token-ask']
              .filter(Boolean)
              .join(' '),
          )}
          onChange={(event) => onChange({ ...draft, token: event.target.value })}
        />
        <p id="connect-token-hint" className="field__hint">
          <FormattedMessage
            id="connectForm.tokenHint"
            defaultMessage="Sent only to this catalog, as a Bearer token. The app never shows it again."
          />
        </p>
        {tokenAsk ? (
          <p id="connect-token-ask" className="field__note" role="status">
            {wordText(tokenAsk)}
          </p>
        ) : null}
        {removedPrefix ? (
          <p id="connect-token-reading" className="field__note" role="status">
            <FormattedMessage
              id="connectForm.bearerRemoved"
              defaultMessage={'Took "Bearer " off the front: only the token itself is sent.'}
            />
          </p>
        ) : null}
      </div>
      <CatalogDetailsFields
        idPrefix="connect"
        label={draft.label}
        environment={draft.environment}
        onChange={(details) => onChange({ ...draft, ...details })}
      />
      <div className="field field--check">
        <input
          id="connect-remember"
          type="checkbox"
          className="checkbox"
          checked={keychain.available && draft.remember}
          disabled={!keychain.available}
          aria-describedby="connect-remember-hint"
          onChange={(event) => onChange({ ...draft, remember: event.target.checked })}
        />
        <label htmlFor="connect-remember">
          <FormattedMessage id="connectForm.remember" defaultMessage="Remember token in system keychain" />
        </label>
        <p id="connect-remember-hint" className="field__hint">
          {keychain.available ? (
            <FormattedMessage
              id="connectForm.rememberHint"
              defaultMessage="Next time the app connects straight away. Sign out deletes it again."
            />
          ) : (
            <FormattedMessage
              id="connectForm.noKeychain"
              defaultMessage={
                'The system keychain is not available ({reason}). The token will be kept in memory until the app quits, never written to disk.'
              }
              values={{ reason: keychain.reason }}
            />
          )}
        </p>
      </div>
      <div className="connect-form__actions">
        <button
          type="submit"
          className="button button--primary"
          disabled={busy}
          aria-busy={connecting || undefined}
        >
          {connecting ? <span className="spinner" aria-hidden="true" /> : null}
          <FormattedMessage id="connectForm.connect" defaultMessage="Connect" />
        </button>
        <span className="connect-form__status" role="status">
          {connecting
            ? intl.formatMessage({ id: 'connectForm.connecting', defaultMessage: 'Connecting…' })
            : ''}
        </span>
      </div>
    </form>
  )
}
