import type { ListItemWire, SingleItemWire } from './item'
import { listItemWire } from './list-item-wire'

/*
 * The sample item of every test, as the service sends it (spec 2.2 and 2.4): one home for
 * the item's shape, used by the core's test server and the renderer's test items, so a new
 * field is added here once. Tests override only what they look at.
 */

/** Item `id` as a list entry. */
export function sampleListItemWire(id: number): ListItemWire {
  // The list's price differs from the detail's, so a test can tell which one it shows.
  return listItemWire({ id, appid: 730, price: '10.00', platform_price: '12.00' }, () =>
    sampleSingleItemWire(id),
  )
}

/** Item `id` as the single-item answer's `data`, waiting for send, in the spec's field order. */
export function sampleSingleItemWire(id: number): SingleItemWire {
  return {
    id,
    hash: 'a1B2c3',
    status: 'WAITING_FOR_SEND',
    bought_at: '2024-05-01T12:30:00.123456Z',
    trade_offer_id: 987654,
    error_message: null,
    error_date: null,
    last_send: '2024-05-01 12:31:00',
    next_try: null,
    send_date: '2024-05-01 12:35:00',
    image: `https://images.example.test/${id}.png`,
    price: '15.50',
    name: `Item ${id}`,
    market_hash_name: `Item ${id} (Field-Tested)`,
    trade_url: 'https://steamcommunity.com/tradeoffer/new/?partner=123456&token=AbCdEf12',
  }
}
