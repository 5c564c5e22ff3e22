import { describe, expect, it } from 'vitest'
import { ERROR_MEANINGS } from './error-meanings'
import { ERROR_STATUSES, errorSituationId, situation } from './situations'

describe('what an error situation tells the agent', () => {
  it.each(ERROR_MEANINGS.map((meaning) => [meaning.id, meaning.label] as const))(
    'quotes the %s meaning as the error table names it, proper nouns included',
    (id, label) => {
      for (const status of ERROR_STATUSES)
        expect(situation(errorSituationId(status.key, id)).meaning).toContain(`says: ${label}.`)
    },
  )
})
