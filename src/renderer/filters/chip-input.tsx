import { useState, type ClipboardEvent, type KeyboardEvent, type RefObject } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { CloseIcon } from '../ui/icons'
import { commaParts, hasSeparator, insideQuotes, splitValues } from '../input/split-values'
import { either, quoted } from '../../shared/i18n/either-words'
import { useWordText } from '../format/word-text'
import { BETWEEN } from '../ui/between'
import type { WordValue } from '../../shared/i18n/words'

/** Chips shown before the rest fold into "+N more". */
export const COLLAPSED_CHIPS = 8

/**
 * A text filter that holds several values as chips.
 *
 * Typing a comma turns the text so far into a chip (unless inside double quotes, which keep a
 * name with a comma whole); pasting a comma- or newline-separated list makes one chip per
 * value, and says so when one line was split at its commas. A chip that holds a comma is
 * explained: the catalog splits it anyway, and its longest part is offered instead.
 * Backspace in the empty field removes the last chip; Enter submits the surrounding form
 * (which also takes any text still in the field). The field is a plain textbox named by its
 * label, as the UI contract asks.
 */
export function ChipInput({
  id,
  label,
  values,
  text,
  placeholder,
  messages,
  inputRef,
  onAdd,
  onRemove,
  onReplace,
  onTextChange,
}: {
  readonly id: string
  readonly label: string
  readonly values: readonly string[]
  readonly text: string
  readonly placeholder: string
  /** Problems with this filter (typed input, or the server's 422 words). */
  readonly messages: readonly string[]
  readonly inputRef?: RefObject<HTMLInputElement | null> | undefined
  /** Adds typed or pasted values; false when they were refused (the text then stays). */
  readonly onAdd: (added: readonly string[]) => boolean
  readonly onRemove: (value: string) => void
  /** Replaces one chip by another value (the longest comma-free part of a name). */
  readonly onReplace: (value: string, replacement: string) => void
  readonly onTextChange: (text: string) => void
}) {
  const intl = useIntl()
  const wordText = useWordText()
  const textOf = (value: WordValue) => (typeof value === 'object' ? wordText(value) : String(value))
  const errorId = `${id}-error`
  const noteId = `${id}-commas`
  const [expanded, setExpanded] = useState(false)
  // Said after one line of text was split at its commas (into this many values): perhaps the
  // comma was in a name.
  const [splitNote, setSplitNote] = useState<number | null>(null)
  const withComma = values.flatMap((value) => {
    const split = commaParts(value)
    return split ? [{ value, ...split }] : []
  })

  /** Adds the values of `typed`, noting a single line that was split at its commas. */
  const add = (typed: string): boolean => {
    const added = splitValues(typed)
    const accepted = onAdd(added)
    const oneLine = !/[\r\n]/.test(typed) && !typed.includes('"')
    setSplitNote(accepted && oneLine && added.length > 1 ? added.length : null)
    return accepted
  }
  // Every chip is shown, wrapping, up to COLLAPSED_CHIPS; the rest behind "+N more", so a
  // pasted list of 40 names neither hides behind a scrollbar nor pushes the table away.
  const hidden = expanded ? 0 : Math.max(0, values.length - COLLAPSED_CHIPS)
  const shown = hidden > 0 ? values.slice(0, COLLAPSED_CHIPS) : values

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === ',' && !insideQuotes(text)) {
      event.preventDefault()
      if (onAdd(splitValues(text))) onTextChange('')
    } else if (event.key === 'Backspace' && text === '' && values.length > 0) {
      event.preventDefault()
      onRemove(values[values.length - 1]!)
    }
  }

  const onPaste = (event: ClipboardEvent<HTMLInputElement>) => {
    const pasted = event.clipboardData.getData('text')
    if (!hasSeparator(pasted)) return
    event.preventDefault()
    const input = event.currentTarget
    const start = input.selectionStart ?? text.length
    const end = input.selectionEnd ?? text.length
    const combined = text.slice(0, start) + pasted + text.slice(end)
    // Refused values (too many, too long) stay in the field as typed text: nothing is lost.
    onTextChange(add(combined) ? '' : combined)
  }

  return (
    <div className={messages.length > 0 ? 'field chip-field is-invalid' : 'field chip-field'}>
      <label htmlFor={id} className="field__label">
        {label}
      </label>
      <div className="chip-box">
        {values.length > 0 ? (
          <ul
            className="chips"
            aria-label={intl.formatMessage(
              { id: 'filters.chips.values', defaultMessage: '{label} values' },
              { label },
            )}
          >
            {shown.map((value) => {
              const remove = intl.formatMessage(
                { id: 'filters.chips.remove', defaultMessage: 'Remove {value}' },
                { value },
              )
              return (
                <li key={value} className="chip">
                  <span className="chip__text" title={value}>
                    {value}
                  </span>
                  <button
                    type="button"
                    className="chip__remove"
                    aria-label={remove}
                    title={remove}
                    onClick={() => {
                      onRemove(value)
                      inputRef?.current?.focus()
                    }}
                  >
                    <CloseIcon />
                  </button>
                </li>
              )
            })}
            {hidden > 0 || (expanded && values.length > COLLAPSED_CHIPS) ? (
              <li className="chips__more">
                <button
                  type="button"
                  className="chips__more-button"
                  aria-expanded={expanded}
                  onClick={() => setExpanded((value) => !value)}
                >
                  {expanded ? (
                    <FormattedMessage id="filters.chips.showFewer" defaultMessage="Show fewer" />
                  ) : (
                    <FormattedMessage
                      id="filters.chips.more"
                      defaultMessage={'+{count, number} more'}
                      values={{ count: hidden }}
                    />
                  )}
                </button>
              </li>
            ) : null}
          </ul>
        ) : null}
        <input
          ref={inputRef}
          id={id}
          className="chip-box__input"
          type="text"
          autoComplete="off"
          spellCheck={false}
          placeholder={
            values.length > 0
              ? intl.formatMessage({ id: 'filters.chips.addAnother', defaultMessage: 'Add another…' })
              : placeholder
          }
          value={text}
          aria-invalid={messages.length > 0 || undefined}
          aria-describedby={
            [messages.length > 0 ? errorId : null, withComma.length > 0 || splitNote ? noteId : null]
              .filter(Boolean)
              .join(' ') || undefined
          }
          onChange={(event) => {
            setSplitNote(null)
            onTextChange(event.target.value)
          }}
          onKeyDown={onKeyDown}
          onPaste={onPaste}
        />
      </div>
      {withComma.length > 0 || splitNote ? (
        <div id={noteId} className="field__note chip-field__commas" role="status">
          {splitNote ? (
            <p>
              <FormattedMessage
                id="filters.chips.split"
                defaultMessage={
                  'Split at the comma into {count, plural, one {# value} other {# values}}. If a comma belongs to one name, type that name in double quotes.'
                }
                values={{ count: splitNote }}
              />
            </p>
          ) : null}
          {withComma.map(({ value, parts, longest }) => (
            <p key={value}>
              <FormattedMessage
                id="filters.chips.commas"
                defaultMessage={'The catalog splits names at commas, so “{value}” is searched as {parts}.'}
                values={{ value, parts: textOf(either(parts.map(quoted))) }}
              />
              {BETWEEN}
              <button
                type="button"
                className="button button--small button--link"
                onClick={() => onReplace(value, longest)}
              >
                <FormattedMessage
                  id="filters.chips.searchInstead"
                  defaultMessage={'Search “{longest}” instead'}
                  values={{ longest }}
                />
              </button>
            </p>
          ))}
        </div>
      ) : null}
      {messages.length > 0 ? (
        <p role="alert" id={errorId} className="field__error">
          {messages.join(' ')}
        </p>
      ) : null}
    </div>
  )
}
