import type { Pagination } from '../../../shared/catalog'
import { fail, ok, type Result } from '../../../shared/errors'
import { words, type Words } from '../../../shared/i18n/words'

/**
 * A list answer is only trusted if it answers the question asked: at most `limit` items, for
 * the page requested, with a page size that agrees. Without this a server (or something in
 * between) could hand the window any number of rows (102,000 were once accepted for
 * `limit=250`), or a page other than the one the agent is looking at.
 */
export function checkPageAgainstQuery(
  request: { readonly limit: number; readonly page: number },
  /** `pagination` null: it could not be read, so only the item count can be checked. */
  answer: { readonly itemCount: number; readonly pagination: Pagination | null },
): Result<true> {
  const { limit, page } = request
  const { itemCount, pagination } = answer
  const mismatch = (detail: Words, path: string) =>
    fail<true>({
      kind: 'bad_response',
      message: words(
        {
          id: 'error.mismatch',
          defaultMessage:
            "The catalog's answer does not match the request ({detail}). The app does not show it; report this to the catalog's operators.",
        },
        { detail },
      ),
      status: 200,
      path,
    })
  if (itemCount > limit)
    return mismatch(
      words(
        {
          id: 'error.mismatch.count',
          defaultMessage: 'asked for at most {limit, number} items, got {got, number}',
        },
        { limit, got: itemCount },
      ),
      'data',
    )
  if (pagination === null) return ok(true)
  if (pagination.current_page !== page)
    return mismatch(
      words(
        {
          id: 'error.mismatch.page',
          defaultMessage: 'asked for page {page, number}, got page {got, number}',
        },
        { page, got: pagination.current_page },
      ),
      'pagination.current_page',
    )
  if (pagination.per_page !== limit)
    return mismatch(
      words(
        {
          id: 'error.mismatch.perPage',
          defaultMessage: 'asked for {limit, number} items per page, got {got, number}',
        },
        { limit, got: pagination.per_page },
      ),
      'pagination.per_page',
    )
  return ok(true)
}
