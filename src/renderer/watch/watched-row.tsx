import type { StatusChange, WatchedItem } from '../../shared/watch'
import { statusWords } from '../../shared/catalog/status-words'
import { StatusBadge } from '../status/status-badge'
import { formatMoment, formatRelative } from '../format/format-time'
import { itemStatusOf } from '../format/status-text'
import { useNow } from '../ui/use-now'
import { useWordText } from '../format/word-text'
import { type Words } from '../../shared/i18n/words'

/** Changes shown at once; earlier ones are one click away, so a long watch stays one glance. */
const SHOWN_CHANGES = 3

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
  const wordText = useWordText()
  const earlier = item.history.slice(0, -SHOWN_CHANGES)
  const latest = item.history.slice(-SHOWN_CHANGES)
  return (
    <li className={item.changed ? 'panel__item panel__item--changed' : 'panel__item'}>
      <button type="button" className="panel__open" onClick={() => onOpen(item.id)}>
        <span className="num">{item.id}</span>{' '}
        <span className="panel__name">{item.name ?? `Item ${item.id}`}</span>
      </button>
      {item.status !== null ? (
        <StatusBadge status={itemStatusOf(item.status)} />
      ) : (
        <span className="panel__unchecked">Not checked yet</span>
      )}
      <button type="button" className="button button--small panel__stop" onClick={onStop}>
        Stop watching
      </button>
      <p className="panel__meta">{standing(item, now, wordText)}</p>
      {item.history.length > 0 ? (
        <div className="panel__history">
          {earlier.length > 0 ? (
            <details>
              <summary>
                {earlier.length === 1 ? '1 earlier change' : `${earlier.length} earlier changes`}
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
  return (
    <ol className="panel__changes">
      {changes.map((change) => (
        <li key={`${change.at} ${change.to}`}>
          {wordText(statusWords(change.from))} → {wordText(statusWords(change.to))} at{' '}
          <time dateTime={change.at}>{formatMoment(new Date(change.at), now)}</time>
        </li>
      ))}
    </ol>
  )
}

/** Where the watch stands, in words: checked or not, final or gone, and unchanged since when. */
function standing(item: WatchedItem, now: number, wordText: (w: Words) => string): string {
  const ago = (iso: string) => formatRelative(new Date(iso), now)
  const checked = item.lastCheckedAt === null ? 'not checked yet' : `checked ${ago(item.lastCheckedAt)}`
  const parts: string[] = []
  if (item.state === 'gone') parts.push('No longer in the catalog', checked)
  else if (item.state === 'finished') parts.push('Final status: no longer checked')
  else parts.push(checked.charAt(0).toUpperCase() + checked.slice(1))
  if (item.history.length === 0 && item.state !== 'gone') {
    // "…started watching now" reads as an order; within the first minute the time goes unsaid.
    const since = item.watchedSince === null ? 'now' : ago(item.watchedSince)
    parts.push(`not changed since you started watching${since === 'now' ? '' : ` ${since}`}`)
  }
  if (item.problem && item.state === 'watching') parts.push(`last check failed: ${wordText(item.problem)}`)
  return parts.join(' · ')
}
