import { describe, expect, it } from 'vitest'
import { catalogPrefsSchema } from '../ipc'
import { DEFAULT_PAGE_SIZE, DEFAULT_PREFS } from './default-prefs'
import { EMPTY_FILTERS } from './empty-filters'

describe('DEFAULT_PREFS', () => {
  it('opens page 1 of the whole catalog at the default page size', () => {
    expect(DEFAULT_PREFS).toEqual({ pageSize: DEFAULT_PAGE_SIZE, page: 1, filters: EMPTY_FILTERS })
  })

  it('is valid preferences, as main would save them', () => {
    expect(catalogPrefsSchema.parse(DEFAULT_PREFS)).toEqual(DEFAULT_PREFS)
  })
})
