import { FormattedMessage } from 'react-intl'
import type { Words } from '../../shared/i18n/words'
import type { NameInTicket } from '../../shared/ticket/item-names-in-ticket'
import { useWordText } from '../format/word-text'
import { ErrorMessage } from '../ui/error-message'
import type { NameSearch } from './use-name-search'
import './name-offers.css'

/** `Find items named <name>`, one button per name, each named as the customer wrote it. */
export function FindNamedButtons({
  names,
  disabled = false,
  onFind,
}: {
  readonly names: readonly NameInTicket[]
  readonly disabled?: boolean
  readonly onFind: (name: NameInTicket) => void
}) {
  return (
    <ul className="name-offers__list">
      {names.map((name) => (
        <li key={name.start}>
          <button
            type="button"
            className="button button--small"
            disabled={disabled}
            onClick={() => onFind(name)}
          >
            <FormattedMessage
              id="lookup.byName.find"
              defaultMessage="Find items named {name}"
              values={{ name: name.text }}
            />
          </button>
        </li>
      ))}
    </ul>
  )
}

/**
 * `Find items named <name>`, one button per name a ticket with no ID gives (the name as the
 * customer wrote it), what the last search said instead of looking anything up, and what the
 * agent's search the rows come from was (`Items named “…”: N found`, or a page of the list).
 */
export function NameOffers({
  search,
  sourceNote,
}: {
  readonly search: Pick<NameSearch, 'names' | 'said' | 'find' | 'cancel'>
  /** Null when the rows are the customer's own IDs. */
  readonly sourceNote: Words | null
}) {
  const wordText = useWordText()
  const { names, said } = search
  if (names.length === 0 && said === null && sourceNote === null) return null
  const searching = said?.kind === 'searching'
  return (
    <div className="name-offers">
      {names.length > 0 ? (
        <FindNamedButtons names={names} disabled={searching} onFind={(name) => void search.find(name)} />
      ) : null}
      {said?.kind === 'searching' ? (
        <div className="name-offers__searching">
          <p className="bulk__note" role="status">
            <FormattedMessage
              id="lookup.byName.searching"
              defaultMessage="Searching the catalog for items named “{name}”…"
              values={{ name: said.name.text }}
            />
          </p>
          <button type="button" className="button button--small" onClick={search.cancel}>
            <FormattedMessage id="lookup.cancel" defaultMessage="Cancel lookup" />
          </button>
        </div>
      ) : null}
      {said?.kind === 'words' ? (
        <p className="bulk__note" role="status">
          {wordText(said.text)}
        </p>
      ) : null}
      {said?.kind === 'error' ? <ErrorMessage error={said.error} /> : null}
      {sourceNote ? (
        <p className="bulk__note" role="status">
          {wordText(sourceNote)}
        </p>
      ) : null}
    </div>
  )
}
