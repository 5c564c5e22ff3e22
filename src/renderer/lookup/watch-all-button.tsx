import { fieldValueOr } from '../../shared/catalog/field'
import { appErrorOf } from '../api/catalog-error'
import { useWatchItems } from './api/watch-items'
import { itemOf, type LookupRow } from './lookup-rows'
import { useWordText } from '../format/word-text'

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
  return (
    <>
      <button
        type="button"
        className="button button--small"
        disabled={found.length === 0 || watchAll.isPending}
        title="Check every found item in the background and notify me when a status changes"
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
        Watch all
      </button>
      {failure ? (
        <span role="alert" className="bulk__watch-error">
          {wordText(failure.message)}
        </span>
      ) : watchAll.isSuccess ? (
        <span role="status">Watching {found.length} items</span>
      ) : null}
    </>
  )
}
