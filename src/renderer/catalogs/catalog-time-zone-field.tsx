import { FormattedMessage, useIntl, type IntlShape } from 'react-intl'
import { formatUtcOffset, readCatalogZone, timeZoneNames, utcOffsetMs } from '../../shared/reply/catalog-time'
import { formatClockIn } from '../format/format-time'

let names: readonly string[] | null = null
/** Read once, on first use: several hundred names, the same for the whole run. */
const zoneNames = () => (names ??= timeZoneNames())

/** What the choice means, said where the agent chooses: `Not set`'s, or the zone's time now. */
function hintFor(intl: IntlShape, value: string | null): string {
  if (value === null)
    return intl.formatMessage({
      id: 'catalogs.zone.notSetHint',
      defaultMessage:
        'Not set: replies give no clock time (“at the next attempt”) and the item details mark these times as server time. Ask whoever runs the catalog which zone its times are written in.',
    })
  const zone = readCatalogZone(value)
  // Saved by main, whose time zone data this window may not share: said, never a crash.
  if (!zone.set)
    return intl.formatMessage(
      {
        id: 'catalogs.zone.unreadable',
        defaultMessage: 'This window cannot read {zone}: choose a zone from the list, or Not set.',
      },
      { zone: value },
    )
  const now = new Date()
  return intl.formatMessage(
    {
      id: 'catalogs.zone.now',
      defaultMessage: 'Replies give times in this zone. It is {time} there now ({offset}).',
    },
    {
      time: formatClockIn(now, zone.zone, intl.locale),
      offset: formatUtcOffset(utcOffsetMs(zone.zone, now)),
    },
  )
}

/**
 * `Time zone of this catalog's times` in Edit catalog: `Not set` (the default), or an IANA
 * name; under it, what the choice means, and for a zone its time and UTC offset now, to
 * check against a time the catalog sent a moment ago.
 */
export function CatalogTimeZoneField({
  id,
  value,
  onChange,
}: {
  readonly id: string
  /** An IANA name, or null for Not set. */
  readonly value: string | null
  readonly onChange: (zone: string | null) => void
}) {
  const intl = useIntl()
  const options = zoneNames()
  return (
    <div className="field">
      <label htmlFor={id} className="field__label">
        <FormattedMessage id="catalogs.zone.label" defaultMessage="Time zone of this catalog's times" />
      </label>
      <select
        id={id}
        className="input"
        value={value ?? ''}
        aria-describedby={`${id}-hint`}
        onChange={(event) => onChange(event.target.value === '' ? null : event.target.value)}
      >
        <option value="">
          {intl.formatMessage({ id: 'catalogs.zone.notSet', defaultMessage: 'Not set' })}
        </option>
        {/* A zone saved under another spelling than this window's list uses stays choosable. */}
        {value !== null && !options.includes(value) ? <option value={value}>{value}</option> : null}
        {options.map((zone) => (
          <option key={zone} value={zone}>
            {zone}
          </option>
        ))}
      </select>
      <p id={`${id}-hint`} className="field__hint">
        {hintFor(intl, value)}
      </p>
    </div>
  )
}
