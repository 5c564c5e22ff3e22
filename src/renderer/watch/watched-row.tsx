import type { StatusChange, WatchedItem } from '../../shared/watch'
import { itemStatusOf, statusWords } from '../../shared/catalog/status-words'
import { StatusBadge } from '../status/status-badge'
import { formatMoment, formatRelative } from '../format/format-time'
import { useNow } from '../ui/use-now'
import { PanelOpenButton } from '../ui/panel-open-button'
import { useWordText, wordText } from '../format/word-text'
import { FormattedMessage, useIntl, type IntlShape } from 'react-intl'
import { defineMessage, type MessageDescriptor } from '../../shared/i18n/words'

/** Changes shown at once; earlier ones are one click away, so a long watch stays one glance. */
const SHOWN_CHANGES = 3
/** Watching for less than this is "since you started": a time would read as "now". */
const RECENT_MS = 45_000

/**
 * One item in `Watched items`: what it is, where it stands, and what it changed from and
 * when — kept after the item reaches its final status, since that is what the agent watched for.
 */
export function WatchedRow({
  item,
  onOpen,
  onStop,
}: {
  readonly item: WatchedItem
  readonly onOpen: (id: number) => void
  readonly onStop: () => void
}) {
  const now = useNow()
  const intl = useIntl()
  const earlier = item.history.slice(0, -SHOWN_CHANGES)
  const latest = item.history.slice(-SHOWN_CHANGES)
  return (
    <li className={item.changed ? 'panel__item panel__item--changed' : 'panel__item'}>
      <PanelOpenButton item={item} onOpen={onOpen} />
      {item.status !== null ? (
        <StatusBadge status={itemStatusOf(item.status)} narrow />
      ) : (
        <span className="panel__unchecked">
          <FormattedMessage id="watch.row.notChecked" defaultMessage="Not checked yet" />
        </span>
      )}
      <button type="button" className="button button--small panel__stop" onClick={onStop}>
        <FormattedMessage id="watch.stop" defaultMessage="Stop watching" />
      </button>
      <p className="panel__meta">{standing(item, now, intl)}</p>
      {item.history.length > 0 ? (
        <div className="panel__history">
          {earlier.length > 0 ? (
            <details>
              <summary>
                <FormattedMessage
                  id="watch.row.earlier"
                  defaultMessage={'{count, plural, one {# earlier change} other {# earlier changes}}'}
                  values={{ count: earlier.length }}
                />
              </summary>
              <Changes changes={earlier} now={now} />
            </details>
          ) : null}
          <Changes changes={latest} now={now} />
        </div>
      ) : null}
    </li>
  )
}

function Changes({ changes, now }: { readonly changes: readonly StatusChange[]; readonly now: number }) {
  const wordText = useWordText()
  const intl = useIntl()
  return (
    <ol className="panel__changes">
      {changes.map((change) => (
        <li key={`${change.at} ${change.to}`}>
          <FormattedMessage
            id="watch.row.change"
            defaultMessage={'{from} → {to} at {time}'}
            values={{
              from: wordText(statusWords(change.from)),
              to: wordText(statusWords(change.to)),
              time: <time dateTime={change.at}>{formatMoment(new Date(change.at), now, intl.locale)}</time>,
            }}
          />
        </li>
      ))}
    </ol>
  )
}

/** Where the watch stands, in words: checked or not, final or gone, and unchanged since when. */
function standing(item: WatchedItem, now: number, intl: IntlShape): string {
  const say = (message: MessageDescriptor, values?: Record<string, string>) =>
    intl.formatMessage(message, values)
  const ago = (iso: string) => formatRelative(new Date(iso), now, intl.locale)
  const last = item.lastCheckedAt
  const parts: string[] = []
  if (item.state === 'gone') {
    parts.push(say(defineMessage({ id: 'watch.problem.gone', defaultMessage: 'No longer in the catalog' })))
    parts.push(
      last === null
        ? say(defineMessage({ id: 'watch.row.notCheckedLater', defaultMessage: 'not checked yet' }))
        : say(defineMessage({ id: 'watch.row.checkedLater', defaultMessage: 'checked {ago}' }), {
            ago: ago(last),
          }),
    )
  } else if (item.state === 'finished')
    parts.push(
      say(defineMessage({ id: 'watch.row.final', defaultMessage: 'Final status: no longer checked' })),
    )
  else
    parts.push(
      last === null
        ? say(defineMessage({ id: 'watch.row.notChecked', defaultMessage: 'Not checked yet' }))
        : say(defineMessage({ id: 'watch.row.checked', defaultMessage: 'Checked {ago}' }), {
            ago: ago(last),
          }),
    )
  if (item.history.length === 0 && item.state !== 'gone') {
    // "…started watching now" reads as an order; within the first minute the time goes unsaid.
    const since = item.watchedSince
    parts.push(
      since === null || Math.abs(now - Date.parse(since)) < RECENT_MS
        ? say(
            defineMessage({
              id: 'watch.row.unchanged',
              defaultMessage: 'not changed since you started watching',
            }),
          )
        : say(
            defineMessage({
              id: 'watch.row.unchangedSince',
              defaultMessage: 'not changed since you started watching {ago}',
            }),
            { ago: ago(since) },
          ),
    )
  }
  if (item.problem && item.state === 'watching') {
    parts.push(
      say(defineMessage({ id: 'watch.row.failed', defaultMessage: 'last check failed: {problem}' }), {
        problem: wordText(intl, item.problem),
      }),
    )
  }
  return parts.join(' · ')
}
