import type { ReplySubject } from '../../shared/reply/advise'

/**
 * The item the templates dialog previews when no item is open: bought, waiting to be sent,
 * with a next try in an hour, so the greeting, a situation's sentence and the next-try
 * sentence all show.
 */
export function sampleSubject(now: Date): ReplySubject {
  const inAnHour = new Date(now.getTime() + 3_600_000).toISOString().slice(0, 19).replace('T', ' ')
  const valid = <T>(value: T) => ({ ok: true as const, value })
  return {
    kind: 'item',
    item: {
      id: 1042,
      status: { known: true, value: 'WAITING_FOR_SEND' },
      name: valid('AK-47 | Redline (Field-Tested)'),
      bought_at: valid(`${now.toISOString().slice(0, 19)}.000000Z`),
      trade_offer_id: valid(0),
      send_date: valid(''),
      error_message: valid(null),
      next_try: valid(inAnHour),
    },
  }
}
