import type { ReactNode } from 'react'
import type { IntlShape } from 'react-intl'
import { formatDecimal, formatDifference, priceDifference } from '../format/format-number'
import { SortDescIcon } from '../ui/icons'
import type { MarketMark } from './market-groups'
import { defineMessage } from '../../shared/i18n/words'

/*
 * Parts of the table's cells, as plain functions of the app language's `intl` (the table's
 * meta), not components: a new page mounts every row's cells at once, and a component per
 * part would add four to each row (RowCells renders them again when the language changes).
 */

/** Where a difference cannot be computed (no readable price): a mark, not a word. */
const NO_DIFFERENCE = '—'
/** Before a duplicate count: `×2`, the same in every language. */
const TIMES = '×'

/**
 * The ×N badge of a listing whose market name others on the page share (and whether it is
 * the cheapest of them).
 */
export function duplicateBadge(mark: MarketMark, intl: IntlShape): ReactNode {
  return (
    <span
      className={mark.cheapest ? 'dup-badge dup-badge--cheapest' : 'dup-badge'}
      title={intl.formatMessage(
        {
          id: 'table.duplicate.title',
          defaultMessage:
            '{count, plural, one {# listing on this page shares} other {# listings on this page share}} this market name{cheapest, select, yes {; this one has the lowest price} other {}}',
        },
        { count: mark.count, cheapest: mark.cheapest ? 'yes' : 'no' },
      )}
    >
      {TIMES}
      {mark.count}
      {mark.cheapest ? (
        <>
          <span className="dup-badge__word">
            {intl.formatMessage({ id: 'table.duplicate.cheapest', defaultMessage: ', cheapest' })}
          </span>
          <SortDescIcon className="dup-badge__icon" />
        </>
      ) : null}
    </span>
  )
}

/** A price as the catalog sent it, in the app language's number format (see ui/price.tsx). */
export function priceCell(value: string, intl: IntlShape): ReactNode {
  return <span className="num">{formatDecimal(value, intl.locale)}</span>
}

/**
 * The platform price and its difference from the listing's price (`+12.5%`, said in full as
 * its tooltip), in the app language's number format. `price` is null when the listing's own
 * price could not be read: there is then no difference to give.
 */
export function platformPriceCell(platform: string, price: string | null, intl: IntlShape): ReactNode {
  const difference = price === null ? null : priceDifference(price, platform)
  const direction = difference?.direction ?? 'flat'
  // The tooltip says above or below in words, so its percentage goes without a sign.
  const title =
    difference === null
      ? undefined
      : intl.formatMessage(
          direction === 'flat'
            ? defineMessage({
                id: 'table.difference.equal',
                defaultMessage: 'Platform price equals the price',
              })
            : defineMessage({
                id: 'table.difference.differs',
                defaultMessage:
                  '{direction, select, above {Platform price is {percent, number, ::percent .0 group-off} above the price} other {Platform price is {percent, number, ::percent .0 group-off} below the price}}',
              }),
          { percent: Math.abs(difference.fraction), direction: direction === 'up' ? 'above' : 'below' },
        )
  return (
    <span className="platform">
      {priceCell(platform, intl)}
      <span className={`diff diff--${direction} num`} title={title}>
        {difference === null ? NO_DIFFERENCE : formatDifference(difference.fraction, intl.locale)}
      </span>
    </span>
  )
}
