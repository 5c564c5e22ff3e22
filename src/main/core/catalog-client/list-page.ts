import { parseListItems, readPagination, type ListQuery } from '../../../shared/catalog'
import { fail, ok, type Result } from '../../../shared/errors'
import { words } from '../../../shared/i18n/words'
import type { ItemsPage } from '../../../shared/ipc'
import { checkPageAgainstQuery } from './page-matches-query'

/**
 * A list answer (envelope already checked) as the page the window shows. Rows are read one by
 * one; a pagination that cannot be read costs the position only: the rows are shown, the
 * page is the one asked for, and Next stays possible while the catalog offers a next link.
 */
export function readListPage(
  query: Pick<ListQuery, 'limit' | 'page'>,
  answer: { readonly data: readonly unknown[]; readonly pagination?: unknown },
): Result<ItemsPage> {
  const reading = readPagination(answer.pagination)
  const pagination = reading.ok ? reading.pagination : null
  const matches = checkPageAgainstQuery(query, { itemCount: answer.data.length, pagination })
  if (!matches.ok) return fail(matches.error)
  const { items, unreadable } = parseListItems(answer.data)
  if (pagination !== null) {
    return ok({
      items,
      unreadable,
      total: pagination.total,
      perPage: pagination.per_page,
      page: pagination.current_page,
      pages: pagination.pages,
    })
  }
  const { limit, page } = query
  const hasNext = !reading.ok && reading.hasNext
  const sent = reading.ok ? '' : reading.sent
  return ok({
    items,
    unreadable,
    // What is known: the rows before this page and on it.
    total: (page - 1) * limit + answer.data.length,
    perPage: limit,
    page,
    pages: hasNext ? page + 1 : page,
    positionUnknown: words(
      {
        id: 'list.positionUnknown',
        defaultMessage:
          "The catalog's page numbers could not be read (it sent {sent}), so the position in the list is unknown. {next, select, yes {Next shows the following page the catalog offers.} other {The catalog offers no next page.}}",
      },
      { sent, next: hasNext ? 'yes' : 'no' },
    ),
  })
}
