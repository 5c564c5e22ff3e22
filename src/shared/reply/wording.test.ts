import { describe, expect, it } from 'vitest'
import type { StoredReplyTemplates } from './templates-schema'
import { wordingFor } from './wording'

const STORED: StoredReplyTemplates = {
  languages: { de: { greeting: 'Hallo {customer_name},' }, en: { closing: 'Cheers' } },
  shared: { signature: 'The support team' },
  errorTable: [{ contains: 'private', means: 'inventory_private' }],
  agentName: 'Sam',
}

describe('wordingFor: what a reply in one language takes from the stored set', () => {
  it('takes the language’s own boxes, the shared ones, the error table and the agent’s name', () => {
    expect(wordingFor(STORED, 'de')).toStrictEqual({
      templates: { greeting: 'Hallo {customer_name},' },
      shared: { signature: 'The support team' },
      errorTable: [{ contains: 'private', means: 'inventory_private' }],
      agentName: 'Sam',
    })
  })

  it('gives a language with no boxes of its own none, and leaves out what the set leaves out', () => {
    expect(wordingFor({ languages: STORED.languages }, 'ru')).toStrictEqual({
      templates: {},
      shared: {},
      agentName: null,
    })
  })

  it('with nothing stored, uses only the defaults', () => {
    expect(wordingFor(undefined, 'en')).toStrictEqual({ templates: {}, shared: {}, agentName: null })
  })
})
