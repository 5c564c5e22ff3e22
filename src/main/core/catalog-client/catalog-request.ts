import type { z } from 'zod'
import { fail, ok, type AppError, type Result } from '../../../shared/errors'
import { words } from '../../../shared/i18n/words'
import { firstIssue } from '../zod-issue'
import { attemptSignal, type AttemptSignal } from './attempt-signal'
import { fetchFailureToError } from './network-errors'
import { discardBody, readBodyText } from './read-body'
import type { RequestContext } from './request-context'
import { parseRetryAfter } from './retry-after'
import { errorForStatus } from './status-errors'
import { redactParsedJson } from '../redaction/parsed-json'
import { holdsSecret, spelledSecret } from '../redaction/secret-spellings'

/**
 * One GET against the catalog: headers, timeout, no redirects, status mapping, and a zod
 * check of the answer. Retrying is the caller's business (see retry.ts).
 */
export interface CatalogGet<T> {
  /** Always built from the configured base URL, never from anything the server sent. */
  readonly url: URL
  readonly token: string
  readonly schema: z.ZodType<T>
  readonly context: RequestContext
  readonly fetch: typeof fetch
  /** Aborted when a newer request supersedes this one or the session ends. */
  readonly signal?: AbortSignal
}

const MAX_LOCATION_LENGTH = 2048

/**
 * Where a redirect points, without its query or fragment: that is where a server would put a
 * token or session id, and the person only needs the address to fix the base URL.
 */
function withoutQuery(target: URL | null, raw: string): string {
  // Stryker disable next-line StringLiteral: split always returns at least one element, so the fallback is for the type checker
  if (target === null) return raw.split(/[?#]/, 1)[0] ?? ''
  return `${target.origin}${target.pathname}`
}

function redirectError(response: Response, request: CatalogGet<unknown>): AppError {
  const raw = response.headers.get('location')
  let target: URL | null
  try {
    // Stryker disable next-line ConditionalExpression: with no Location the message is the same either way
    target = raw === null ? null : new URL(raw, request.url)
  } catch {
    target = null
  }
  // A redirect whose status the network layer hid (Electron's net.fetch, manual mode).
  const statusKnown = response.headers.get('x-catalog-browser-redirect-status-unknown') === null
  // The other site's origin when the redirect leads off the catalog's, else null.
  const otherOrigin = target !== null && target.origin !== request.url.origin ? target.origin : null
  const crossOrigin = otherOrigin !== null
  const location = raw === null ? null : withoutQuery(target, raw).slice(0, MAX_LOCATION_LENGTH)
  const message = crossOrigin
    ? words(
        {
          id: 'error.redirect.otherSite',
          defaultMessage:
            "The catalog redirected to another site ({origin}). The app does not follow it, so the access token is never sent there. Check the base URL with the catalog's operators.",
        },
        { origin: otherOrigin },
      )
    : words(
        {
          id: 'error.redirect.sameSite',
          defaultMessage:
            'The catalog answered with a redirect ({how}{target}). The app does not follow redirects; use the final address as the base URL.',
        },
        {
          how: statusKnown
            ? words(
                { id: 'error.redirect.status', defaultMessage: 'HTTP {status}' },
                { status: response.status },
              )
            : words({
                id: 'error.redirect.hidden',
                defaultMessage: 'to an address the network layer does not reveal',
              }),
          target: location
            ? words({ id: 'error.redirect.target', defaultMessage: ' to {location}' }, { location })
            : '',
        },
      )
  return { kind: 'redirect', message, status: response.status, location, crossOrigin }
}

/** Marks a body that is not JSON (an error body need not be). */
const NOT_JSON = Symbol('not JSON')

/**
 * The body parsed, with every copy of the token removed from every string and key, before
 * anything reads it: a catalog that echoes the Authorization header (in an item name, a 422
 * message, …) must not put the token into settings, an export, a notification or the window.
 * Removed after parsing, so no JSON escape (`\/`, `\u002B`, `\"`) can hide it, and in every
 * spelling another encoder may have given it inside a string (`%2b`, `&#43;`, …).
 */
function parseWithoutToken(bodyText: string, token: string): unknown {
  const secret = spelledSecret(token)
  try {
    const json: unknown = JSON.parse(bodyText)
    // Text without a single escape spells every value as it is: if no spelling of the token is
    // in it, no value holds one, and the walk is spared (the common page).
    // Stryker disable next-line ConditionalExpression,LogicalOperator,StringLiteral,MethodExpression,BooleanLiteral: a mutant that walks more often only costs time; one that skips the walk is killed by the R1 and R4-1 tests in catalog-request.test.ts
    const plain = !bodyText.includes('\\') && !holdsSecret(bodyText, secret)
    return plain ? json : redactParsedJson(json, [secret])
  } catch {
    return NOT_JSON
  }
}

export async function catalogGet<T>(request: CatalogGet<T>): Promise<Result<T>> {
  const { context } = request
  if (request.signal?.aborted) {
    const sources = { caller: request.signal, timeout: new AbortController().signal }
    return fail(fetchFailureToError(request.signal.reason, sources, context))
  }
  const attempt = attemptSignal(request.signal, context.timeoutMs)
  try {
    return await attemptGet(request, attempt)
  } finally {
    attempt.dispose()
  }
}

async function attemptGet<T>(request: CatalogGet<T>, attempt: AttemptSignal): Promise<Result<T>> {
  const { context } = request
  const { signal } = attempt
  const sources = { caller: request.signal, timeout: attempt.timeout }

  let response: Response
  try {
    response = await request.fetch(request.url, {
      method: 'GET',
      headers: { Authorization: `Bearer ${request.token}`, Accept: 'application/json' },
      // A redirect could carry the Authorization header to another host: report it instead.
      redirect: 'manual',
      signal,
    })
  } catch (error) {
    return fail(fetchFailureToError(error, sources, context))
  }

  if (response.status >= 300 && response.status <= 399) {
    await discardBody(response)
    return fail(redirectError(response, request))
  }

  let json: unknown
  try {
    json = parseWithoutToken(await readBodyText(response, signal), request.token)
  } catch (error) {
    return fail(fetchFailureToError(error, sources, context, response.status))
  }

  // Stryker disable next-line ConditionalExpression: fetch never hands over a status below 200 (1xx are interim, 3xx returned above)
  if (response.status < 200 || response.status > 299) {
    const retryAfter = parseRetryAfter(response.headers.get('retry-after'))
    return fail(errorForStatus(response.status, json === NOT_JSON ? undefined : json, retryAfter, context))
  }

  if (json === NOT_JSON) {
    return fail({
      kind: 'bad_response',
      message: words(
        {
          id: 'error.notJson',
          defaultMessage:
            "The catalog answered with something that is not JSON (HTTP {status}). Check the base URL: it may point at a web page rather than the catalog's API.",
        },
        { status: response.status },
      ),
      status: response.status,
      path: '',
    })
  }

  const parsed = request.schema.safeParse(json)
  if (!parsed.success) {
    const issue = firstIssue(parsed.error)
    return fail({
      kind: 'bad_response',
      // zod's own words for the mismatch stay as they are: a detail for the catalog's operators.
      message: words(
        {
          id: 'error.badShape',
          defaultMessage:
            "The catalog's answer does not have the documented shape ({detail}). The app cannot show it; report this to the catalog's operators.",
        },
        { detail: issue.message },
      ),
      status: response.status,
      path: issue.path,
    })
  }
  return ok(parsed.data)
}
