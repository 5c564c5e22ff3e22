import { useQuery } from '@tanstack/react-query'
import { FormattedMessage, useIntl, type IntlShape } from 'react-intl'
import { REPLY_LANGUAGES } from '../../shared/i18n/languages'
import type { RecentBulkLookup } from '../../shared/watch'
import { recentBulkLookupsOptions } from './api/recent-lookups'
import { formatRelative } from '../format/format-time'
import { useNow } from '../ui/use-now'

/** IDs a lookup row names before `…`: enough to tell tickets apart at a glance. */
const IDS_NAMED = 3
/** Between the parts of a row's note, in every language. */
const SEPARATOR = ' · '

/** `Lookup: 1042, 2291, …`: the row's accessible name (ui-contract.md, Bulk lookup). */
function lookupRowName(intl: IntlShape, ids: readonly number[]): string {
  const named = ids.slice(0, IDS_NAMED).join(', ')
  return intl.formatMessage(
    { id: 'recent.lookupRow', defaultMessage: 'Lookup: {ids}' },
    { ids: ids.length > IDS_NAMED ? `${named}, …` : named },
  )
}

/** The language its replies were in for that ticket: the agent's choice, or the one read from it. */
function languageName({ language, chosen }: RecentBulkLookup): string | null {
  return REPLY_LANGUAGES.find((each) => each.code === (chosen ?? language))?.name ?? null
}

/** The bulk lookups kept in this catalog, in Recent lookups above the items opened; a click reopens one. */
export function RecentBulkLookups({
  catalog,
  onOpen,
}: {
  readonly catalog: string
  readonly onOpen: (lookup: RecentBulkLookup) => void
}) {
  const lookups = useQuery(recentBulkLookupsOptions(catalog))
  const now = useNow()
  const intl = useIntl()
  const list = lookups.data ?? []
  if (list.length === 0) return null
  return (
    <ul
      className="panel__list"
      aria-label={intl.formatMessage({ id: 'recent.lookups', defaultMessage: 'Lookups' })}
    >
      {list.map((lookup) => {
        const language = languageName(lookup)
        return (
          <li key={`${lookup.ids.join(',')}`} className="panel__item">
            <button type="button" className="panel__open" onClick={() => onOpen(lookup)}>
              {lookupRowName(intl, lookup.ids)}
            </button>
            <span className="panel__meta">
              <FormattedMessage
                id="recent.lookupMeta"
                defaultMessage={'{count, plural, one {# item} other {# items}} · looked up {ago}'}
                values={{
                  count: lookup.ids.length,
                  ago: formatRelative(new Date(lookup.at), now, intl.locale),
                }}
              />
              {/* The reply language, named in itself (Deutsch, Русский): the same in every app language. */}
              {language ? SEPARATOR + language : null}
            </span>
          </li>
        )
      })}
    </ul>
  )
}
