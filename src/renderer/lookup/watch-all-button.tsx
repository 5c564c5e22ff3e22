import { fieldValueOr } from '../../shared/catalog/field'
import { appErrorOf } from '../api/catalog-error'
import { useWatchItems } from './api/watch-items'
import { itemOf, type LookupRow } from './lookup-rows'
import { useWordText } from '../format/word-text'
import { FormattedMessage, useIntl } from 'react-intl'

/**
 * `Watch all`: watches every item a lookup found, in one request (all or none: main refuses,
 * with the numbers, when the watch list would grow past its limit). Rows that were not found
 * or failed are left out: there is nothing to watch yet.
 */
export function WatchAllButton({
  catalog,
  rows,
}: {
  readonly catalog: string
  readonly rows: readonly LookupRow[]
}) {
  const found = rows.map(itemOf).filter((item) => item !== null)
  const watchAll = useWatchItems(catalog)
  const failure = appErrorOf(watchAll.error)
  const wordText = useWordText()
  const intl = useIntl()
  return (
    <>
      <button
        type="button"
        className="button button--small"
        disabled={found.length === 0 || watchAll.isPending}
        title={intl.formatMessage({
          id: 'lookup.watchAll.title',
          defaultMessage: 'Check every found item in the background and notify me when a status changes',
        })}
        onClick={() =>
          watchAll.mutate({
            items: found.map((item) => ({
              id: item.id,
              name: fieldValueOr(item.name, null),
              status: item.status.value,
            })),
          })
        }
      >
        <FormattedMessage id="lookup.watchAll" defaultMessage="Watch all" />
      </button>
      {failure ? (
        <span role="alert" className="bulk__watch-error">
          {wordText(failure.message)}
        </span>
      ) : watchAll.isSuccess ? (
        <span role="status">
          <FormattedMessage
            id="lookup.watchAll.done"
            defaultMessage={'{count, plural, one {Watching # item} other {Watching # items}}'}
            values={{ count: found.length }}
          />
        </span>
      ) : null}
    </>
  )
}
