import { useEffect, useId, useRef, useState, type SyntheticEvent } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import type { ReplyItem } from '../../shared/reply/advise'
import { DEFAULT_ERROR_TABLE } from '../../shared/reply/default-error-table'
import {
  errorMeaning,
  isErrorMeaning,
  type ErrorMeaning,
  type ErrorMeaningInfo,
} from '../../shared/reply/error-meanings'
import type { ErrorTableEntry } from '../../shared/reply/error-table'
import { layerTeamTemplates } from '../../shared/reply/team-templates'
import type { StoredReplyTemplates } from '../../shared/reply/templates-schema'
import { appErrorOf } from '../api/catalog-error'
import { useChangeTemplates, useReplyTemplates } from './api/reply-queries'
import { useReplySet } from './use-reply-set'
import { useNow } from '../ui/use-now'
import { AlwaysReadDialog } from './always-read-dialog'
import { alwaysReadPreview, type PreviewLine } from './always-read-preview'
import { errorReadingOf, meaningsInOrder, withErrorReadAs } from './error-choices'
import { openItems } from './open-items'
import { ReadByNote } from './read-by-note'
import { chooseErrorMeaning, useErrorChoice } from './ticket-state'
import { choiceTargetProps } from './choice-target'
import './error-choice.css'
import { useWordText } from '../format/word-text'

/** "Always read this error as …" waiting for the agent's yes: what would be saved, and what it reads. */
interface PendingRow {
  readonly next: StoredReplyTemplates
  readonly row: ErrorTableEntry
  readonly lines: readonly PreviewLine[]
}

/** A click on a control in a lookup row must not also open the row's item. */
const keepInside = (event: SyntheticEvent) => event.stopPropagation()

/**
 * `Needs your choice`: an item whose catalog error the lead's table does not know, with the
 * error's text and `Situation for item <id>` listing the meanings, worded for agents. Until
 * the agent chooses, the reply says only what the fields prove; from then on the choice is
 * what the reply and the pane's status say (ticket-state.ts keeps it). Once chosen, "Always
 * read this error as …" shows the row it would add (every word of the error, `*` for each
 * volatile part) and which open items it would read, then adds it to the lead's table, for
 * every later reply. An error a row reads says which row of whose table read it (ReadByNote).
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
  const replySet = useReplySet()
  const inUse = replySet.data
  const now = new Date(useNow())
  const stored = templates.data
  // Until the lead's table is read, nobody can say whether it knows the error.
  const reading = inUse ? errorReadingOf(item, inUse.errorTable, now) : null
  const error = reading?.kind === 'choose' ? reading : null
  const errorText = error?.text ?? null
  const chosen = useErrorChoice(catalog, item.id, errorText)
  const save = useChangeTemplates()
  // What was added, worded where it shows (so it follows a language switch).
  const [added, setAdded] = useState<{ readonly contains: string; readonly meaning: ErrorMeaning } | null>(
    null,
  )
  const [pending, setPending] = useState<PendingRow | null>(null)
  const intl = useIntl()
  const statusRef = useRef<HTMLSpanElement>(null)
  const textId = useId()
  const whyId = useId()
  const errorQuote = (
    <q id={textId} className="error-choice__text" title={errorText ?? undefined}>
      {errorText ??
        intl.formatMessage({
          id: 'replyTools.errorChoice.unreadable',
          defaultMessage: 'The error field could not be read.',
        })}
    </q>
  )

  // Once the table knows the error, the combobox and the button leave; focus stays beside them.
  useEffect(() => {
    const focused = document.activeElement
    if (added !== null && (focused === null || focused === document.body)) statusRef.current?.focus()
  }, [added])

  const wordText = useWordText()
  const failure = appErrorOf(save.error)
  const read = reading?.kind === 'read' ? reading : null
  if (!error && !read && added === null && !failure) return null

  // What saving would add, and what the table as replies then read it makes of the open items.
  const askAlways = () => {
    if (!stored || !chosen || errorText === null) return
    const next = withErrorReadAs(stored, errorText, chosen)
    const row = next.errorTable![0]!
    const after = layerTeamTemplates(next, replySet.team?.set ?? null).errorTable ?? DEFAULT_ERROR_TABLE
    setPending({ next, row, lines: alwaysReadPreview(row, [item, ...openItems(catalog)], after) })
  }
  const readAlways = (confirmed: PendingRow) => {
    setPending(null)
    save.mutate(
      { kind: 'save', templates: confirmed.next },
      { onSuccess: () => setAdded({ contains: confirmed.row.contains, meaning: confirmed.row.means }) },
    )
  }
  const option = (meaning: ErrorMeaningInfo) => (
    <option key={meaning.id} value={meaning.id}>
      {intl.formatMessage(meaning.label)}
    </option>
  )
  const ordered = meaningsInOrder(error?.matched ?? [])
  const why = error && error.why !== 'unknown' ? error.why : null

  return (
    <span
      className={`error-choice error-choice--${place}`}
      onClick={place === 'row' ? keepInside : undefined}
    >
      {read ? <ReadByNote meaning={read.meaning} readBy={read.readBy} place={place} /> : null}
      {error ? (
        <>
          {place === 'pane' ? (
            <span className="error-choice__head">
              <FormattedMessage
                id="replyTools.errorChoice.head"
                defaultMessage={
                  '<label>{chosen, select, yes {Your choice} other {Needs your choice}}</label> {error}'
                }
                values={{
                  label: (chunks) => <span className="error-choice__label">{chunks}</span>,
                  chosen: chosen ? 'yes' : 'no',
                  error: errorQuote,
                }}
              />
            </span>
          ) : chosen ? null : (
            <span className="error-choice__label">
              <FormattedMessage id="replyTools.errorChoice.needed" defaultMessage="Needs your choice" />
            </span>
          )}
          <select
            className="select error-choice__select"
            aria-label={intl.formatMessage(
              { id: 'replyTools.errorChoice.select', defaultMessage: 'Situation for item {id}' },
              { id: String(item.id) },
            )}
            aria-describedby={why ? `${textId} ${whyId}` : textId}
            {...choiceTargetProps(item.id)}
            // A lookup row's box may be narrower than the meaning chosen: whole on hover.
            title={chosen ? intl.formatMessage(errorMeaning(chosen).label) : undefined}
            value={chosen ?? ''}
            onChange={(event) => {
              const value = event.target.value
              chooseErrorMeaning(catalog, item.id, errorText, isErrorMeaning(value) ? value : null)
            }}
          >
            <option value="">
              {intl.formatMessage({
                id: 'replyTools.errorChoice.placeholder',
                defaultMessage: 'Choose what it means…',
              })}
            </option>
            {ordered.matched.length > 0 ? (
              <>
                <optgroup
                  label={intl.formatMessage({
                    id: 'replyTools.errorChoice.matchedGroup',
                    defaultMessage: 'What the matching rows mean',
                  })}
                >
                  {ordered.matched.map(option)}
                </optgroup>
                <optgroup
                  label={intl.formatMessage({
                    id: 'replyTools.errorChoice.otherGroup',
                    defaultMessage: 'Other meanings',
                  })}
                >
                  {ordered.others.map(option)}
                </optgroup>
              </>
            ) : (
              ordered.others.map(option)
            )}
          </select>
          {why ? (
            <span id={whyId} className={place === 'pane' ? 'error-choice__why' : 'visually-hidden'}>
              <FormattedMessage
                id="replyTools.errorChoice.why"
                defaultMessage={
                  "{why, select, side {A row of the error table matches, but the error names another side than that row's cause.} other {Rows of the error table with different meanings match.}}"
                }
                values={{ why }}
              />
            </span>
          ) : null}
          {chosen && errorText !== null ? (
            <button
              type="button"
              className="button button--small"
              title={intl.formatMessage({
                id: 'replyTools.errorChoice.always.title',
                defaultMessage:
                  'Adds this error to the error table in Reply templates, for every later reply',
              })}
              disabled={save.isPending}
              onClick={askAlways}
            >
              <FormattedMessage
                id="replyTools.errorChoice.always"
                defaultMessage={'Always read this error as “{meaning}”'}
                values={{ meaning: intl.formatMessage(errorMeaning(chosen).short) }}
              />
            </button>
          ) : null}
          {place === 'row' ? errorQuote : null}
        </>
      ) : null}
      {pending ? (
        <AlwaysReadDialog
          row={pending.row}
          lines={pending.lines}
          busy={save.isPending}
          onConfirm={() => readAlways(pending)}
          onCancel={() => setPending(null)}
        />
      ) : null}
      <span ref={statusRef} tabIndex={-1} className="error-choice__status" role="status">
        {failure
          ? intl.formatMessage(
              {
                id: 'replyTools.errorChoice.notAdded',
                defaultMessage: 'Could not add it to the error table: {reason}',
              },
              { reason: wordText(failure.message) },
            )
          : added
            ? intl.formatMessage(
                {
                  id: 'replyTools.errorChoice.added',
                  defaultMessage:
                    'Added to the error table: errors with “{contains}” now read as “{meaning}”.',
                },
                {
                  contains: added.contains,
                  meaning: intl.formatMessage(errorMeaning(added.meaning).short),
                },
              )
            : ''}
      </span>
    </span>
  )
}
