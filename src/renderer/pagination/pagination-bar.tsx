import type { ReactNode } from 'react'
import { FirstIcon, LastIcon, NextIcon, PrevIcon } from '../ui/icons'
import { FormattedMessage, useIntl } from 'react-intl'
import { GoToPage } from './go-to-page'
import { PageSizeSelect } from './page-size-select'
import './pagination.css'
import { defineMessage, type MessageDescriptor } from '../../shared/i18n/words'

/** Between the position's parts: a mark, not a word, the same in every language. */
const SEPARATOR = '·'

/** "Rows 51–75 of 5,000" (or "0 items"): which rows of the whole result the page holds. */
function RowsText({ page, pageSize, total }: { page: number; pageSize: number; total: number }) {
  if (total === 0)
    return (
      <FormattedMessage
        id="pagination.items"
        defaultMessage={'{count, plural, one {# item} other {# items}}'}
        values={{ count: 0 }}
      />
    )
  const first = Math.min((page - 1) * pageSize + 1, total)
  const last = Math.min(page * pageSize, total)
  return (
    <FormattedMessage
      id="pagination.rows"
      defaultMessage={'Rows {first, number}–{last, number} of {total, number}'}
      values={{ first, last, total }}
    />
  )
}

/**
 * First / Previous / Next / Last, the position ("Page X of Y", "N items") and the page size.
 *
 * The position describes the rows on screen. Next and Last are disabled while the previous
 * page is still shown as a placeholder for the one being loaded, so a double click cannot
 * skip a page the person never saw. When the catalog's page numbers could not be read
 * (`positionUnknown`), paging goes by Next only: there is no last page or page count to go to.
 */
export function PaginationBar({
  page,
  pages,
  total,
  pageSize,
  loadingNext,
  failed = false,
  positionUnknown = false,
  onPage,
  onPageSize,
  children,
}: {
  readonly page: number
  readonly pages: number
  /** Null until the first page has loaded: the position is then unknown, not zero. */
  readonly total: number | null
  readonly pageSize: number
  /** The rows shown are a placeholder while another page loads. */
  readonly loadingNext: boolean
  /** No page could be loaded: the position is unknown, and must not read as still loading. */
  readonly failed?: boolean
  /** The catalog's pagination could not be read: `pages` only counts a next page it offers. */
  readonly positionUnknown?: boolean
  readonly onPage: (page: number) => void
  readonly onPageSize: (size: number) => void
  /** Further view settings shown after the page size (the row density). */
  readonly children?: ReactNode
}) {
  const intl = useIntl()
  const word = (message: MessageDescriptor) => intl.formatMessage(message)
  const lastPage = Math.max(pages, 1)
  const canBack = page > 1
  const canForward = page < pages && !loadingNext
  // An icon alone: its name is also its tooltip.
  const firstName = word(defineMessage({ id: 'pagination.first', defaultMessage: 'First page' }))
  const lastName = word(defineMessage({ id: 'pagination.last', defaultMessage: 'Last page' }))
  return (
    <nav
      className="pagination"
      aria-label={word(defineMessage({ id: 'pagination.label', defaultMessage: 'Pagination' }))}
    >
      <div className="pagination__buttons">
        <button
          type="button"
          className="button button--icon"
          aria-label={firstName}
          title={firstName}
          disabled={!canBack}
          onClick={() => onPage(1)}
        >
          <FirstIcon />
        </button>
        <button
          type="button"
          className="button"
          aria-label={word(defineMessage({ id: 'pagination.previous', defaultMessage: 'Previous page' }))}
          title={word(
            defineMessage({ id: 'pagination.previousTitle', defaultMessage: 'Previous page (Alt+←)' }),
          )}
          disabled={!canBack}
          onClick={() => onPage(page - 1)}
        >
          <PrevIcon />
          <span aria-hidden="true">
            <FormattedMessage id="pagination.previousShort" defaultMessage="Previous" />
          </span>
        </button>
        <button
          type="button"
          className="button"
          aria-label={word(defineMessage({ id: 'pagination.next', defaultMessage: 'Next page' }))}
          title={word(defineMessage({ id: 'pagination.nextTitle', defaultMessage: 'Next page (Alt+→)' }))}
          disabled={!canForward}
          onClick={() => onPage(page + 1)}
        >
          <span aria-hidden="true">
            <FormattedMessage id="pagination.nextShort" defaultMessage="Next" />
          </span>
          <NextIcon />
        </button>
        <button
          type="button"
          className="button button--icon"
          aria-label={lastName}
          title={lastName}
          disabled={!canForward || positionUnknown}
          onClick={() => onPage(lastPage)}
        >
          <LastIcon />
        </button>
      </div>
      {total !== null && positionUnknown ? (
        <p className="pagination__position">
          <span className="num">
            <FormattedMessage id="pagination.page" defaultMessage={'Page {page, number}'} values={{ page }} />
          </span>
          <span className="pagination__sep" aria-hidden="true">
            {SEPARATOR}
          </span>
          <span>
            <FormattedMessage
              id="pagination.positionUnreadable"
              defaultMessage="Position unknown: the catalog’s page numbers could not be read"
            />
          </span>
        </p>
      ) : total === null ? (
        <p className="pagination__position">
          <FormattedMessage
            {...(failed
              ? defineMessage({
                  id: 'pagination.noPageLoaded',
                  defaultMessage: 'Position unknown: no page loaded',
                })
              : defineMessage({ id: 'pagination.loading', defaultMessage: 'Loading…' }))}
          />
        </p>
      ) : (
        <p className="pagination__position">
          <span className="num">
            <FormattedMessage
              id="pagination.pageOf"
              defaultMessage={'Page {page, number} of {pages, number}'}
              values={{ page: Math.min(page, lastPage), pages: lastPage }}
            />
          </span>
          <span className="pagination__sep" aria-hidden="true">
            {SEPARATOR}
          </span>
          <span className="num">
            <RowsText page={page} pageSize={pageSize} total={total} />
          </span>
        </p>
      )}
      {pages > 1 && !positionUnknown ? <GoToPage page={page} pages={pages} onPage={onPage} /> : null}
      <PageSizeSelect pageSize={pageSize} onChange={onPageSize} />
      {children}
    </nav>
  )
}
