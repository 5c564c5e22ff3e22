import type { FilterKey } from '../../shared/catalog/filters'
import { defineMessage, type MessageDescriptor } from '../../shared/i18n/words'

/** A filter field's words: its label (the accessible name) and the example in the empty field. */
export interface FilterWords {
  readonly label: MessageDescriptor
  readonly placeholder: MessageDescriptor
}

/**
 * Each filter's words in the catalogs. The filters' `label`s (shared/catalog/filters.ts) are
 * ui-contract's English names, which the tests find fields by; this is what a person reads.
 * A Record over the filters, so a new filter does not build until it has its words.
 */
export const FILTER_WORDS: Readonly<Record<FilterKey, FilterWords>> = {
  name: {
    label: defineMessage({ id: 'filters.name.label', defaultMessage: 'Name' }),
    placeholder: defineMessage({ id: 'filters.name.placeholder', defaultMessage: 'e.g. AK-47 | Redline' }),
  },
  market_hash_name: {
    label: defineMessage({ id: 'filters.marketHashName.label', defaultMessage: 'Market hash name' }),
    placeholder: defineMessage({
      id: 'filters.marketHashName.placeholder',
      defaultMessage: 'e.g. AK-47 | Redline (Field-Tested)',
    }),
  },
  appid: {
    label: defineMessage({ id: 'filters.appId.label', defaultMessage: 'App ID' }),
    placeholder: defineMessage({ id: 'filters.appId.placeholder', defaultMessage: 'Any game' }),
  },
}
