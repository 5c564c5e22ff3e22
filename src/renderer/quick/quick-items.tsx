import { useIntl } from 'react-intl'
import { fieldText } from '../../shared/catalog/field'
import { useWordText } from '../format/word-text'
import { cellText, groupOf, itemOf, type LookupRow } from '../lookup/lookup-rows'
import { ErrorChoice } from '../replies/error-choice'
import { hasCatalogError } from '../replies/error-choices'
import { StatusBadge } from '../status/status-badge'

/**
 * The ticket's items as the lookup answers them: each ID with its status badge and name, and
 * `Needs your choice` with `Situation for item <id>` in place where the lead's table does not
 * know the catalog's error. Rows not answered (yet) say so as the lookup's table does.
 */
export function QuickItems({
  catalog,
  rows,
  running,
}: {
  readonly catalog: string
  readonly rows: readonly LookupRow[]
  readonly running: boolean
}) {
  const intl = useIntl()
  const wordText = useWordText()
  return (
    <ul
      className="quick__items"
      aria-label={intl.formatMessage({ id: 'quickAnswer.items', defaultMessage: "The ticket's items" })}
    >
      {rows.map((row) => {
        const item = itemOf(row)
        return (
          <li key={row.index} className="quick__item">
            <span className="quick__id num">{row.id}</span>
            {item ? (
              <>
                <StatusBadge status={item.status} narrow />
                <span className="quick__name" title={fieldText(item.name)}>
                  {fieldText(item.name)}
                </span>
                {hasCatalogError(item) ? (
                  <span className="quick__choice">
                    <ErrorChoice catalog={catalog} item={item} place="row" />
                  </span>
                ) : null}
              </>
            ) : (
              <span className={`quick__state lookup-table__state--${groupOf(row)}`}>
                {row.outcome === null && running ? <span className="spinner" aria-hidden="true" /> : null}
                {cellText(row, 'Status', wordText)}
              </span>
            )}
          </li>
        )
      })}
    </ul>
  )
}
