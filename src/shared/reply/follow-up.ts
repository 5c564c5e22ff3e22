import type { Advice } from './advise'
import { nextTryMayBeOver, nextTryPlanned } from './catalog-time'
import { errorMeaning, type ErrorMeaningInfo } from './error-meanings'
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

/** The meanings after which a new try can succeed once the customer has acted, and only then. */
type ResentOnceFixed = Extract<ErrorMeaningInfo, { customerActs: true; retryHelps: true }>['id']

/**
 * The sentence that says such a meaning's offer is sent again once the customer has acted,
 * worded for what they do ("once your inventory is public"). A new such meaning needs one.
 */
const RESEND_ONCE_FIXED: Readonly<Record<ResentOnceFixed, GeneralTemplateKey>> = {
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
 * - the customer must act: with a next try planned that helps once they have, the offer is
 *   sent again then (no time); otherwise "once you have done this, reply";
 * - otherwise: "we are looking into it".
 */
export function followUpKey(advice: Advice): GeneralTemplateKey | null {
  const error = situation(advice.situation).error
  if (!error) return null
  const planned = error.status !== 'stopped' && nextTryPlanned(advice.nextTry)
  if (planned && nextTryMayBeTold(advice.situation))
    return advice.nextTry.kind === 'due' ? 'due_now_line' : 'next_try_line'
  if (error.reading === 'needs_choice') return 'we_check_line'
  const meaning = errorMeaning(error.reading)
  if (!meaning.customerActs) return 'we_check_line'
  return planned && meaning.retryHelps ? RESEND_ONCE_FIXED[meaning.id] : 'after_fix_line'
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
