import type { Advice } from './advise'
import { nextTryMayBeOver, nextTryPlanned } from './catalog-time'
import { errorMeaning, type ErrorMeaning } from './error-meanings'
import { situation, type ReplyPromise, type SituationId } from './situations'
import type { GeneralTemplateKey } from './templates'

/**
 * The sentence said after an error's situation, from the fields alone, and what it promises.
 *
 * A retry is promised at a time only when it can succeed without the customer: for an error
 * nobody has given a meaning yet, or one whose meaning neither needs the customer to act nor
 * makes the next try fail again (`customerActs`, `retryHelps`). Where the customer must act
 * first and a new try would then help, the reply says the offer is sent again once they have,
 * with no time: the try planned before that would fail too.
 */

/** The sentence that says a customer-acts meaning's offer is sent again once they have acted. */
const RESEND_ONCE_FIXED: Readonly<Partial<Record<ErrorMeaning, GeneralTemplateKey>>> = {
  inventory_private: 'resend_once_public_line',
  trade_url_outdated: 'resend_once_url_line',
}

/** Whether a retry of this situation's item could succeed without the customer, so its next try may be told. */
export function nextTryMayBeTold(id: SituationId): boolean {
  const entry = situation(id)
  if (!entry.error) return entry.promises.includes('offer_soon')
  if (entry.error.status === 'stopped') return false
  if (entry.error.reading === 'needs_choice') return true
  const meaning = errorMeaning(entry.error.reading)
  return meaning.retryHelps && !meaning.customerActs
}

/**
 * The follow-up of an error's situation, or null for a situation without an error:
 * - a next try planned that can succeed without the customer: when it is (or that it is due);
 * - a next try planned that needs the customer first: the offer is sent again once they have
 *   done it (said for the meaning; "once you have done this, reply" for one without its own);
 * - no next try, and the customer must act: "once you have done this, reply";
 * - otherwise: "we are looking into it".
 */
export function followUpKey(advice: Advice): GeneralTemplateKey | null {
  const error = situation(advice.situation).error
  if (!error) return null
  const meaning = error.reading === 'needs_choice' ? null : errorMeaning(error.reading)
  const planned = error.status !== 'stopped' && nextTryPlanned(advice.nextTry)
  if (planned && nextTryMayBeTold(advice.situation))
    return advice.nextTry.kind === 'due' ? 'due_now_line' : 'next_try_line'
  if (planned && meaning?.retryHelps && meaning.customerActs)
    return RESEND_ONCE_FIXED[meaning.id] ?? 'after_fix_line'
  return meaning?.customerActs ? 'after_fix_line' : 'we_check_line'
}

/**
 * Follow-ups that refer back to the instruction said before them ("once you have done this"):
 * in a paragraph they come right after it, never after another item's sentence.
 */
export const FOLLOWS_INSTRUCTION: ReadonlySet<GeneralTemplateKey> = new Set(['after_fix_line'])

/** What a follow-up sentence promises. */
const FOLLOW_UP_PROMISES: Readonly<Partial<Record<GeneralTemplateKey, readonly ReplyPromise[]>>> = {
  next_try_line: ['resend'],
  due_now_line: ['resend'],
  resend_once_public_line: ['resend_once_fixed'],
  resend_once_url_line: ['resend_once_fixed'],
}

/** Whether an added sentence is said only where the next try is told, so `{next_try}` has a value in it. */
export function followUpTellsNextTry(key: GeneralTemplateKey): boolean {
  return FOLLOW_UP_PROMISES[key]?.includes('resend') ?? false
}

/**
 * Every promise the subject's paragraph makes: its situation's, its follow-up's, and, where
 * either says when the next try is, whether it says it is still to come.
 */
export function paragraphPromises(advice: Advice): ReplyPromise[] {
  const key = followUpKey(advice)
  const promises = [...situation(advice.situation).promises, ...((key && FOLLOW_UP_PROMISES[key]) ?? [])]
  const toldWhen = promises.includes('resend') || promises.includes('offer_soon')
  return toldWhen && !nextTryMayBeOver(advice.nextTry) ? [...promises, 'next_try_to_come'] : promises
}

/** Whether the subject's paragraph says when its next try is (`{next_try}` has a value there). */
export function tellsNextTry(advice: Advice): boolean {
  const promises = paragraphPromises(advice)
  return promises.includes('resend') || promises.includes('offer_soon')
}

/** Whether the subject's paragraph speaks of a next try that may already be over (the catalog's zone is not set). */
export function nextTryUnsure(advice: Advice): boolean {
  return tellsNextTry(advice) && nextTryMayBeOver(advice.nextTry)
}
