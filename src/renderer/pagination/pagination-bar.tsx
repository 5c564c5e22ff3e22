import type { ReactNode } from 'react'
import { FirstIcon, LastIcon, NextIcon, PrevIcon } from '../ui/icons'
import { FormattedMessage, useIntl } from 'react-intl'
import type { MessageId } from '../../shared/i18n/messages'
import { GoToPage } from './go-to-page'
import { PageSizeSelect } from './page-size-select'
import './pagination.css'

/** Between the position's parts: a mark, not a word, the same in every language. */
const SEPARATOR = '·'

/** "Rows 51–75 of 5,000" (or "0 items"): which rows of the whole result the page holds. */
function RowsText({ page, pageSize, total }: { page: number; pageSize: number; total: number }) {
  if (total === 0) return <FormattedMessage id="pagination.items" values={{ count: 0 }} />
  const first = Math.min((page - 1) * pageSize + 1, total)
  const last = Math.min(page * pageSize, total)
  return <FormattedMessage id="pagination.rows" values={{ first, last, total }} />
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
  const word = (id: MessageId) => intl.formatMessage({ id })
  const lastPage = Math.max(pages, 1)
  const canBack = page > 1
  const canForward = page < pages && !loadingNext
  return (
    <nav className="pagination" aria-label={word('pagination.label')}>
      <div className="pagination__buttons">
        <button
          type="button"
          className="button button--icon"
          aria-label={word('pagination.first')}
          title={word('pagination.first')}
          disabled={!canBack}
          onClick={() => onPage(1)}
        >
          <FirstIcon />
        </button>
        <button
          type="button"
          className="button"
          aria-label={word('pagination.previous')}
          title={word('pagination.previousTitle')}
          disabled={!canBack}
          onClick={() => onPage(page - 1)}
        >
          <PrevIcon />
          <span aria-hidden="true">
            <FormattedMessage id="pagination.previousShort" />
          </span>
        </button>
        <button
          type="button"
          className="button"
          aria-label={word('pagination.next')}
          title={word('pagination.nextTitle')}
          disabled={!canForward}
          onClick={() => onPage(page + 1)}
        >
          <span aria-hidden="true">
            <FormattedMessage id="pagination.nextShort" />
          </span>
          <NextIcon />
        </button>
        <button
          type="button"
          className="button button--icon"
          aria-label={word('pagination.last')}
          title={word('pagination.last')}
          disabled={!canForward || positionUnknown}
          onClick={() => onPage(lastPage)}
        >
          <LastIcon />
        </button>
      </div>
      {total !== null && positionUnknown ? (
        <p className="pagination__position">
          <span className="num">
            <FormattedMessage id="pagination.page" values={{ page }} />
          </span>
          <span className="pagination__sep" aria-hidden="true">
            {SEPARATOR}
          </span>
          <span>
            <FormattedMessage id="pagination.positionUnreadable" />
          </span>
        </p>
      ) : total === null ? (
        <p className="pagination__position">
          <FormattedMessage id={failed ? 'pagination.noPageLoaded' : 'pagination.loading'} />
        </p>
      ) : (
        <p className="pagination__position">
          <span className="num">
            <FormattedMessage
              id="pagination.pageOf"
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
