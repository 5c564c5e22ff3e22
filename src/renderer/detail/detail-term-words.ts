import type { DetailTerm } from '../../shared/detail-terms'
import type { MessageId } from '../../shared/i18n/messages'

/**
 * Each detail pane term's words in the catalogs. The terms themselves (shared/detail-terms.ts)
 * are ui-contract's English names, which the tests find fields by; this is what a person reads.
 */
export const DETAIL_TERM_WORDS: Readonly<Record<DetailTerm, MessageId>> = {
  Status: 'detail.term.status',
  'Trade URL': 'detail.term.tradeUrl',
  'Bought at': 'detail.term.boughtAt',
  'Send date': 'detail.term.sendDate',
  'Last send': 'detail.term.lastSend',
  Error: 'detail.term.error',
  'Error date': 'detail.term.errorDate',
  'Next try': 'detail.term.nextTry',
  'Item ID': 'detail.term.itemId',
  Hash: 'detail.term.hash',
  'Trade offer ID': 'detail.term.tradeOfferId',
  Price: 'detail.term.price',
  'Market hash name': 'detail.term.marketHashName',
}
