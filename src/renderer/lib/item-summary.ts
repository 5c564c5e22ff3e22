import type { SingleItem } from '../../shared/catalog'
import { statusLook } from './status-text'

/**
 * One item as plain text for a ticket reply: the fields a customer asks about, with readable
 * status words and the times exactly as the catalog sent them (bought at is UTC; the others
 * are server time, zone unknown, and say so).
 */
export function itemSummaryText(item: SingleItem): string {
  const lines: [string, string][] = [
    ['Status', statusLook(item.status).text],
    ['Bought at', `${item.bought_at} (UTC)`],
    ['Last send', `${item.last_send} (server time)`],
    ['Next try', item.next_try === null ? '—' : `${item.next_try} (server time)`],
    ['Trade offer ID', String(item.trade_offer_id)],
  ]
  if (item.error_message !== null) lines.push(['Error', item.error_message])
  const width = Math.max(...lines.map(([term]) => term.length))
  return [
    `Item ${item.id}: ${item.name}`,
    ...lines.map(([term, value]) => `${`${term}:`.padEnd(width + 1)} ${value}`),
  ].join('\n')
}
