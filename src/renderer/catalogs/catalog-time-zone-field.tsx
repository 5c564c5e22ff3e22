import { formatUtcOffset, readCatalogZone, timeZoneNames, utcOffsetMs } from '../../shared/reply/catalog-time'
import { formatClockIn } from '../format/format-time'

/** What `Not set` means, said where the agent chooses. */
const NOT_SET_HINT =
  'Not set: replies give no clock time (“at the next attempt”) and the item details mark these times as server time. Ask whoever runs the catalog which zone its times are written in.'

let names: readonly string[] | null = null
/** Read once, on first use: several hundred names, the same for the whole run. */
const zoneNames = () => (names ??= timeZoneNames())

function hintFor(value: string | null): string {
  if (value === null) return NOT_SET_HINT
  const zone = readCatalogZone(value)
  // Saved by main, whose time zone data this window may not share: said, never a crash.
  if (!zone.set) return `This window cannot read ${value}: choose a zone from the list, or Not set.`
  const now = new Date()
  return `Replies give times in this zone. It is ${formatClockIn(now, zone.zone)} there now (${formatUtcOffset(utcOffsetMs(zone.zone, now))}).`
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
  const options = zoneNames()
  return (
    <div className="field">
      <label htmlFor={id} className="field__label">
        Time zone of this catalog&apos;s times
      </label>
      <select
        id={id}
        className="input"
        value={value ?? ''}
        aria-describedby={`${id}-hint`}
        onChange={(event) => onChange(event.target.value === '' ? null : event.target.value)}
      >
        <option value="">Not set</option>
        {/* A zone saved under another spelling than this window's list uses stays choosable. */}
        {value !== null && !options.includes(value) ? <option value={value}>{value}</option> : null}
        {options.map((zone) => (
          <option key={zone} value={zone}>
            {zone}
          </option>
        ))}
      </select>
      <p id={`${id}-hint`} className="field__hint">
        {hintFor(value)}
      </p>
    </div>
  )
}
