import { parseMicroTimestamp, parseServerTimestamp } from '../../shared/catalog/timestamps'
import { utcDateTimeText } from '../../shared/catalog/timestamp-text'
import { formatLocalDateTime, formatRelative } from '../format/format-time'
import { useNow } from '../ui/use-now'

export const DASH = '—'

/**
 * `bought_at`: an exact UTC instant, in the one time format of the pane (`YYYY-MM-DD
 * HH:MM:SS`, marked UTC) plus how long ago; local time and the exact value on hover.
 */
export function UtcInstant({ value }: { readonly value: string }) {
  const now = useNow()
  const date = parseMicroTimestamp(value)
  if (!date) return <span title={value}>{value}</span>
  return (
    <span className="time">
      <time dateTime={value} title={`${value} · your time: ${formatLocalDateTime(date)}`}>
        {utcDateTimeText(date)}
      </time>
      <span className="time__zone">UTC</span>
      <span className="time__relative">{formatRelative(date, now)}</span>
    </span>
  )
}

const ZONE_NOTE =
  'The catalog does not say which time zone this is in. Shown exactly as sent; the relative time assumes UTC and may be off by the server’s offset.'

/**
 * `YYYY-MM-DD HH:MM:SS` from the server, zone unknown: shown verbatim and labelled "server
 * time", never converted. The relative time beside it assumes UTC (the same service writes
 * `bought_at` in UTC) and is marked approximate (≈) because that is a guess.
 */
export function ServerTime({ value }: { readonly value: string | null }) {
  const now = useNow()
  if (value === null) return <span className="empty">{DASH}</span>
  const date = parseServerTimestamp(value)
  return (
    <span className="time">
      <time dateTime={value}>{value}</time>
      <span className="time__zone" title={ZONE_NOTE}>
        server time
      </span>
      {date ? (
        <span className="time__relative" title={ZONE_NOTE}>
          ≈ {formatRelative(date, now)}
        </span>
      ) : null}
    </span>
  )
}
