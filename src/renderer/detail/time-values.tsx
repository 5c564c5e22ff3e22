import { FormattedMessage, useIntl } from 'react-intl'
import { parseMicroTimestamp, parseServerTimestamp } from '../../shared/catalog/timestamps'
import { SERVER_TIME } from '../../shared/catalog/timestamp-text'
import { openEditCatalog } from '../ui/edit-catalog-opener'
import { formatCatalogTime, formatLocalDateTime, formatRelative, inCatalogZone } from '../format/format-time'
import { useNow } from '../ui/use-now'
import { BETWEEN } from '../ui/between'

export const DASH = '—'
/** Marks: the zone's standard abbreviation and "about", the same in every language. */
const UTC = 'UTC'
const ABOUT = '≈'

/**
 * `bought_at`: an exact UTC instant, in the app language's date and time (formatCatalogTime,
 * marked UTC) plus how long ago; the value as sent and local time on hover.
 */
export function UtcInstant({ value }: { readonly value: string }) {
  const now = useNow()
  const intl = useIntl()
  const date = parseMicroTimestamp(value)
  if (!date) return <span title={value}>{value}</span>
  return (
    <span className="time">
      <time
        dateTime={value}
        title={intl.formatMessage(
          { id: 'time.yourTime', defaultMessage: '{value} · your time: {local}' },
          { value, local: formatLocalDateTime(date, intl.locale) },
        )}
      >
        {formatCatalogTime(date, intl.locale)}
      </time>
      <span className="time__zone">{UTC}</span>
      <span className="time__relative">{formatRelative(date, now, intl.locale)}</span>
    </span>
  )
}

/**
 * `YYYY-MM-DD HH:MM:SS` from the server: its date and time as sent, never converted, written
 * in the app language (formatCatalogTime), with the value as sent on hover. With no zone set
 * for the catalog it is labelled "server time", and the relative time beside it assumes UTC
 * (the same service writes `bought_at` in UTC) and is marked approximate (≈) because that is
 * a guess. With the catalog's zone set (Edit catalog…), it is labelled with that zone and its
 * UTC offset at that moment, and the relative time is exact. A value that cannot be read as a
 * time is shown as sent.
 */
export function ServerTime({
  value,
  zone = null,
}: {
  readonly value: string | null
  /** The catalog's zone (useCatalogTimeZone), or null: not set. */
  readonly zone?: string | null
}) {
  const now = useNow()
  const intl = useIntl()
  if (value === null) return <span className="empty">{DASH}</span>
  const date = parseServerTimestamp(value)
  const shown = date ? formatCatalogTime(date, intl.locale) : value
  const zoned = inCatalogZone(value, zone)
  if (zoned) {
    return (
      <span className="time">
        <time
          dateTime={zoned.at.toISOString()}
          title={intl.formatMessage(
            { id: 'time.yourTime', defaultMessage: '{value} · your time: {local}' },
            { value, local: formatLocalDateTime(zoned.at, intl.locale) },
          )}
        >
          {shown}
        </time>
        <span
          className="time__zone"
          title={intl.formatMessage({
            id: 'time.zoneTitle',
            defaultMessage: 'The catalog’s time zone, as set in Edit catalog…',
          })}
        >
          {zoned.mark}
        </span>
        <span className="time__relative">{formatRelative(zoned.at, now, intl.locale)}</span>
      </span>
    )
  }
  const zoneNote = intl.formatMessage({
    id: 'time.serverNote',
    defaultMessage:
      'The catalog does not say which time zone this is in. The date and time are the catalog’s own, not converted; the relative time assumes UTC and may be off by the server’s offset.',
  })
  return (
    <span className="time">
      <time dateTime={value} title={value}>
        {shown}
      </time>
      <span className="time__zone" title={zoneNote}>
        <FormattedMessage {...SERVER_TIME} />
      </span>
      {date ? (
        <span className="time__relative" title={zoneNote}>
          {ABOUT}
          {BETWEEN}
          {formatRelative(date, now, intl.locale)}
        </span>
      ) : null}
    </span>
  )
}

/**
 * Under the timeline while the catalog's zone is not set: what "server time" means, and a way
 * to set the zone (Edit catalog, on that field), after which replies may name clock times.
 */
export function CatalogZoneOffer() {
  return (
    <p className="timeline__zone-offer">
      <FormattedMessage
        id="time.zoneOffer"
        defaultMessage="Server time: this catalog’s time zone is not set, so replies give no clock time."
      />
      {BETWEEN}
      <button type="button" className="button button--link" onClick={() => openEditCatalog('time-zone')}>
        <FormattedMessage id="time.setZone" defaultMessage="Set the catalog's time zone…" />
      </button>
    </p>
  )
}
