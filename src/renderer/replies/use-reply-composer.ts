import { composeReply } from '../../shared/reply/compose-reply'
import type { ReplySubject } from '../../shared/reply/advise'
import { wordingFor } from '../../shared/reply/wording'
import { useCatalogTimeZone } from '../api/catalog-time-zone'
import { readChoices } from './error-choices'
import { useCustomerName, useErrorChoices } from './ticket-state'
import { useReplyLanguageChoice } from './use-reply-language'
import { useReplySet } from './use-reply-set'

/**
 * The reply to the customer as `Copy reply` writes it: the wording in use (the team's over the
 * agent's), the reply language, the customer's name and the agent's error choices, composed
 * for what the reply is about. One home for it, read by `Copy reply` (reply-tools.tsx) and by
 * what shows the reply before it is copied (the Quick answer window's `Reply preview`).
 */
export function useReplyComposer(catalog: string, subjects: () => readonly ReplySubject[]) {
  const templates = useReplySet()
  const catalogTimeZone = useCatalogTimeZone()
  const language = useReplyLanguageChoice(catalog)
  const customerName = useCustomerName(catalog)
  const chosenErrors = useErrorChoices()
  // Read while rendering: a press must see the wording saved a moment ago (a new set
  // re-renders the caller from the window's ReplySetProvider).
  const stored = templates.data
  /** The agent's choices for errors the lead's table does not know, read for what is replied about now. */
  const choicesFor = (at: Date) =>
    readChoices(subjects(), { catalog, errorTable: stored?.errorTable, chosen: chosenErrors, now: at })
  /** The paragraphs of items still waiting for a choice say only what their fields prove. */
  const compose = (at: Date): string =>
    composeReply(subjects(), {
      ...wordingFor(stored, language.language),
      language: language.language,
      catalogTimeZone,
      now: at,
      customerName,
      choices: choicesFor(at).choices,
    }).text
  return { templates, language, choicesFor, compose }
}
