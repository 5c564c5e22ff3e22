import { extractItemIds, TICKET_READ_AT_ONCE_CHARS } from '../../shared/ticket/item-ids'
import type { NameInTicket } from '../../shared/ticket/item-names-in-ticket'
import { words, type Words } from '../../shared/i18n/words'

/** What the box does with a text, from the ticket reader's one reading of it. */
export type BoxReading =
  /** More than one ID (or one guessed beside left-out numbers), or too long to read at once: the bulk lookup's. */
  | { readonly kind: 'several' }
  /** The one ID of a sentence (`item 3310 still not there`). */
  | { readonly kind: 'one'; readonly id: number }
  /** No ID: the item names it holds, each offered as a search. */
  | { readonly kind: 'none'; readonly names: readonly NameInTicket[] }

export function readBox(value: string): BoxReading {
  if (value.length > TICKET_READ_AT_ONCE_CHARS) return { kind: 'several' }
  const extracted = extractItemIds(value)
  if (extracted.ok) {
    const [id] = extracted.ids
    return extracted.ids.length > 1 || extracted.unmarkedBesideLeftOut || id === undefined
      ? { kind: 'several' }
      : { kind: 'one', id }
  }
  // Too many IDs is still "several": the bulk lookup says why it refuses them.
  return (value.match(/\d+/g)?.length ?? 0) > 1
    ? { kind: 'several' }
    : { kind: 'none', names: extracted.names }
}

/** Why a paste over the box's limit is refused: the reader's own refusal, checked by size before any scanning. */
export function tooLongRefusal(text: string): Words {
  const refused = extractItemIds(text)
  return refused.ok
    ? words({ id: 'lookup.textTooLong', defaultMessage: 'That text is too long.' })
    : refused.message
}
