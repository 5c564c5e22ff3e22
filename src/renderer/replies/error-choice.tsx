import { useEffect, useId, useRef, useState, type SyntheticEvent } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import type { ReplyItem } from '../../shared/reply/advise'
import {
  ERROR_MEANINGS,
  errorMeaning,
  isErrorMeaning,
  type ErrorMeaning,
} from '../../shared/reply/error-meanings'
import { appErrorOf } from '../api/catalog-error'
import { useChangeTemplates, useReplyTemplates } from './api/reply-queries'
import { useReplySet } from './use-reply-set'
import { useNow } from '../ui/use-now'
import { errorToChoose, withErrorReadAs } from './error-choices'
import { chooseErrorMeaning, useErrorChoice } from './ticket-state'
import { choiceTargetProps } from './choice-target'
import './error-choice.css'
import { useWordText } from '../format/word-text'

/** A click on a control in a lookup row must not also open the row's item. */
const keepInside = (event: SyntheticEvent) => event.stopPropagation()

/**
 * `Needs your choice`: an item whose catalog error the lead's table does not know, with the
 * error's text and `Situation for item <id>` listing the meanings, worded for agents. Until
 * the agent chooses, the reply says only what the fields prove; from then on the choice is
 * what the reply and the pane's status say (ticket-state.ts keeps it). Once chosen, "Always
 * read this error as …" adds the error to the lead's table in one step, for every later reply.
 *
 * In a lookup row (`row`) it is a line of its own under the row's main line, the error's text
 * beside the choice, kept in view however wide the table is (error-choice.css); in the detail
 * pane (`pane`) it stands under the status and shows the error's text. A long text is cut at
 * the line's end, whole in its title and in the combobox's description.
 */
export function ErrorChoice({
  catalog,
  item,
  place,
}: {
  readonly catalog: string
  readonly item: ReplyItem
  readonly place: 'row' | 'pane'
}) {
  const templates = useReplyTemplates()
  // The table replies read errors with: the team's first, when team templates are in use.
  const inUse = useReplySet().data
  const now = new Date(useNow())
  const stored = templates.data
  // Until the lead's table is read, nobody can say whether it knows the error.
  const error = inUse ? errorToChoose(item, inUse.errorTable, now) : null
  const errorText = error?.text ?? null
  const chosen = useErrorChoice(catalog, item.id, errorText)
  const save = useChangeTemplates()
  // What was added, worded where it shows (so it follows a language switch).
  const [added, setAdded] = useState<{ readonly contains: string; readonly meaning: ErrorMeaning } | null>(
    null,
  )
  const intl = useIntl()
  const statusRef = useRef<HTMLSpanElement>(null)
  const textId = useId()
  const errorQuote = (
    <q id={textId} className="error-choice__text" title={errorText ?? undefined}>
      {errorText ?? intl.formatMessage({ id: 'replyTools.errorChoice.unreadable' })}
    </q>
  )

  // Once the table knows the error, the combobox and the button leave; focus stays beside them.
  useEffect(() => {
    const focused = document.activeElement
    if (added !== null && (focused === null || focused === document.body)) statusRef.current?.focus()
  }, [added])

  const wordText = useWordText()
  const failure = appErrorOf(save.error)
  if (!error && added === null && !failure) return null

  const readAlways = () => {
    if (!stored || !chosen || errorText === null) return
    const next = withErrorReadAs(stored, errorText, chosen)
    const contains = next.errorTable?.[0]?.contains ?? errorText
    save.mutate(
      { kind: 'save', templates: next },
      {
        onSuccess: () => setAdded({ contains, meaning: chosen }),
      },
    )
  }

  return (
    <span
      className={`error-choice error-choice--${place}`}
      onClick={place === 'row' ? keepInside : undefined}
    >
      {error ? (
        <>
          {place === 'pane' ? (
            <span className="error-choice__head">
              <FormattedMessage
                id="replyTools.errorChoice.head"
                values={{
                  label: (chunks) => <span className="error-choice__label">{chunks}</span>,
                  chosen: chosen ? 'yes' : 'no',
                  error: errorQuote,
                }}
              />
            </span>
          ) : chosen ? null : (
            <span className="error-choice__label">
              <FormattedMessage id="replyTools.errorChoice.needed" />
            </span>
          )}
          <select
            className="select error-choice__select"
            aria-label={intl.formatMessage({ id: 'replyTools.errorChoice.select' }, { id: String(item.id) })}
            aria-describedby={textId}
            {...choiceTargetProps(item.id)}
            value={chosen ?? ''}
            onChange={(event) => {
              const value = event.target.value
              chooseErrorMeaning(catalog, item.id, errorText, isErrorMeaning(value) ? value : null)
            }}
          >
            <option value="">{intl.formatMessage({ id: 'replyTools.errorChoice.placeholder' })}</option>
            {ERROR_MEANINGS.map((meaning) => (
              <option key={meaning.id} value={meaning.id}>
                {intl.formatMessage({ id: meaning.labelId })}
              </option>
            ))}
          </select>
          {chosen && errorText !== null ? (
            <button
              type="button"
              className="button button--small"
              title={intl.formatMessage({ id: 'replyTools.errorChoice.always.title' })}
              disabled={save.isPending}
              onClick={readAlways}
            >
              <FormattedMessage
                id="replyTools.errorChoice.always"
                values={{ meaning: intl.formatMessage({ id: errorMeaning(chosen).shortId }) }}
              />
            </button>
          ) : null}
          {place === 'row' ? errorQuote : null}
        </>
      ) : null}
      <span ref={statusRef} tabIndex={-1} className="error-choice__status" role="status">
        {failure
          ? intl.formatMessage(
              { id: 'replyTools.errorChoice.notAdded' },
              { reason: wordText(failure.message) },
            )
          : added
            ? intl.formatMessage(
                { id: 'replyTools.errorChoice.added' },
                {
                  contains: added.contains,
                  meaning: intl.formatMessage({ id: errorMeaning(added.meaning).shortId }),
                },
              )
            : ''}
      </span>
    </span>
  )
}
