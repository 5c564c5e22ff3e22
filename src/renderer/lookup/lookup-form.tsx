import type { RefObject } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { extractItemIds } from '../../shared/ticket/item-ids'
import { MAX_ID_TEXT_CHARS, MAX_LOOKUP_IDS } from '../../shared/catalog/limits'
import { words, type Words } from '../../shared/i18n/words'

/**
 * The bulk lookup's IDs form: the box the ticket is pasted into, the paste it refuses, and
 * `Look up`. Its own piece because it only takes the text in and hands it on: what is read
 * from it and looked up stays with the lookup.
 */
export function LookupForm({
  text,
  onText,
  onRun,
  onRefused,
  noteShown,
  textareaRef,
}: {
  readonly text: string
  readonly onText: (value: string) => void
  /** Look up the IDs in this text (the form sent, or Ctrl/Cmd+Enter in the box). */
  readonly onRun: (value: string) => void
  /** A paste refused as too long, with what to say under the box. */
  readonly onRefused: (message: Words) => void
  /** Whether the note under the box (`bulk-note`) is shown, so the box names it as its description. */
  readonly noteShown: boolean
  readonly textareaRef: RefObject<HTMLTextAreaElement | null>
}) {
  const intl = useIntl()
  return (
    <form
      className="bulk__form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        onRun(text)
      }}
    >
      <label htmlFor="bulk-ids" className="bulk__label">
        <FormattedMessage id="lookup.idsLabel" defaultMessage="Item IDs" />
      </label>
      <textarea
        id="bulk-ids"
        ref={textareaRef}
        className="input bulk__ids"
        rows={3}
        spellCheck={false}
        placeholder={intl.formatMessage(
          {
            id: 'lookup.idsPlaceholder',
            defaultMessage: 'Paste from the ticket: 1042, #2291, ID: 3310 … (up to {max, number} IDs)',
          },
          { max: MAX_LOOKUP_IDS },
        )}
        value={text}
        aria-describedby={noteShown ? 'bulk-note' : undefined}
        onPaste={(event) => {
          // Refused before it reaches the box, so a pasted log never freezes the window.
          const pasted = event.clipboardData.getData('text')
          if (pasted.length + text.length > MAX_ID_TEXT_CHARS) {
            event.preventDefault()
            const result = extractItemIds(pasted.length > MAX_ID_TEXT_CHARS ? pasted : text + pasted)
            onRefused(
              result.ok
                ? words({ id: 'lookup.textTooLong', defaultMessage: 'That text is too long.' })
                : result.message,
            )
          }
        }}
        onChange={(event) => onText(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
            event.preventDefault()
            onRun(text)
          }
        }}
      />
      <button type="submit" className="button button--primary">
        <FormattedMessage id="lookup.lookUp" defaultMessage="Look up" />
      </button>
    </form>
  )
}
