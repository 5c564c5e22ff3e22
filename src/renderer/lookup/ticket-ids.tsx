import { useEffect, useId, useRef, useState } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { leftOutSummary, type ExtractedIds } from '../../shared/ticket/item-ids'
import { CloseIcon } from '../ui/icons'
import { useWordText } from '../format/word-text'
import './ticket-ids.css'

/**
 * Chips shown before `All N IDs`: a ticket's few IDs are all on one line, a long list keeps
 * the lookup's results in view (six rows at 900×600) until the agent asks for every chip.
 */
export const CHIPS_SHOWN = 10

/**
 * Left-out numbers listed one by one; the rest are counted. A pasted table of prices leaves out
 * tens of thousands, which no one reads and which would cost the window seconds to word.
 */
export const LEFT_OUT_LISTED = 100

/**
 * What the ticket reader found, as removable chips, with what it left out one click away
 * ("Left out: 2" reveals "3 (days), 23,50 € (price)").
 *
 * When the reader both left something out and took a number with no marker beside it, it
 * guessed in both directions: focus comes here, not to `Copy reply`, so the agent checks the
 * IDs before the reply goes out. The last chip has no remove button: a lookup of nothing is
 * not a lookup (edit the text instead).
 */
export function TicketIds({
  reading,
  ids,
  onRemove,
}: {
  /** The reader's result for the text last looked up. */
  readonly reading: ExtractedIds
  /** The IDs still in the lookup (the reading's, less those removed here). */
  readonly ids: readonly number[]
  readonly onRemove: (id: number) => void
}) {
  const [showLeftOut, setShowLeftOut] = useState(false)
  const [showAll, setShowAll] = useState(false)
  const leftOutId = useId()
  const chipsRef = useRef<HTMLUListElement>(null)
  const leftOutButtonRef = useRef<HTMLButtonElement>(null)
  const { leftOut, unmarkedBesideLeftOut } = reading
  const intl = useIntl()
  const wordText = useWordText()

  useEffect(() => {
    if (!unmarkedBesideLeftOut) return
    const firstRemove = chipsRef.current?.querySelector('button')
    ;(firstRemove ?? leftOutButtonRef.current)?.focus()
  }, [reading, unmarkedBesideLeftOut])

  const remove = (id: number, index: number) => {
    onRemove(id)
    // Focus stays here: on the chip that takes this one's place (or the one before), else on
    // `Left out` or the list, since the last chip has no remove button.
    const remaining = ids.filter((each) => each !== id)
    if (remaining.length > CHIPS_SHOWN) setShowAll(true)
    const next = remaining.length > 1 ? remaining[Math.min(index, remaining.length - 1)] : undefined
    const button = chipsRef.current?.querySelector<HTMLButtonElement>(`button[data-id="${next}"]`)
    ;(button ?? leftOutButtonRef.current ?? chipsRef.current)?.focus()
  }

  const listed = leftOutSummary({ leftOut: leftOut.slice(0, LEFT_OUT_LISTED) })
    .map(wordText)
    .join('')
  const more = leftOut.length - LEFT_OUT_LISTED
  const unlisted =
    more > 0
      ? intl.formatMessage(
          { id: 'lookup.paste.moreLeftOut', defaultMessage: ', … and {count, number} more' },
          { count: more },
        )
      : ''

  return (
    <div className="ticket-ids">
      <ul
        ref={chipsRef}
        className="ticket-ids__chips"
        aria-label={intl.formatMessage({ id: 'ticket.ids.label', defaultMessage: 'IDs from the ticket' })}
        tabIndex={-1}
      >
        {(showAll ? ids : ids.slice(0, CHIPS_SHOWN)).map((id, index) => (
          <li key={id} className="ticket-ids__chip">
            <span className="num">{id}</span>
            {ids.length > 1 ? (
              <button
                type="button"
                className="ticket-ids__remove"
                aria-label={intl.formatMessage(
                  { id: 'ticket.ids.remove', defaultMessage: 'Remove {id}' },
                  { id: String(id) },
                )}
                data-id={id}
                onClick={() => remove(id, index)}
              >
                <CloseIcon />
              </button>
            ) : null}
          </li>
        ))}
      </ul>
      {ids.length > CHIPS_SHOWN ? (
        <button
          type="button"
          className="chip-button"
          aria-expanded={showAll}
          onClick={() => setShowAll(!showAll)}
        >
          {showAll ? (
            <FormattedMessage
              id="ticket.ids.firstOnly"
              defaultMessage={'{count, plural, one {First ID only} other {First # IDs only}}'}
              values={{ count: CHIPS_SHOWN }}
            />
          ) : (
            <FormattedMessage
              id="ticket.ids.all"
              defaultMessage={'{count, plural, one {The only ID} other {All # IDs}}'}
              values={{ count: ids.length }}
            />
          )}
        </button>
      ) : null}
      {leftOut.length > 0 ? (
        <>
          <button
            ref={leftOutButtonRef}
            type="button"
            className="chip-button"
            aria-expanded={showLeftOut}
            aria-controls={leftOutId}
            onClick={() => setShowLeftOut(!showLeftOut)}
          >
            <FormattedMessage
              id="ticket.leftOut.show"
              defaultMessage={'Left out: {count, number}'}
              values={{ count: leftOut.length }}
            />
          </button>
          <p id={leftOutId} className="ticket-ids__left-out" hidden={!showLeftOut}>
            <FormattedMessage
              id="ticket.leftOut.list"
              defaultMessage={'left out: {list}'}
              values={{ list: listed + unlisted }}
            />
          </p>
        </>
      ) : null}
    </div>
  )
}
