import type { ReactNode } from 'react'
import type { SingleItem } from '../../shared/catalog'
import { FieldValue } from './field-value'
import { ServerTime, UtcInstant, DASH } from './time-values'
import { TradeUrlField } from './trade-url-field'

function Field({
  term,
  children,
  wide,
}: {
  readonly term: string
  readonly children: ReactNode
  readonly wide?: boolean
}) {
  return (
    <div className={wide ? 'fields__row fields__row--wide' : 'fields__row'}>
      <dt className="fields__term">{term}</dt>
      <dd className="fields__value">{children}</dd>
    </div>
  )
}

/**
 * Every field of the single item (spec 2.4) as a term/definition pair, in the order of
 * the UI contract. Empty values show a dash, never "null"; server text is plain text; a
 * malformed field shows "unexpected value" with its raw text and costs only that field.
 */
export function ItemFields({ item }: { readonly item: SingleItem }) {
  return (
    <dl className="fields">
      <Field term="Item ID">
        <span className="num">{item.id}</span>
      </Field>
      <Field term="Hash">
        <FieldValue field={item.hash}>{(hash) => <span className="mono">{hash}</span>}</FieldValue>
      </Field>
      <Field term="Status">
        <span className="mono">{item.status.value}</span>
      </Field>
      <Field term="Bought at">
        <FieldValue field={item.bought_at}>{(at) => <UtcInstant value={at} />}</FieldValue>
      </Field>
      <Field term="Trade offer ID">
        <FieldValue field={item.trade_offer_id}>{(offer) => <span className="num">{offer}</span>}</FieldValue>
      </Field>
      <Field term="Error" wide>
        <FieldValue field={item.error_message}>
          {(message) => (message === null ? <span className="empty">{DASH}</span> : message)}
        </FieldValue>
      </Field>
      <Field term="Error date">
        <FieldValue field={item.error_date}>{(at) => <ServerTime value={at} />}</FieldValue>
      </Field>
      <Field term="Last send">
        <FieldValue field={item.last_send}>{(at) => <ServerTime value={at} />}</FieldValue>
      </Field>
      <Field term="Next try">
        <FieldValue field={item.next_try}>{(at) => <ServerTime value={at} />}</FieldValue>
      </Field>
      <Field term="Send date">
        <FieldValue field={item.send_date}>{(at) => <ServerTime value={at} />}</FieldValue>
      </Field>
      <Field term="Price">
        <FieldValue field={item.price}>{(price) => <span className="num">{price}</span>}</FieldValue>
      </Field>
      <Field term="Market hash name" wide>
        <FieldValue field={item.market_hash_name}>{(name) => name}</FieldValue>
      </Field>
      <Field term="Trade URL" wide>
        <TradeUrlField field={item.trade_url} />
      </Field>
    </dl>
  )
}
