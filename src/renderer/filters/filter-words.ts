import type { FilterKey } from '../../shared/catalog/filters'
import type { MessageId } from '../../shared/i18n/messages'

/** A filter field's words: its label (the accessible name) and the example in the empty field. */
export interface FilterWords {
  readonly label: MessageId
  readonly placeholder: MessageId
}

/**
 * Each filter's words in the catalogs. The filters' `label`s (shared/catalog/filters.ts) are
 * ui-contract's English names, which the tests find fields by; this is what a person reads.
 * A Record over the filters, so a new filter does not build until it has its words.
 */
export const FILTER_WORDS: Readonly<Record<FilterKey, FilterWords>> = {
  name: { label: 'filters.name.label', placeholder: 'filters.name.placeholder' },
  market_hash_name: {
    label: 'filters.marketHashName.label',
    placeholder: 'filters.marketHashName.placeholder',
  },
  appid: { label: 'filters.appId.label', placeholder: 'filters.appId.placeholder' },
}
