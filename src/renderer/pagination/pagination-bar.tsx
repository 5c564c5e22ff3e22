import type { ReactNode } from 'react'
import { FirstIcon, LastIcon, NextIcon, PrevIcon } from '../ui/icons'
import { countItems } from '../format/format-number'
import { GoToPage } from './go-to-page'
import { PageSizeSelect } from './page-size-select'
import './pagination.css'

const grouped = new Intl.NumberFormat('en-US')

/** "Rows 51–75 of 5,000": which rows of the whole result the page holds. */
export function rowsText(page: number, pageSize: number, total: number): string {
  if (total === 0) return countItems(0)
  const first = Math.min((page - 1) * pageSize + 1, total)
  const last = Math.min(page * pageSize, total)
  return `Rows ${grouped.format(first)}–${grouped.format(last)} of ${grouped.format(total)}`
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
  const lastPage = Math.max(pages, 1)
  const canBack = page > 1
  const canForward = page < pages && !loadingNext
  return (
    <nav className="pagination" aria-label="Pagination">
      <div className="pagination__buttons">
        <button
          type="button"
          className="button button--icon"
          aria-label="First page"
          title="First page"
          disabled={!canBack}
          onClick={() => onPage(1)}
        >
          <FirstIcon />
        </button>
        <button
          type="button"
          className="button"
          aria-label="Previous page"
          title="Previous page (Alt+←)"
          disabled={!canBack}
          onClick={() => onPage(page - 1)}
        >
          <PrevIcon />
          <span aria-hidden="true">Previous</span>
        </button>
        <button
          type="button"
          className="button"
          aria-label="Next page"
          title="Next page (Alt+→)"
          disabled={!canForward}
          onClick={() => onPage(page + 1)}
        >
          <span aria-hidden="true">Next</span>
          <NextIcon />
        </button>
        <button
          type="button"
          className="button button--icon"
          aria-label="Last page"
          title="Last page"
          disabled={!canForward || positionUnknown}
          onClick={() => onPage(lastPage)}
        >
          <LastIcon />
        </button>
      </div>
      {total !== null && positionUnknown ? (
        <p className="pagination__position">
          <span className="num">Page {grouped.format(page)}</span>
          <span className="pagination__sep" aria-hidden="true">
            ·
          </span>
          <span>Position unknown: the catalog’s page numbers could not be read</span>
        </p>
      ) : total === null ? (
        <p className="pagination__position">{failed ? 'Position unknown: no page loaded' : 'Loading…'}</p>
      ) : (
        <p className="pagination__position">
          <span className="num">
            Page {grouped.format(Math.min(page, lastPage))} of {grouped.format(lastPage)}
          </span>
          <span className="pagination__sep" aria-hidden="true">
            ·
          </span>
          <span className="num">{rowsText(page, pageSize, total)}</span>
        </p>
      )}
      {pages > 1 && !positionUnknown ? <GoToPage page={page} pages={pages} onPage={onPage} /> : null}
      <PageSizeSelect pageSize={pageSize} onChange={onPageSize} />
      {children}
    </nav>
  )
}
