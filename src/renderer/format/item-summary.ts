import type { SingleItem } from '../../shared/catalog'
import { fieldText } from '../../shared/catalog/field'
import { statusWords } from '../../shared/catalog/status-words'
import { SERVER_TIME } from '../../shared/catalog/timestamp-text'
import { detailTermWords, type DetailTerm } from '../../shared/detail-terms'
import { inEnglish } from '../../shared/i18n/english'
import { words } from '../../shared/i18n/words'
import { catalogLine } from '../../shared/text/catalog-line'
import { inCatalogZone } from './format-time'

/** How a catalog time is marked: the catalog's zone when it is set, else "server time". */
const zoneMark = (value: string, zone: string | null) =>
  inCatalogZone(value, zone)?.mark ?? inEnglish(words(SERVER_TIME))

/** A detail term as the summary writes it: the detail pane's own words, in English. */
const term = (name: DetailTerm) => inEnglish(words(detailTermWords(name)))

/**
 * One item as plain text for a ticket reply: the fields a customer asks about, with readable
 * status words and the times exactly as the catalog sent them (bought at is UTC; the others
 * are in the catalog's zone when it is set, else server time, zone unknown, and say so).
 * Every value is one line (catalog-line.ts): a name or error cannot add a line or a paragraph
 * of its own, hide or reorder text, or bring a live link or a password into the ticket.
 */
export function itemSummaryText(item: SingleItem, zone: string | null): string {
  // Plain text for a ticket, in English whatever the app speaks: the screen's words rendered so.
  const lines: [string, string][] = [
    [term('Status'), inEnglish(statusWords(item.status.value))],
    [term('Bought at'), fieldText(item.bought_at, (value) => `${value} (UTC)`)],
    [term('Last send'), fieldText(item.last_send, (value) => `${value} (${zoneMark(value, zone)})`)],
    [
      term('Next try'),
      fieldText(item.next_try, (value) => (value === null ? '—' : `${value} (${zoneMark(value, zone)})`)),
    ],
    [term('Trade offer ID'), fieldText(item.trade_offer_id)],
  ]
  if (!item.error_message.ok || item.error_message.value !== null)
    lines.push([term('Error'), fieldText(item.error_message)])
  const width = Math.max(...lines.map(([term]) => term.length))
  return [
    inEnglish(
      words(
        {
          id: 'detail.summary.item',
          defaultMessage: 'Item {id}: {name}',
          description: 'First line of an item copied as text for a ticket: its ID and name',
        },
        { id: String(item.id), name: catalogLine(fieldText(item.name)) },
      ),
    ),
    ...lines.map(([term, value]) => `${`${term}:`.padEnd(width + 1)} ${catalogLine(value)}`),
  ].join('\n')
}
