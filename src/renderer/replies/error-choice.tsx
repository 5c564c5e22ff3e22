import { useEffect, useId, useRef, useState, type SyntheticEvent } from 'react'
import type { ReplyItem } from '../../shared/reply/advise'
import { ERROR_MEANINGS, errorMeaning, isErrorMeaning } from '../../shared/reply/error-meanings'
import { appErrorOf } from '../api/catalog-error'
import { useChangeTemplates, useReplyTemplates } from './api/reply-queries'
import { useReplySet } from './use-reply-set'
import { useNow } from '../ui/use-now'
import { errorToChoose, withErrorReadAs } from './error-choices'
import { chooseErrorMeaning, useErrorChoice } from './ticket-state'
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
 * In a lookup row (`row`) it sits beside the status on the row's one line, the error's text
 * being the row's Error column; in the detail pane (`pane`) it stands under the status and
 * shows the error's text.
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
  const [added, setAdded] = useState<string | null>(null)
  const statusRef = useRef<HTMLSpanElement>(null)
  const textId = useId()

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
        onSuccess: () =>
          setAdded(
            `Added to the error table: errors with “${contains}” now read as “${errorMeaning(chosen).short}”.`,
          ),
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
              <span className="error-choice__label">{chosen ? 'Your choice' : 'Needs your choice'}</span>{' '}
              <q id={textId} className="error-choice__text" title={errorText ?? undefined}>
                {errorText ?? 'The error field could not be read.'}
              </q>
            </span>
          ) : (
            <>
              {chosen ? null : <span className="error-choice__label">Needs your choice</span>}
              <span id={textId} className="visually-hidden">
                The error: {errorText ?? 'the error field could not be read.'}
              </span>
            </>
          )}
          <select
            className="select error-choice__select"
            aria-label={`Situation for item ${item.id}`}
            aria-describedby={textId}
            value={chosen ?? ''}
            onChange={(event) => {
              const value = event.target.value
              chooseErrorMeaning(catalog, item.id, errorText, isErrorMeaning(value) ? value : null)
            }}
          >
            <option value="">Choose what it means…</option>
            {ERROR_MEANINGS.map((meaning) => (
              <option key={meaning.id} value={meaning.id}>
                {meaning.label}
              </option>
            ))}
          </select>
          {chosen && errorText !== null ? (
            <button
              type="button"
              className="button button--small"
              title="Adds this error to the error table in Reply templates, for every later reply"
              disabled={save.isPending}
              onClick={readAlways}
            >
              Always read this error as “{errorMeaning(chosen).short}”
            </button>
          ) : null}
        </>
      ) : null}
      <span ref={statusRef} tabIndex={-1} className="error-choice__status" role="status">
        {failure ? `Could not add it to the error table: ${wordText(failure.message)}` : (added ?? '')}
      </span>
    </span>
  )
}
