import { memo, useCallback, useEffect, useMemo, useRef, type KeyboardEvent, type RefObject } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { WatchButton } from '../watch/watch-button'
import { FieldValue } from '../ui/field-value'
import { fieldText } from '../../shared/catalog/field'
import { StatusBadge } from '../status/status-badge'
import { DASH, ServerTime, UtcInstant } from '../detail/time-values'
import { useCatalogTimeZone } from '../api/catalog-time-zone'
import {
  cellText,
  groupOf,
  itemOf,
  LOOKUP_COLUMNS,
  lookupColumnName,
  type LookupRow,
  type LookupSort,
} from './lookup-rows'
import { SpacerRow } from '../table/spacer-row'
import { useVirtualRows } from '../table/use-virtual-rows'
import { ErrorChoice } from '../replies/error-choice'
import { hasCatalogError } from '../replies/error-choices'
import { CustomerMarkCell } from './customer-mark'
import { useIsOpen, type OpenItemStore } from '../state/open-item-store'
import { useWordText } from '../format/word-text'
import { WindowPlaceNote } from './bought-around-line'
import type { WindowPlace } from './use-bought-around'

/** Beside the sorted column's header, hidden from screen readers (aria-sort says it): signs, not words. */
const SORT_MARKS = { asc: ' ▲', desc: ' ▼' } as const

/** A row's height (13 px text, 6 px padding, the badge): rows are one line (bulk-lookup.css). */
const ESTIMATED_ROW_HEIGHT = 33

/**
 * `Lookup results`: one row per ID, filling in as answers arrive. Badges and time formats are
 * the detail pane's own components. Headers sort (aria-sort says how); a row opens in the
 * detail pane on click or Enter (↑/↓ move between rows).
 *
 * A long lookup renders only the rows in view of the element the table scrolls in (its
 * parent), like the item table; `aria-rowcount`/`aria-rowindex` then tell the real size.
 */
export function LookupResultsTable({
  catalog,
  rows,
  running,
  sort,
  openItem,
  onSort,
  onOpen,
  reveal = null,
  customerRows = null,
  places = null,
}: {
  readonly catalog: string
  readonly rows: readonly LookupRow[]
  /** Whether unanswered rows are still on their way (a spinner) or were left by a cancel. */
  readonly running: boolean
  readonly sort: LookupSort | null
  /** The item open in the detail pane: its row is marked (each row reads it, so an open re-renders two rows). */
  readonly openItem: OpenItemStore
  readonly onSort: (sort: LookupSort | null) => void
  readonly onOpen: (id: number) => void
  /** A row's control to bring into view and focus (`Choose for item <id>`, `Customer's item <id>`), once per request. */
  readonly reveal?: { readonly id: number; readonly inside: string } | null
  /** The rows marked as the customer's, with a `Customer's item` box each; null: the customer's own IDs, no boxes. */
  readonly customerRows?: {
    readonly marked: ReadonlySet<number>
    readonly onMark: (id: number, customers: boolean) => void
  } | null
  /** Each row's place against the `Bought around` window (a name lookup); null: none. */
  readonly places?: ReadonlyMap<number, WindowPlace> | null
}) {
  const tableRef = useRef<HTMLTableElement>(null)
  const bodyRef = useRef<HTMLTableSectionElement>(null)
  // The table scrolls in its parent (the results area's scroll box), read once it is in the DOM.
  const scrollRef = useMemo<RefObject<HTMLElement | null>>(
    () => ({
      get current() {
        return tableRef.current?.parentElement ?? null
      },
    }),
    [],
  )
  const view = useVirtualRows({ count: rows.length, scrollRef, bodyRef, rowHeight: ESTIMATED_ROW_HEIGHT })
  const zone = useCatalogTimeZone()
  // Read through a ref so the memoised rows keep one handler while the window moves.
  const focusRow = useRef(view.focusRow)
  useEffect(() => {
    focusRow.current = view.focusRow
  })
  const onKeyDown = useCallback(
    (event: KeyboardEvent<HTMLTableRowElement>, id: number, index: number) => {
      // A control in the row (the situation's combobox) keeps its own keys.
      if (event.target !== event.currentTarget) return
      if (event.key === 'Enter') {
        event.preventDefault()
        onOpen(id)
      } else if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
        event.preventDefault()
        focusRow.current(event.key === 'ArrowDown' ? index + 1 : index - 1)
      }
    },
    [onOpen],
  )
  const revealed = useRef(reveal)
  const { focusRow: focusRowNow } = view
  useEffect(() => {
    if (reveal === null || revealed.current === reveal) return
    const index = rows.findIndex((row) => row.id === reveal.id)
    if (index < 0) return
    revealed.current = reveal
    focusRowNow(index, reveal.inside)
  }, [reveal, rows, focusRowNow])
  const columns = LOOKUP_COLUMNS.length + (customerRows ? 2 : 1)
  const intl = useIntl()
  return (
    <table
      ref={tableRef}
      className="lookup-table"
      aria-label={intl.formatMessage({ id: 'lookup.results', defaultMessage: 'Lookup results' })}
      aria-rowcount={view.windowed ? rows.length + 1 : undefined}
    >
      <thead>
        <tr aria-rowindex={view.windowed ? 1 : undefined}>
          {customerRows ? (
            <th scope="col" className="lookup-table__mark">
              <FormattedMessage
                id="lookup.column.customer"
                defaultMessage="Customer's"
                description="The lookup table's column of Customer's item boxes"
              />
            </th>
          ) : null}
          {LOOKUP_COLUMNS.map((column) => {
            const active = sort?.column === column
            return (
              <th
                key={column}
                scope="col"
                aria-sort={active ? (sort.desc ? 'descending' : 'ascending') : undefined}
                className={column === 'ID' ? 'num' : undefined}
              >
                <button
                  type="button"
                  className="lookup-table__sort"
                  onClick={() =>
                    onSort(!active ? { column, desc: false } : sort.desc ? null : { column, desc: true })
                  }
                >
                  <FormattedMessage {...lookupColumnName(column)} />
                  <span aria-hidden="true">{active ? SORT_MARKS[sort.desc ? 'desc' : 'asc'] : null}</span>
                </button>
              </th>
            )
          })}
          <th scope="col">
            <FormattedMessage
              id="lookup.column.watch"
              defaultMessage="Watch"
              description="The lookup table's column of Watch buttons"
            />
          </th>
        </tr>
      </thead>
      <tbody ref={bodyRef}>
        {view.before > 0 ? <SpacerRow height={view.before} columns={columns} /> : null}
        {view.indexes.map((index) => {
          const row = rows[index]!
          return (
            <ResultRow
              key={row.index}
              catalog={catalog}
              row={row}
              zone={zone}
              index={index}
              windowed={view.windowed}
              measureRef={view.measureRow}
              running={running}
              openItem={openItem}
              onOpen={onOpen}
              onKeyDown={onKeyDown}
              customer={customerRows ? customerRows.marked.has(row.id) : null}
              onMark={customerRows?.onMark}
              place={places?.get(row.id) ?? null}
            />
          )
        })}
        {view.after > 0 ? <SpacerRow height={view.after} columns={columns} /> : null}
      </tbody>
    </table>
  )
}

/**
 * One row, memoised: while a lookup streams in, each answer changes one row object and keeps
 * the others, so a 1,000-row table re-renders one row per answer instead of all of them.
 */
const ResultRow = memo(function ResultRow({
  catalog,
  row,
  zone,
  index,
  windowed,
  measureRef,
  running,
  openItem,
  onOpen,
  onKeyDown,
  customer,
  onMark,
  place,
}: {
  readonly catalog: string
  readonly row: LookupRow
  /** The catalog's zone for its zone-less times, or null: not set ("server time"). */
  readonly zone: string | null
  /** Its place in the shown order. */
  readonly index: number
  readonly windowed: boolean
  readonly measureRef: (element: HTMLElement | null) => void
  readonly running: boolean
  readonly openItem: OpenItemStore
  readonly onOpen: (id: number) => void
  readonly onKeyDown: (event: KeyboardEvent<HTMLTableRowElement>, id: number, index: number) => void
  /** Whether it is marked as the customer's; null: not asked (the customer's own IDs). */
  readonly customer: boolean | null
  readonly onMark: ((id: number, customers: boolean) => void) | undefined
  readonly place: WindowPlace | null
}) {
  const selected = useIsOpen(openItem, row.id)
  const wordText = useWordText()
  const item = itemOf(row)
  const group = groupOf(row)
  const error = cellText(row, 'Error', wordText)
  return (
    <tr
      ref={measureRef}
      tabIndex={0}
      data-lookup-id={row.id}
      data-row-index={index}
      data-index={index}
      aria-rowindex={windowed ? index + 2 : undefined}
      aria-selected={selected}
      className={`lookup-table__row lookup-table__row--${group.replace(/[^a-z_]/gi, '-').toLowerCase()}${place === 'outside' ? ' lookup-table__row--outside-window' : ''}`}
      onClick={() => onOpen(row.id)}
      onKeyDown={(event) => onKeyDown(event, row.id, index)}
    >
      {customer !== null && onMark ? (
        <CustomerMarkCell id={row.id} marked={customer} onMark={onMark} />
      ) : null}
      <td className="num lookup-table__id">{row.id}</td>
      <td className="lookup-table__status">
        {item ? (
          <>
            <StatusBadge status={item.status} narrow />
            {/* An error the lead's table does not know: the agent says what it means, on a line of
                the row's own under its main line (bulk-lookup.css), in view however wide the table. */}
            {hasCatalogError(item) ? (
              <span className="lookup-table__choice">
                <ErrorChoice catalog={catalog} item={item} place="row" />
              </span>
            ) : null}
          </>
        ) : (
          <span className={`lookup-table__state lookup-table__state--${group}`}>
            {row.outcome === null && running ? <span className="spinner" aria-hidden="true" /> : null}
            {cellText(row, 'Status', wordText)}
          </span>
        )}
      </td>
      <td className="lookup-table__name" title={item ? fieldText(item.name) : undefined}>
        {item ? (
          <FieldValue field={item.name}>{(name) => name}</FieldValue>
        ) : (
          <span className="empty">{DASH}</span>
        )}
      </td>
      <td className="lookup-table__time">
        {item ? (
          <FieldValue field={item.bought_at}>{(value) => <UtcInstant value={value} />}</FieldValue>
        ) : (
          <span className="empty">{DASH}</span>
        )}
        <WindowPlaceNote place={place} />
      </td>
      <td className="lookup-table__time">
        {item ? (
          <FieldValue field={item.last_send}>
            {(value) => <ServerTime value={value} zone={zone} />}
          </FieldValue>
        ) : (
          <span className="empty">{DASH}</span>
        )}
      </td>
      <td className="lookup-table__time">
        {item ? (
          <FieldValue field={item.next_try}>{(value) => <ServerTime value={value} zone={zone} />}</FieldValue>
        ) : (
          <span className="empty">{DASH}</span>
        )}
      </td>
      <td className="lookup-table__error" title={error || undefined}>
        {error || <span className="empty">{DASH}</span>}
      </td>
      {/* The toggle acts on its own: a click or Enter on it must not also open the row. */}
      <td onClick={(event) => event.stopPropagation()} onKeyDown={(event) => event.stopPropagation()}>
        {item ? <WatchButton catalog={catalog} item={item} compact /> : null}
      </td>
    </tr>
  )
})
