import { useQuery } from '@tanstack/react-query'
import { FormattedMessage, useIntl, type IntlShape } from 'react-intl'
import { WATCH_INTERVAL_SECONDS } from '../../shared/watch'
import { appErrorOf } from '../api/catalog-error'
import { useUnwatchItem, useWatchOptions } from './api/watch-mutations'
import { watchListOptions } from './api/watch-queries'
import { ErrorMessage } from '../ui/error-message'
import { Panel } from '../ui/panel'
import { WatchedRow } from './watched-row'

/** Intervals offered in the panel, within WATCH_INTERVAL_SECONDS. */
const INTERVALS: readonly number[] = [
  WATCH_INTERVAL_SECONDS.min,
  30,
  WATCH_INTERVAL_SECONDS.default,
  5 * 60,
  15 * 60,
  WATCH_INTERVAL_SECONDS.max,
]

/** `15 seconds`, `1 minute`, `30 Minuten`: Intl's own unit words in the app language. */
function intervalLabel(intl: IntlShape, seconds: number): string {
  return seconds < 60
    ? intl.formatNumber(seconds, { style: 'unit', unit: 'second', unitDisplay: 'long' })
    : intl.formatNumber(seconds / 60, { style: 'unit', unit: 'minute', unitDisplay: 'long' })
}

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
  const intl = useIntl()
  return (
    <Panel
      title={intl.formatMessage({ id: 'watch.title', defaultMessage: 'Watched items' })}
      tools={
        data ? (
          <div className="panel__settings">
            <label className="panel__setting">
              <input
                type="checkbox"
                checked={data.notifications}
                onChange={(event) => options.mutate({ notifications: event.target.checked })}
              />
              <FormattedMessage id="watch.panel.notifications" defaultMessage="Desktop notifications" />
            </label>
            <label className="panel__setting">
              <FormattedMessage id="watch.panel.checkEvery" defaultMessage="Check every" />
              <select
                value={data.intervalSeconds}
                onChange={(event) => options.mutate({ intervalSeconds: Number(event.target.value) })}
              >
                {INTERVALS.map((seconds) => (
                  <option key={seconds} value={seconds}>
                    {intervalLabel(intl, seconds)}
                  </option>
                ))}
              </select>
            </label>
          </div>
        ) : null
      }
    >
      {failure ? <ErrorMessage error={failure} /> : null}
      {data && data.items.length === 0 ? (
        <p className="panel__empty">
          <FormattedMessage
            id="watch.panel.empty"
            defaultMessage="Nothing is watched yet. Open an item and press Watch item: this app checks it in the background and tells you when its status changes."
          />
        </p>
      ) : null}
      {data && data.items.length > 0 ? (
        <ul className="panel__list">
          {data.items.map((item) => (
            <WatchedRow key={item.id} item={item} onOpen={onOpen} onStop={() => stop.mutate(item.id)} />
          ))}
        </ul>
      ) : null}
    </Panel>
  )
}
