import { describe, expect, it } from 'vitest'
import { FILTERS } from '../../shared/catalog/filters'
import { inEnglish } from '../../shared/i18n/english.test-support'
import { words } from '../../shared/i18n/words'
import { FILTER_WORDS } from './filter-words'

describe('FILTER_WORDS', () => {
  it('names each filter in English as the UI contract does', () => {
    expect(FILTERS.map((filter) => inEnglish(words(FILTER_WORDS[filter.key].label)))).toEqual(
      FILTERS.map((filter) => filter.label),
    )
  })
})
