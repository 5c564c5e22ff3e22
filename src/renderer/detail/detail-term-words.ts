import type { DetailTerm } from '../../shared/detail-terms'
import { defineMessage, type MessageDescriptor } from '../../shared/i18n/words'

/**
 * Each detail pane term's words in the catalogs. The terms themselves (shared/detail-terms.ts)
 * are ui-contract's English names, which the tests find fields by; this is what a person reads.
 */
export const DETAIL_TERM_WORDS: Readonly<Record<DetailTerm, MessageDescriptor>> = {
  Status: defineMessage({ id: 'detail.term.status', defaultMessage: 'Status' }),
  'Trade URL': defineMessage({ id: 'detail.term.tradeUrl', defaultMessage: 'Trade URL' }),
  'Bought at': defineMessage({ id: 'detail.term.boughtAt', defaultMessage: 'Bought at' }),
  'Send date': defineMessage({ id: 'detail.term.sendDate', defaultMessage: 'Send date' }),
  'Last send': defineMessage({ id: 'detail.term.lastSend', defaultMessage: 'Last send' }),
  Error: defineMessage({ id: 'detail.term.error', defaultMessage: 'Error' }),
  'Error date': defineMessage({ id: 'detail.term.errorDate', defaultMessage: 'Error date' }),
  'Next try': defineMessage({ id: 'detail.term.nextTry', defaultMessage: 'Next try' }),
  'Item ID': defineMessage({ id: 'detail.term.itemId', defaultMessage: 'Item ID' }),
  Hash: defineMessage({ id: 'detail.term.hash', defaultMessage: 'Hash' }),
  'Trade offer ID': defineMessage({ id: 'detail.term.tradeOfferId', defaultMessage: 'Trade offer ID' }),
  Price: defineMessage({ id: 'detail.term.price', defaultMessage: 'Price' }),
  'Market hash name': defineMessage({ id: 'detail.term.marketHashName', defaultMessage: 'Market hash name' }),
}
