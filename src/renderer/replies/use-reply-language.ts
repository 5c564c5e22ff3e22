import { useCallback } from 'react'
import { words, type Words } from '../../shared/i18n/words'
import { DEFAULT_REPLY_LANGUAGE, REPLY_LANGUAGES, type ReplyLanguage } from '../../shared/i18n/languages'
import { useReplyLanguage, useSetReplyLanguage } from './api/reply-queries'
import { chooseForTicket, useTicketReplyLanguage, type TicketReplyLanguage } from './ticket-reply-language'

/**
 * Which language a reply is written in, and why, said on screen (in the app language; each
 * reply language named as the `Reply language` list names it, in its own language):
 *
 * - each catalog has a usual reply language, remembered by main (api/reply-queries.ts);
 * - a pasted ticket whose words are clearly in one of the reply languages is answered in it,
 *   for that ticket only (ticket-reply-language.ts); choosing another one then is for that
 *   ticket only too, and the usual language stays;
 * - a ticket whose words do not say (IDs only, two languages, another language) is answered
 *   in the usual language, and choosing one then changes the usual language, as it does with
 *   no ticket at all.
 */
export type ReplyLanguageSource = 'ticket' | 'chosen_for_ticket' | 'usual_ticket_unclear' | 'usual'

export interface ReplyLanguageInUse {
  readonly language: ReplyLanguage
  readonly source: ReplyLanguageSource
  /** Where the language comes from, in words; null when no ticket is being answered. */
  readonly note: Words | null
  /**
   * The note as the reply tools show it beside `Reply language`, which already names the
   * language: a few words, so the row keeps one line at 900 px (the whole note is read out).
   */
  readonly shortNote: Words | null
}

const nameOf = (code: ReplyLanguage) => REPLY_LANGUAGES.find((language) => language.code === code)!.name

export function replyLanguageInUse(
  usual: ReplyLanguage,
  ticket: TicketReplyLanguage | null,
): ReplyLanguageInUse {
  if (ticket === null) return { language: usual, source: 'usual', note: null, shortNote: null }
  const { fromTicket, chosen } = ticket
  if (fromTicket === null)
    return {
      language: usual,
      source: 'usual_ticket_unclear',
      note: words(
        {
          id: 'replyTools.language.usual',
          defaultMessage: "This catalog's usual reply language: {language} (the ticket does not say)",
        },
        { language: nameOf(usual) },
      ),
      shortNote: words({
        id: 'replyTools.language.usual.short',
        defaultMessage: 'usual; the ticket does not say',
      }),
    }
  if (chosen !== null)
    return {
      language: chosen,
      source: 'chosen_for_ticket',
      note: words(
        {
          id: 'replyTools.language.forTicket',
          defaultMessage:
            'Reply language for this ticket only: {language} (the ticket reads as {fromTicket})',
        },
        {
          language: nameOf(chosen),
          fromTicket: nameOf(fromTicket),
        },
      ),
      shortNote: words({ id: 'replyTools.language.forTicket.short', defaultMessage: 'for this ticket only' }),
    }
  return {
    language: fromTicket,
    source: 'ticket',
    note: words(
      { id: 'replyTools.language.fromTicket', defaultMessage: 'Reply language from the ticket: {language}' },
      { language: nameOf(fromTicket) },
    ),
    shortNote: words({ id: 'replyTools.language.fromTicket.short', defaultMessage: 'from the ticket' }),
  }
}

/** The language every reply on screen for `catalog` is written in. */
export function useReplyLanguageInUse(catalog: string): ReplyLanguageInUse {
  const usual = useReplyLanguage(catalog).data ?? DEFAULT_REPLY_LANGUAGE
  return replyLanguageInUse(usual, useTicketReplyLanguage(catalog))
}

/** The same, for the `Reply language` select: what it shows, and what choosing does. */
export function useReplyLanguageChoice(catalog: string) {
  const usual = useReplyLanguage(catalog)
  const setUsual = useSetReplyLanguage(catalog)
  const ticket = useTicketReplyLanguage(catalog)
  const { mutate } = setUsual
  // Stable while the ticket is: the select that calls it re-renders only when what it shows changes.
  const choose = useCallback(
    (language: ReplyLanguage) => {
      if (ticket !== null && ticket.fromTicket !== null) chooseForTicket(ticket.ticket, language)
      else mutate(language)
    },
    [ticket, mutate],
  )
  // Already the new one while main saves a choice (useSetReplyLanguage).
  const inUse = replyLanguageInUse(usual.data ?? DEFAULT_REPLY_LANGUAGE, ticket)
  return {
    ...inUse,
    ready: usual.isSuccess && !setUsual.isPending,
    error: setUsual.error,
    choose,
  }
}
