import { useId } from 'react'
import { FormattedMessage, useIntl, type IntlShape } from 'react-intl'
import type { DayWindow } from '../../shared/ticket/rank-candidates'
import type { TicketDates } from '../../shared/ticket/ticket-dates'
import type { WindowPlace } from './use-bought-around'
import './bought-around.css'

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/
const utcDay = (day: string) => {
  const [, year, month, date] = DAY.exec(day) ?? []
  return Date.UTC(Number(year), Number(month) - 1, Number(date))
}

/** The window as the app language writes a range of days (`27–29 Nov 2026`). */
function rangeText(intl: IntlShape, window: DayWindow): string {
  const format = new Intl.DateTimeFormat(intl.locale, { dateStyle: 'medium', timeZone: 'UTC' })
  return format.formatRange(utcDay(window.from), utcDay(window.to))
}

/** `03/04`'s two readings (`3 April`, `4 March`), or null when it is not two numbers. */
function twoReadings(intl: IntlShape, text: string): readonly [string, string] | null {
  const [, first, second] = /^(\d{1,2})\D(\d{1,2})/.exec(text) ?? []
  if (first === undefined || second === undefined) return null
  const format = new Intl.DateTimeFormat(intl.locale, { day: 'numeric', month: 'long', timeZone: 'UTC' })
  const day = (date: number, month: number) => format.format(Date.UTC(2000, month - 1, date))
  return [day(Number(first), Number(second)), day(Number(second), Number(first))]
}

/** A new window from one input's value, the other kept; an empty input takes the other's day. */
function changed(window: DayWindow | null, side: 'from' | 'to', value: string): DayWindow | null {
  const other = window?.[side === 'from' ? 'to' : 'from'] ?? ''
  const [from, to] = side === 'from' ? [value || other, other || value] : [other || value, value || other]
  if (!DAY.test(from) || !DAY.test(to)) return null
  return from <= to ? { from, to } : { from: to, to: from }
}

/**
 * `Bought around`: the purchase window read from the ticket's dates, the words it was read
 * from, any date left out as ambiguous, and the two days and `Clear` that change it.
 */
export function BoughtAroundLine({
  dates,
  window,
  changedByAgent,
  onChange,
}: {
  readonly dates: TicketDates
  readonly window: DayWindow | null
  readonly changedByAgent: boolean
  readonly onChange: (window: DayWindow | null) => void
}) {
  const intl = useIntl()
  const id = useId()
  const read = dates.window
  const words = read?.mentions.map((mention) => mention.text).join('”, “') ?? ''
  return (
    <fieldset className="bought-around">
      <legend>
        <FormattedMessage id="lookup.boughtAround.legend" defaultMessage="Bought around" />
      </legend>
      <p className="bought-around__said" aria-live="polite">
        {window === null ? (
          read === null ? (
            <FormattedMessage
              id="lookup.boughtAround.none"
              defaultMessage="The ticket names no day of purchase. Set one to sort the items by it."
            />
          ) : (
            <FormattedMessage
              id="lookup.boughtAround.cleared"
              defaultMessage="No window: the items are not ordered by their purchase day."
            />
          )
        ) : changedByAgent ? (
          <FormattedMessage
            id="lookup.boughtAround.chosen"
            defaultMessage="{range}, as you set it"
            values={{ range: rangeText(intl, window) }}
          />
        ) : (
          <FormattedMessage
            id="lookup.boughtAround.read"
            defaultMessage="{range}, read from “{words}” in the ticket (a day either side for time zones)"
            values={{ range: rangeText(intl, window), words }}
          />
        )}
      </p>
      {dates.ambiguous.map((date) => {
        const readings = twoReadings(intl, date.text)
        return (
          <p key={date.start} className="bought-around__said">
            {readings ? (
              <FormattedMessage
                id="lookup.boughtAround.ambiguous"
                defaultMessage="{date} could be {first} or {second}: not used"
                values={{ date: date.text, first: readings[0], second: readings[1] }}
              />
            ) : (
              <FormattedMessage
                id="lookup.boughtAround.ambiguousOther"
                defaultMessage="{date} could be two different days: not used"
                values={{ date: date.text }}
              />
            )}
          </p>
        )
      })}
      <div className="bought-around__controls">
        <label htmlFor={`${id}-from`}>
          <FormattedMessage id="lookup.boughtAround.from" defaultMessage="From" />
        </label>
        <input
          id={`${id}-from`}
          type="date"
          value={window?.from ?? ''}
          onChange={(event) => onChange(changed(window, 'from', event.target.value))}
        />
        <label htmlFor={`${id}-to`}>
          <FormattedMessage id="lookup.boughtAround.to" defaultMessage="To" />
        </label>
        <input
          id={`${id}-to`}
          type="date"
          value={window?.to ?? ''}
          onChange={(event) => onChange(changed(window, 'to', event.target.value))}
        />
        <button
          type="button"
          className="button button--small"
          disabled={window === null}
          onClick={() => onChange(null)}
        >
          <FormattedMessage id="lookup.boughtAround.clear" defaultMessage="Clear" />
        </button>
      </div>
    </fieldset>
  )
}

/**
 * A row's place against the window, under its purchase time (a block of its own, so a screen
 * reader says it apart from the time): for assistive tech when outside (the row is dimmed for
 * the eye), for everyone when the time could not be read.
 */
export function WindowPlaceNote({ place }: { readonly place: WindowPlace | null }) {
  if (place === 'outside')
    return (
      <div className="visually-hidden">
        <FormattedMessage id="lookup.boughtAround.outside" defaultMessage="outside Bought around" />
      </div>
    )
  if (place === 'unknown')
    return (
      <div className="bought-around__unknown">
        <FormattedMessage id="lookup.boughtAround.unknown" defaultMessage="purchase time unknown" />
      </div>
    )
  return null
}
