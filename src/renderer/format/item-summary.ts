import type { SingleItem } from '../../shared/catalog'
import { fieldText } from '../../shared/catalog/field'
import { statusWords } from '../../shared/catalog/status-words'
import { inEnglish } from '../../shared/i18n/english'
import { catalogLine } from '../../shared/text/catalog-line'
import { inCatalogZone } from './format-time'

/** How a catalog time is marked: the catalog's zone when it is set, else "server time". */
const zoneMark = (value: string, zone: string | null) => inCatalogZone(value, zone)?.mark ?? 'server time'

/**
 * One item as plain text for a ticket reply: the fields a customer asks about, with readable
 * status words and the times exactly as the catalog sent them (bought at is UTC; the others
 * are in the catalog's zone when it is set, else server time, zone unknown, and say so).
 * Every value is one line (catalog-line.ts): a name or error cannot add a line or a paragraph
 * of its own, hide or reorder text, or bring a live link or a password into the ticket.
 */
export function itemSummaryText(item: SingleItem, zone: string | null): string {
  const lines: [string, string][] = [
    // Plain text for a ticket, like its English labels: the status in English words.
    ['Status', inEnglish(statusWords(item.status.value))],
    ['Bought at', fieldText(item.bought_at, (value) => `${value} (UTC)`)],
    ['Last send', fieldText(item.last_send, (value) => `${value} (${zoneMark(value, zone)})`)],
    [
      'Next try',
      fieldText(item.next_try, (value) => (value === null ? '—' : `${value} (${zoneMark(value, zone)})`)),
    ],
    ['Trade offer ID', fieldText(item.trade_offer_id)],
  ]
  if (!item.error_message.ok || item.error_message.value !== null)
    lines.push(['Error', fieldText(item.error_message)])
  const width = Math.max(...lines.map(([term]) => term.length))
  return [
    `Item ${item.id}: ${catalogLine(fieldText(item.name))}`,
    ...lines.map(([term, value]) => `${`${term}:`.padEnd(width + 1)} ${catalogLine(value)}`),
  ].join('\n')
}
