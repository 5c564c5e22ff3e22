import { useRef, useState } from 'react'
import type { KnownCatalog, RequestOf, SessionState } from '../../shared/ipc'
import type { AppError } from '../../shared/errors'
import { words, type Words } from '../../shared/i18n/words'
import { normalizeBaseUrl } from '../../shared/base-url'
import { appErrorOf, toCatalogError } from '../api/catalog-error'
import { EXAMPLE_BASE_URL, type ConnectDraft, type ProblemField } from './connect-form'
import { useConnectActions } from './use-connect-actions'
import { DEFAULT_ENVIRONMENT } from '../../shared/catalog/environments'
import type { ConnectIntent } from '../catalogs/connect-intent'
import { hasUsableToken } from '../catalogs/catalog-switcher'

type ConnectRequest = RequestOf<'session:connect'>

/** What went wrong last, and where: a field typed wrong, or a request main refused. */
type Problem =
  | { readonly source: 'form'; readonly field: ProblemField; readonly message: Words }
  /** Not a fault: what the token field waits for (a catalog resumed that has no saved token). */
  | { readonly source: 'ask'; readonly field: 'token'; readonly message: Words }
  | {
      readonly source: 'request'
      readonly field: ProblemField
      readonly error: AppError
      /** Set for keychain_unavailable: the same connect, with the token kept in memory. */
      readonly inMemory?: ConnectRequest
      /** The organization's catalog whose own row it is said in; absent: the form's. */
      readonly at?: string
    }

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
 * What the connect screen does with what the person typed or picked: checks the draft, sends
 * connect / resume / demo / forget to main, and turns each failure into a problem next to the
 * field it points at. Its own piece so the screen is only layout, and this behaviour reads
 * (and changes) in one place.
 */
export function useConnectFlow({
  session,
  intent,
  lostReason,
  onConnected,
}: {
  readonly session: SessionState
  readonly intent: ConnectIntent | null
  readonly lostReason: AppError | null
  readonly onConnected: (session: SessionState) => void
}) {
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
  // The organization's catalog whose token box is open: the agent's choice, or on a first start
  // (nothing of its own to offer: no link, no address) the policy's first (organization-catalogs.tsx).
  const [chosen, setChosen] = useState<string | null>(null)
  const [offersFirst] = useState(() => intent === null && initialBaseUrl(session) === '')
  const [focusRequest, setFocusRequest] = useState(0)
  const tokenRef = useRef<HTMLInputElement>(null)
  const baseUrlRef = useRef<HTMLInputElement>(null)

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

  /** Opens `catalog`'s own token box (an organization's catalog), focused. */
  const openTokenBox = (catalog: KnownCatalog) => {
    setChosen(catalog.baseUrl)
    setFocusRequest((count) => count + 1)
  }

  /** A request for an organization's catalog that failed: said in its row, its token box open. */
  const failAt = (catalog: KnownCatalog, error: unknown, inMemory?: ConnectRequest) => {
    const appError = toCatalogError(error).appError
    setProblem({
      source: 'request',
      field: 'token',
      error: appError,
      at: catalog.baseUrl,
      ...(appError.kind === 'keychain_unavailable' && inMemory ? { inMemory } : {}),
    })
    openTokenBox(catalog)
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

  /** An organization's catalog chosen: its token asked for in its row, no error. */
  const choose = (catalog: KnownCatalog) => {
    start()
    openTokenBox(catalog)
  }

  /** Connect to an organization's catalog from its row, with the token typed there. */
  const connectAt = (catalog: KnownCatalog, request: ConnectRequest) => {
    start()
    actions.connect.mutate(request, {
      onSuccess: succeed,
      onError: (error) =>
        failAt(catalog, error, request.remember ? { ...request, remember: false } : undefined),
    })
  }

  const resume = (catalog: KnownCatalog) => {
    start()
    if (catalog.managed) {
      if (!hasUsableToken(catalog)) openTokenBox(catalog)
      else
        actions.resume.mutate(catalog.baseUrl, {
          onSuccess: succeed,
          onError: (error) => failAt(catalog, error),
        })
      return
    }
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
          source: 'ask',
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

  return {
    actions,
    draft,
    setDraft,
    problem,
    showLost,
    tokenRef,
    baseUrlRef,
    submit,
    resume,
    choose,
    connectAt,
    /** The organization's catalog whose token box is open, if the agent chose one. */
    chosen,
    /** Whether the first organization's catalog is offered open: a first start, nothing else to offer. */
    offersFirst,
    focusRequest,
    openDemo,
    forget,
  }
}
