import type { ReactNode } from 'react'
import { FormattedMessage } from 'react-intl'
import type { SingleItem } from '../../shared/catalog'
import { CopyButton } from '../ui/copy-button'
import { DeliveryTimeline } from './delivery-timeline'
import { FieldValue } from '../ui/field-value'
import { TradeUrlField } from './trade-url-field'
import { Price } from '../ui/price'
import { detailTermWords, type DetailTerm } from '../../shared/detail-terms'

function Field({
  term,
  children,
  copy,
  wide,
}: {
  readonly term: DetailTerm
  readonly children: ReactNode
  /** A copy button beside the value. */
  readonly copy?: ReactNode
  readonly wide?: boolean
}) {
  return (
    <div className={wide ? 'fields__row fields__row--wide' : 'fields__row'}>
      <dt className="fields__term">
        <FormattedMessage {...detailTermWords(term)} />
      </dt>
      <dd className="fields__value">
        <span className="fields__content">{children}</span>
        {copy}
      </dd>
    </div>
  )
}

/**
 * The item as one story, in the order an agent reads it: the trade URL (what they most often
 * need, visible without scrolling even at 900×600), the delivery timeline in time order, then
 * the identifiers to quote (each with its own copy button) and the listing. The status and
 * what it means are above, beside the badge. Empty values show a dash or "none", never
 * "null"; a malformed field shows "unexpected value" with its raw text and costs only that field.
 */
export function ItemFields({ item }: { readonly item: SingleItem }) {
  return (
    <div className="detail__story">
      <dl className="fields fields--trade">
        <Field term="Trade URL" wide>
          <TradeUrlField field={item.trade_url} />
        </Field>
      </dl>
      <DeliveryTimeline item={item} />
      <dl className="fields">
        <Field term="Item ID" copy={<CopyButton what="itemId" text={String(item.id)} compact />}>
          <span className="num">{item.id}</span>
        </Field>
        <Field
          term="Hash"
          copy={<CopyButton what="hash" text={item.hash.ok ? item.hash.value : null} compact />}
        >
          <FieldValue field={item.hash}>{(hash) => <span className="mono">{hash}</span>}</FieldValue>
        </Field>
        <Field
          term="Trade offer ID"
          copy={
            <CopyButton
              what="tradeOfferId"
              text={item.trade_offer_id.ok ? String(item.trade_offer_id.value) : null}
              compact
            />
          }
        >
          <FieldValue field={item.trade_offer_id}>
            {(offer) => <span className="num">{offer}</span>}
          </FieldValue>
        </Field>
        <Field term="Price">
          <FieldValue field={item.price}>{(price) => <Price value={price} />}</FieldValue>
        </Field>
        <Field term="Market hash name" wide>
          <FieldValue field={item.market_hash_name}>{(name) => name}</FieldValue>
        </Field>
      </dl>
    </div>
  )
}
