import { describe, expect, it } from 'vitest'
import { RECENT_LOOKUPS_DAYS } from '../watch'
import { policySchema } from './policy-schema'

/** The policy's `recentLookupsDays`: how long Recent lookups keeps what it keeps, in whole days. */
describe('recentLookupsDays in the policy', () => {
  it.each([RECENT_LOOKUPS_DAYS.min, 1, RECENT_LOOKUPS_DAYS.default, RECENT_LOOKUPS_DAYS.max])(
    'takes %d',
    (days) => {
      expect(policySchema.parse({ recentLookupsDays: days })).toEqual({ recentLookupsDays: days })
    },
  )

  it('is left out when the file does not set it (the default applies)', () => {
    expect(policySchema.parse({})).toEqual({})
  })

  it.each([RECENT_LOOKUPS_DAYS.min - 1, RECENT_LOOKUPS_DAYS.max + 1, 1.5, '30', null, Infinity])(
    'refuses %s, saying what it may be',
    (days) => {
      const parsed = policySchema.safeParse({ recentLookupsDays: days })
      expect(parsed.success).toBe(false)
      expect(parsed.error?.issues[0]).toMatchObject({
        path: ['recentLookupsDays'],
        message: `a whole number of days from ${RECENT_LOOKUPS_DAYS.min} to ${RECENT_LOOKUPS_DAYS.max}`,
      })
    },
  )
})
