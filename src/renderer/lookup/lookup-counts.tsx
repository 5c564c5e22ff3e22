import { FormattedMessage, useIntl } from 'react-intl'
import { useWordText } from '../format/word-text'
import { countsSentence, groupCounts, type LookupRow } from './lookup-rows'

/*
 * The lookup's counts per status, each its own component so that they are counted only when
 * shown: set aside, the lookup's screen is held (ui/set-aside.tsx) while its rows stream in.
 */

/** `All N` and one chip per status group; pressing one narrows the table to it. */
export function GroupChips({
  rows,
  narrow,
  onNarrow,
}: {
  readonly rows: readonly LookupRow[]
  readonly narrow: string | null
  readonly onNarrow: (group: string | null) => void
}) {
  const intl = useIntl()
  const wordText = useWordText()
  return (
    <div
      className="bulk__groups"
      role="group"
      aria-label={intl.formatMessage({ id: 'lookup.groups.label', defaultMessage: 'Show status' })}
    >
      <button
        type="button"
        className="chip-button"
        aria-pressed={narrow === null}
        onClick={() => onNarrow(null)}
      >
        <FormattedMessage
          id="lookup.groups.all"
          defaultMessage={'All {count, number}'}
          values={{ count: rows.length }}
        />
      </button>
      {groupCounts(rows).map(({ group, chip }) => (
        <button
          key={group}
          type="button"
          className="chip-button"
          aria-pressed={narrow === group}
          onClick={() => onNarrow(narrow === group ? null : group)}
        >
          {wordText(chip)}
        </button>
      ))}
    </div>
  )
}

/** "3 waiting for send · 1 not found", under the toolbar. */
export function CountsLine({ rows }: { readonly rows: readonly LookupRow[] }) {
  const wordText = useWordText()
  return <p className="bulk__counts">{countsSentence(rows, wordText)}</p>
}
