import { useQuery } from '@tanstack/react-query'
import { WATCH_INTERVAL_SECONDS } from '../../shared/watch'
import { appErrorOf } from '../api/catalog-error'
import { useUnwatchItem, useWatchOptions } from './api/watch-mutations'
import { watchListOptions } from './api/watch-queries'
import { ErrorMessage } from '../ui/error-message'
import { WatchedRow } from './watched-row'

/** Intervals offered in the panel, within WATCH_INTERVAL_SECONDS. */
const INTERVALS: readonly { readonly seconds: number; readonly label: string }[] = [
  { seconds: WATCH_INTERVAL_SECONDS.min, label: '15 seconds' },
  { seconds: 30, label: '30 seconds' },
  { seconds: WATCH_INTERVAL_SECONDS.default, label: '1 minute' },
  { seconds: 5 * 60, label: '5 minutes' },
  { seconds: 15 * 60, label: '15 minutes' },
  { seconds: WATCH_INTERVAL_SECONDS.max, label: '30 minutes' },
]

/**
 * The `Watched items` panel: what is being watched, what changed and when, and the two
 * settings (how often, and whether to show desktop notifications). Opening it marks the
 * changes as seen, so the header's count means "changed since you last looked".
 */
export function WatchedItemsPanel({
  catalog,
  onOpen,
}: {
  readonly catalog: string
  readonly onOpen: (id: number) => void
}) {
  const list = useQuery(watchListOptions(catalog))
  const stop = useUnwatchItem(catalog)
  const options = useWatchOptions(catalog)
  const failure = appErrorOf(stop.error ?? options.error ?? list.error)
  const data = list.data
  return (
    <section className="panel" aria-label="Watched items">
      <header className="panel__header">
        <h2 className="panel__title">Watched items</h2>
        {data ? (
          <div className="panel__settings">
            <label className="panel__setting">
              <input
                type="checkbox"
                checked={data.notifications}
                onChange={(event) => options.mutate({ notifications: event.target.checked })}
              />
              Desktop notifications
            </label>
            <label className="panel__setting">
              Check every
              <select
                value={data.intervalSeconds}
                onChange={(event) => options.mutate({ intervalSeconds: Number(event.target.value) })}
              >
                {INTERVALS.map((interval) => (
                  <option key={interval.seconds} value={interval.seconds}>
                    {interval.label}
                  </option>
                ))}
              </select>
            </label>
          </div>
        ) : null}
      </header>
      {failure ? <ErrorMessage error={failure} /> : null}
      {data && data.items.length === 0 ? (
        <p className="panel__empty">
          Nothing is watched yet. Open an item and press Watch item: this app checks it in the background and
          tells you when its status changes.
        </p>
      ) : null}
      {data && data.items.length > 0 ? (
        <ul className="panel__list">
          {data.items.map((item) => (
            <WatchedRow key={item.id} item={item} onOpen={onOpen} onStop={() => stop.mutate(item.id)} />
          ))}
        </ul>
      ) : null}
    </section>
  )
}
