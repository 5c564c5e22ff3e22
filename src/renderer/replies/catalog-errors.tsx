import { memo, useCallback, useEffect, useId, useRef } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import type { Words } from '../../shared/i18n/words'
import { ERROR_MEANINGS, isErrorMeaning } from '../../shared/reply/error-meanings'
import { MAX_ERROR_TEXT_CHARS, type ErrorTable } from '../../shared/reply/error-table'
import {
  rowProblems,
  rowsOf,
  sameRows,
  tableIsFull,
  tableProblem,
  withNewRow,
  type ErrorRow,
} from './catalog-error-rows'
import { ErrorRowSide, TeamErrorRows } from './team-error-rows'
import { useWordText } from '../format/word-text'

/** The table's owner applies each change to the rows it holds then (several may come in one event). */
export type RowsUpdate = (update: (rows: readonly ErrorRow[]) => ErrorRow[]) => void

/** Where focus goes after a row is added or removed: a row's text, or the Add error button. */
type FocusTarget = { readonly row: number } | 'add' | null

/** One row, `Error <n>`; memoised, so typing in one row re-renders that row alone. */
const ErrorRowEditor = memo(function ErrorRowEditor({
  row,
  index,
  problem,
  problemId,
  inputRef,
  onChange,
  onRemove,
}: {
  readonly row: ErrorRow
  readonly index: number
  /** As text: a row re-renders only when what it says changes. */
  readonly problem: string | undefined
  readonly problemId: string
  readonly inputRef: (key: number, element: HTMLInputElement | null) => void
  readonly onChange: RowsUpdate
  readonly onRemove: (index: number) => void
}) {
  const intl = useIntl()
  const update = (change: Partial<Pick<ErrorRow, 'contains' | 'means'>>) =>
    onChange((rows) => rows.map((each) => (each.key === row.key ? { ...each, ...change } : each)))
  return (
    <li>
      <div
        role="group"
        aria-label={intl.formatMessage(
          { id: 'replyTools.catalogErrors.row', defaultMessage: 'Error {row, number}' },
          { row: index + 1 },
        )}
        className="catalog-errors__row"
      >
        <input
          ref={(element) => inputRef(row.key, element)}
          type="text"
          className="input catalog-errors__text"
          aria-label={intl.formatMessage({
            id: 'replyTools.catalogErrors.contains',
            defaultMessage: 'Error text contains',
          })}
          maxLength={MAX_ERROR_TEXT_CHARS}
          value={row.contains}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? problemId : undefined}
          onChange={(event) => update({ contains: event.target.value })}
        />
        <select
          className="select catalog-errors__means"
          aria-label={intl.formatMessage({ id: 'replyTools.catalogErrors.means', defaultMessage: 'Means' })}
          value={row.means}
          onChange={(event) => {
            if (isErrorMeaning(event.target.value)) update({ means: event.target.value })
          }}
        >
          {ERROR_MEANINGS.map((meaning) => (
            <option key={meaning.id} value={meaning.id}>
              {intl.formatMessage(meaning.label)}
            </option>
          ))}
        </select>
        <ErrorRowSide means={row.means} />
        <button type="button" className="button button--small" onClick={() => onRemove(index)}>
          <FormattedMessage id="replyTools.catalogErrors.remove" defaultMessage="Remove" />
        </button>
        {problem ? (
          <p id={problemId} className="catalog-errors__problem">
            {problem}
          </p>
        ) : null}
      </div>
    </li>
  )
})

/**
 * `Catalog errors`: the lead's table of catalog error texts and what each means for the
 * customer (error-table.ts), each row with the side its meaning's cause is on, since an error
 * that names another side is not read by it. Every row is tried, so no order decides: a new
 * row goes on top, where the lead sees it. Each problem is said under its row; `Save` refuses
 * the table until they are fixed.
 */
export const CatalogErrors = memo(function CatalogErrors({
  rows,
  teamRows,
  onChange,
}: {
  readonly rows: readonly ErrorRow[]
  /** The team's rows when team templates are in use: shown read-only, above the agent's. */
  readonly teamRows?: ErrorTable | undefined
  readonly onChange: RowsUpdate
}) {
  const id = useId()
  const inputs = useRef(new Map<number, HTMLInputElement>())
  const addButton = useRef<HTMLButtonElement>(null)
  // Read after the render that shows the change (the rows come back through the owner's state).
  const focusTarget = useRef<FocusTarget>(null)
  const problems = rowProblems(rows)
  const whole = tableProblem(rows)
  const defaults = rowsOf(undefined)
  const intl = useIntl()
  const wordText = useWordText()
  const wordOf = (problem: Words | undefined) => (problem ? wordText(problem) : undefined)

  useEffect(() => {
    const target = focusTarget.current
    if (target === null) return
    focusTarget.current = null
    if (target === 'add') addButton.current?.focus()
    else inputs.current.get(target.row)?.focus()
  })

  const inputRef = useCallback((key: number, element: HTMLInputElement | null) => {
    if (element) inputs.current.set(key, element)
    else inputs.current.delete(key)
  }, [])
  const add = () => {
    const next = withNewRow(rows)
    focusTarget.current = { row: next[0]!.key }
    onChange(() => next)
  }
  const remove = useCallback(
    (index: number) =>
      onChange((current) => {
        const neighbour = current[index + 1] ?? current[index - 1]
        focusTarget.current = neighbour ? { row: neighbour.key } : 'add'
        return current.filter((_, at) => at !== index)
      }),
    [onChange],
  )

  return (
    <section className="catalog-errors" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className="catalog-errors__title">
        <FormattedMessage id="replyTools.catalogErrors.title" defaultMessage="Catalog errors" />
      </h3>
      <p className="reply-templates__help">
        <FormattedMessage
          id="replyTools.catalogErrors.help"
          defaultMessage="What a catalog error means for the customer, in every language. A row reads an error that has its words whole and in this order; * stands for one number, ID, date, hex code or quoted value, and a “not” or “no” just before the words means they do not count. Every row is tried, so the order does not matter. When rows of different meanings match, or the error names another side than a matching row's cause (the store's bot, say, for the customer's trade hold), the app does not guess: the agent chooses, as for an error no row matches. A row with every word of an error, as “Always read this error as …” saves it, decides for that error over rows that read a part of it."
        />
      </p>
      <div className="catalog-errors__tools">
        <button ref={addButton} type="button" className="button" disabled={tableIsFull(rows)} onClick={add}>
          <FormattedMessage id="replyTools.catalogErrors.add" defaultMessage="Add error" />
        </button>
        <button
          type="button"
          className="button"
          disabled={sameRows(rows, defaults)}
          onClick={() => onChange(() => defaults)}
        >
          <FormattedMessage id="replyTools.catalogErrors.defaults" defaultMessage="Use the default errors" />
        </button>
      </div>
      {whole ? (
        <p className="catalog-errors__problem" role="status">
          {wordText(whole)}
        </p>
      ) : null}
      {teamRows ? <TeamErrorRows rows={teamRows} /> : null}
      <ol
        className="catalog-errors__rows"
        aria-label={
          teamRows?.length
            ? intl.formatMessage({
                id: 'replyTools.catalogErrors.yours',
                defaultMessage: 'Your catalog errors',
              })
            : undefined
        }
      >
        {rows.map((row, index) => (
          <ErrorRowEditor
            key={row.key}
            row={row}
            index={index}
            problem={wordOf(problems.get(row.key))}
            problemId={`${id}-problem-${row.key}`}
            inputRef={inputRef}
            onChange={onChange}
            onRemove={remove}
          />
        ))}
      </ol>
    </section>
  )
})
