import { FormattedMessage, useIntl } from 'react-intl'
import type { Words } from '../../shared/i18n/words'
import { ignoredSummary, type IdExtraction } from '../../shared/ticket/item-ids'
import { useWordText } from '../format/word-text'

/** The message under the box: what the reader refused (an alert) or left out. */
export interface LookupNoteText {
  readonly text: Words
  readonly alert: boolean
}

/** What the extractor left out or refused, as the message under the box. */
export function noteFor(extracted: IdExtraction | null): LookupNoteText | null {
  if (extracted === null) return null
  if (!extracted.ok) return { text: extracted.message, alert: true }
  const ignored = ignoredSummary(extracted)
  return ignored ? { text: ignored, alert: false } : null
}

/** The message under the box, which the box names as its description (`bulk-note`, lookup-form.tsx). */
export function LookupNote({ note }: { readonly note: LookupNoteText | null }) {
  const wordText = useWordText()
  if (note === null) return null
  return (
    <p
      id="bulk-note"
      role={note.alert ? 'alert' : 'status'}
      className={note.alert ? 'bulk__refused' : 'bulk__note'}
    >
      {wordText(note.text)}
    </p>
  )
}

/**
 * Said under the box while a long paste is read in slices (`done`: the share read, null when
 * nothing is): a status said once, and a bar that fills without being read out at each step.
 */
export function ReadingNote({ done }: { readonly done: number | null }) {
  const intl = useIntl()
  if (done === null) return null
  return (
    <div className="bulk__progress">
      <span className="bulk__note" role="status">
        <FormattedMessage id="lookup.paste.reading" defaultMessage="Reading the ticket…" />
      </span>
      <div
        role="progressbar"
        aria-label={intl.formatMessage({
          id: 'lookup.paste.progress',
          defaultMessage: 'Ticket reading progress',
        })}
        aria-valuemin={0}
        aria-valuenow={Math.round(done * 100)}
        aria-valuemax={100}
        className="bulk__bar"
      >
        <span className="bulk__bar-fill" style={{ width: `${done * 100}%` }} />
      </div>
    </div>
  )
}
