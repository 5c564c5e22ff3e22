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
    // What it may be is said by the refused line (load-policy.test.ts), from the issue's own bounds.
    'refuses %s at its key',
    (days) => {
      const parsed = policySchema.safeParse({ recentLookupsDays: days })
      expect(parsed.success).toBe(false)
      expect(parsed.error?.issues[0]?.path).toEqual(['recentLookupsDays'])
    },
  )
})
