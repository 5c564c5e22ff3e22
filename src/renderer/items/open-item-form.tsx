import { useRef, useState, type RefObject } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { MAX_ID_TEXT_CHARS } from '../../shared/catalog/limits'
import { parseItemId } from '../input/parse-ids'
import { useOpenId, type OpenItemStore } from '../state/open-item-store'
import type { Words } from '../../shared/i18n/words'
import { useWordText } from '../format/word-text'
import type { NameInTicket } from '../../shared/ticket/item-names-in-ticket'
import { FindNamedButtons } from '../lookup/name-offers'
import { boxReader } from './box-reader'
import type * as BoxReader from './box-reading'

/**
 * "Open item" by ID, for the ID pasted from a ticket. The ID is checked before anything is
 * sent; a clear message says what to type instead.
 *
 * The box shows the ID of the item that is open, and its text is selected whenever it gets
 * focus (click or keyboard), so clicking it and pasting replaces the old ID instead of adding
 * to it (7 + 12 once became item 712). Several IDs, pasted or typed, go to the bulk lookup,
 * as does one ID the reader took without a marker beside numbers it left out (`paid 5 € for
 * 3310`), so the agent sees what was left out; one ID in a sentence (`item 3310 still not
 * there`) is read out of it like a bare ID. A text too long to read at once goes to the bulk
 * lookup unread, which reads it without holding the window. A text with no ID that names items
 * (`I bought the AK-47 | Redline (Field-Tested) yesterday`) is offered as a search for each
 * name (`Find items named <name>`), which the bulk lookup runs.
 *
 * The ticket reader is a chunk of its own, in by the time a person reaches the box (the idle
 * prefetch, and the box's focus). A plain ID needs no reader, so it opens at once; a text sent
 * or pasted before the reader is in is held for the moment its chunk takes, then read, never
 * dropped. A chunk that cannot be read fails the form: the crash screen offers `Reload window`.
 */
export function OpenItemForm({
  openItem,
  inputRef,
  onOpen,
  onSeveral,
  onFindNamed,
}: {
  /** The item open in the detail pane, if any: the box names it. */
  readonly openItem: OpenItemStore
  readonly inputRef?: RefObject<HTMLInputElement | null>
  readonly onOpen: (id: number) => void
  /** Text naming several IDs: opens the bulk lookup with it. */
  readonly onSeveral: (text: string) => void
  /** A name pressed among those a text with no ID gives: the bulk lookup finds its every item. */
  readonly onFindNamed: (text: string, name: NameInTicket) => void
}) {
  const openId = useOpenId(openItem)
  const [text, setText] = useState(openId === null ? '' : String(openId))
  const [error, setError] = useState<Words | null>(null)
  /** The names of a text refused as an ID, each offered as a search. */
  const [names, setNames] = useState<readonly NameInTicket[]>([])
  const refuse = (message: Words, found: readonly NameInTicket[]) => {
    setError(message)
    setNames(found)
  }
  const wordText = useWordText()
  const intl = useIntl()
  const focusedByPointer = useRef(false)
  const [readerFailure, setReaderFailure] = useState<{ readonly error: unknown } | null>(null)
  if (readerFailure) throw readerFailure.error
  const withReader = (read: (reader: typeof BoxReader) => void) => {
    const reader = boxReader.loaded()
    if (reader) read(reader)
    else boxReader.load().then(read, (error: unknown) => setReaderFailure({ error }))
  }
  /** Reads a paste into the box; false: it goes in as typed. */
  const takePaste = ({ readBox, tooLongRefusal }: typeof BoxReader, next: string): boolean => {
    // Refused by size before it reaches the box: a pasted log must not freeze it.
    if (next.length > MAX_ID_TEXT_CHARS) {
      setError(tooLongRefusal(next))
      return true
    }
    const reading = readBox(next)
    if (reading.kind === 'several') {
      onSeveral(next)
      return true
    }
    if (reading.kind === 'one') {
      setText(String(reading.id))
      setError(null)
      return true
    }
    const parsed = parseItemId(next)
    // A pasted name is offered as a search at once, as its refusal would be on Enter. Put in
    // here, so the change that follows a paste does not clear the offer.
    if (parsed.ok || reading.names.length === 0) return false
    setText(next)
    refuse(parsed.message, reading.names)
    return true
  }

  // After an item opens (from here, the table or a lookup row) the box names it. Adjusted
  // during render (React's pattern for state that follows a prop), not in an effect.
  const [shownFor, setShownFor] = useState(openId)
  if (openId !== shownFor) {
    setShownFor(openId)
    if (openId !== null) {
      setText(String(openId))
      setError(null)
    }
  }

  return (
    <form
      className="open-item"
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        const parsed = parseItemId(text)
        // A plain ID opens at once: the reader could only read the same one ID out of it.
        if (parsed.ok) {
          setError(null)
          setText(String(parsed.value))
          onOpen(parsed.value)
          return
        }
        withReader(({ readBox }) => {
          const reading = readBox(text)
          if (reading.kind === 'several') return onSeveral(text)
          if (reading.kind === 'one') {
            setError(null)
            setText(String(reading.id))
            onOpen(reading.id)
            return
          }
          refuse(parsed.message, reading.names)
        })
      }}
    >
      <label htmlFor="open-item-id" className="open-item__label">
        <FormattedMessage id="detail.term.itemId" defaultMessage="Item ID" />
      </label>
      <input
        id="open-item-id"
        ref={inputRef}
        className="input input--narrow"
        type="text"
        inputMode="numeric"
        autoComplete="off"
        spellCheck={false}
        placeholder={intl.formatMessage({ id: 'lookup.openItem.placeholder', defaultMessage: 'e.g. 1042' })}
        title={intl.formatMessage({ id: 'lookup.openItem.shortcut', defaultMessage: 'Ctrl+L' })}
        value={text}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? 'open-item-error' : undefined}
        onFocus={(event) => {
          event.currentTarget.select()
          // A paste is likely next: the reader starts loading now if the idle prefetch has not run.
          boxReader.load().catch(() => undefined)
        }}
        onPointerDown={(event) => {
          focusedByPointer.current = document.activeElement !== event.currentTarget
        }}
        onMouseUp={(event) => {
          // The click that focused the box would otherwise drop the selection made on focus.
          if (focusedByPointer.current) event.preventDefault()
          focusedByPointer.current = false
        }}
        onPaste={(event) => {
          const pasted = event.clipboardData.getData('text')
          const { selectionStart, selectionEnd } = event.currentTarget
          const next =
            text.slice(0, selectionStart ?? text.length) + pasted + text.slice(selectionEnd ?? text.length)
          // A plain ID goes in as pasted: the reader could only read the same one ID out of it.
          if (next.length <= MAX_ID_TEXT_CHARS && parseItemId(next).ok) return
          const reader = boxReader.loaded()
          if (reader) {
            if (takePaste(reader, next)) event.preventDefault()
            return
          }
          // The reader is not in yet: the paste waits for it, then goes where any paste would.
          event.preventDefault()
          withReader((loaded) => {
            if (takePaste(loaded, next)) return
            setText(next)
            setError(null)
            setNames([])
          })
        }}
        onChange={(event) => {
          setText(event.target.value)
          if (error) setError(null)
          if (names.length > 0) setNames([])
        }}
      />
      <button type="submit" className="button">
        <FormattedMessage id="lookup.openItem.button" defaultMessage="Open item" />
      </button>
      {error ? (
        <div className="error-popover open-item__error">
          <p role="alert" id="open-item-error">
            {wordText(error)}
          </p>
          {names.length > 0 ? (
            <FindNamedButtons
              names={names}
              onFind={(name) => {
                // The lookup it opens answers the text now: the refusal would only cover it.
                setError(null)
                setNames([])
                onFindNamed(text, name)
              }}
            />
          ) : null}
        </div>
      ) : null}
    </form>
  )
}
