import { FormattedMessage, useIntl } from 'react-intl'
import { formatPercent } from '../format/format-number'
import { SortDescIcon } from '../ui/icons'
import type { MarketMark } from './market-groups'
import { defineMessage } from '../../shared/i18n/words'

/** Where a difference cannot be computed (no readable price): a mark, not a word. */
const NO_DIFFERENCE = '—'
/** Before a duplicate count: `×2`, the same in every language. */
const TIMES = '×'

/**
 * The ×N badge of a listing whose market name others on the page share (and whether it is
 * the cheapest of them). A component of its own: its words follow the app language while the
 * row's cells, memoised, do not render again.
 */
export function DuplicateBadge({ mark }: { readonly mark: MarketMark }) {
  const intl = useIntl()
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
            <FormattedMessage id="table.duplicate.cheapest" defaultMessage=", cheapest" />
          </span>
          <SortDescIcon className="dup-badge__icon" />
        </>
      ) : null}
    </span>
  )
}

/** The platform price's difference from the price (`+12.5%`), said in full as its tooltip. */
export function PriceDifference({
  diff,
  direction,
}: {
  readonly diff: number | null
  readonly direction: 'flat' | 'up' | 'down'
}) {
  const intl = useIntl()
  // The tooltip's percentage is the one the cell shows (rounded to one decimal), without sign.
  const percent = diff === null ? 0 : Math.abs(Math.round(diff * 10) / 10) / 100
  const title =
    diff === null
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
          { percent, direction: direction === 'up' ? 'above' : 'below' },
        )
  return (
    <span className={`diff diff--${direction} num`} title={title}>
      {diff === null ? NO_DIFFERENCE : formatPercent(diff)}
    </span>
  )
}
