import type { ReactNode } from 'react'
import type { SingleItem } from '../../shared/catalog'
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
 * the UI contract. Empty values show a dash, never "null"; server text is plain text.
 */
export function ItemFields({ item }: { readonly item: SingleItem }) {
  return (
    <dl className="fields">
      <Field term="Item ID">
        <span className="num">{item.id}</span>
      </Field>
      <Field term="Hash">
        <span className="mono">{item.hash}</span>
      </Field>
      <Field term="Status">
        <span className="mono">{item.status.value}</span>
      </Field>
      <Field term="Bought at">
        <UtcInstant value={item.bought_at} />
      </Field>
      <Field term="Trade offer ID">
        <span className="num">{item.trade_offer_id}</span>
      </Field>
      <Field term="Error" wide>
        {item.error_message === null ? <span className="empty">{DASH}</span> : item.error_message}
      </Field>
      <Field term="Error date">
        <ServerTime value={item.error_date} />
      </Field>
      <Field term="Last send">
        <ServerTime value={item.last_send} />
      </Field>
      <Field term="Next try">
        <ServerTime value={item.next_try} />
      </Field>
      <Field term="Send date">
        <ServerTime value={item.send_date} />
      </Field>
      <Field term="Price">
        <span className="num">{item.price}</span>
      </Field>
      <Field term="Market hash name" wide>
        {item.market_hash_name}
      </Field>
      <Field term="Trade URL" wide>
        <TradeUrlField url={item.trade_url} />
      </Field>
    </dl>
  )
}
