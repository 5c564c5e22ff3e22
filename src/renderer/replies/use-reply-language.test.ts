import { describe, expect, it } from 'vitest'
import { withEnglish } from '../../shared/i18n/english.test-support'
import { replyLanguageInUse } from './use-reply-language'

const ticket = (fromTicket: 'de' | null, chosen: 'en' | null = null) => ({
  catalog: 'https://catalog.test',
  ticket: 1,
  fromTicket,
  chosen,
})

describe('replyLanguageInUse', () => {
  it('is the usual language, with nothing said, when no ticket is being answered', () => {
    expect(replyLanguageInUse('es', null)).toEqual({
      language: 'es',
      source: 'usual',
      note: null,
      shortNote: null,
    })
  })

  it('is the ticket’s language when its words say, and says so', () => {
    expect(withEnglish(replyLanguageInUse('en', ticket('de')))).toEqual({
      language: 'de',
      source: 'ticket',
      note: 'Reply language from the ticket: Deutsch',
      shortNote: 'from the ticket',
    })
  })

  it('is the agent’s choice for the ticket over it, and says both', () => {
    expect(withEnglish(replyLanguageInUse('es', ticket('de', 'en')))).toEqual({
      language: 'en',
      source: 'chosen_for_ticket',
      note: 'Reply language for this ticket only: English (the ticket reads as Deutsch)',
      shortNote: 'for this ticket only',
    })
  })

  it('is the usual language when the ticket does not say, and says that it is the usual one', () => {
    expect(withEnglish(replyLanguageInUse('ru', ticket(null)))).toEqual({
      language: 'ru',
      source: 'usual_ticket_unclear',
      note: "This catalog's usual reply language: Русский (the ticket does not say)",
      shortNote: 'usual; the ticket does not say',
    })
  })
})
