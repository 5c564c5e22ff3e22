import { normalizeBaseUrl } from '../../../shared/base-url'
import { EMPTY_FILTERS } from '../../../shared/catalog'
import { fail, ok, type Result } from '../../../shared/errors'
import { createCatalogClient, type CatalogClientOptions } from '../catalog-client/catalog-client'
import type { RequestSlots } from '../catalog-client/request-slots'
import type { SecretRedactor } from '../redaction/secret-redactor'
import { checkAccessToken } from '../access-token'
import { explainConnectFailure } from './session-errors'

export interface ConnectCheckDeps {
  readonly slots: RequestSlots
  readonly redactor: SecretRedactor
  readonly client: Omit<CatalogClientOptions, 'baseUrl' | 'token' | 'getToken'>
}

/** A base URL as typed, normalised; refused with the reason when it cannot be used. */
export function checkedBaseUrl(raw: string): Result<string> {
  const normalised = normalizeBaseUrl(raw)
  return normalised.ok ? ok(normalised.baseUrl) : fail({ kind: 'invalid_url', message: normalised.message })
}

/**
 * Checks what the person typed on the connect screen, and then asks the catalog itself (one
 * one-item page): a token is only kept once the catalog has accepted it.
 */
export async function checkNewCatalog(
  rawBaseUrl: string,
  rawToken: string,
  deps: ConnectCheckDeps,
): Promise<Result<{ readonly baseUrl: string; readonly token: string }>> {
  const baseUrl = checkedBaseUrl(rawBaseUrl)
  if (!baseUrl.ok) return baseUrl
  // Remembered before anything can fail, so no message or log line can show it.
  deps.redactor.remember(rawToken.trim())
  const checked = checkAccessToken(rawToken)
  if (!checked.ok) return fail({ kind: 'invalid_request', message: checked.message, path: 'token' })
  const { token } = checked

  const probe = createCatalogClient({ ...deps.client, baseUrl: baseUrl.data, token })
  const ticket = deps.slots.begin()
  try {
    const verified = await probe.listItems({ filters: EMPTY_FILTERS, limit: 1, page: 1 }, ticket.signal)
    return verified.ok
      ? ok({ baseUrl: baseUrl.data, token })
      : fail(explainConnectFailure(verified.error, baseUrl.data))
  } finally {
    ticket.done()
  }
}
