import type { Advice } from './advise'
import { nextTryPlanned } from './catalog-time'
import { errorMeaning } from './error-meanings'
import { situation, type ReplyPromise } from './situations'
import type { GeneralTemplateKey } from './templates'

/**
 * The sentence the composer adds after an error's situation, from the fields alone:
 * - a next try planned, and worth telling (the meaning's `retryHelps`): when it is (or that
 *   it is due now); Delivery stopped (UNAVAILABLE) never has one;
 * - otherwise, when the customer must act: "once you have done this, reply";
 * - otherwise: "we are looking into it".
 * An error nobody has given a meaning yet says only what the fields prove: the send failed
 * (its status's sentence), and whether a next try is planned.
 */
export function followUpKey(advice: Advice): GeneralTemplateKey | null {
  const error = situation(advice.situation).error
  if (!error) return null
  const meaning = error.reading === 'needs_choice' ? null : errorMeaning(error.reading)
  const retryHelps = meaning?.retryHelps ?? true
  if (error.status !== 'stopped' && retryHelps && nextTryPlanned(advice.nextTry))
    return advice.nextTry.kind === 'due' ? 'due_now_line' : 'next_try_line'
  return meaning?.customerActs ? 'after_fix_line' : 'we_check_line'
}

/** What a follow-up sentence promises. */
const FOLLOW_UP_PROMISES: Readonly<Partial<Record<GeneralTemplateKey, readonly ReplyPromise[]>>> = {
  next_try_line: ['resend'],
  due_now_line: ['resend'],
}

/** Every promise the subject's paragraph makes: its situation's, and its follow-up's. */
export function paragraphPromises(advice: Advice): ReplyPromise[] {
  const key = followUpKey(advice)
  return [...situation(advice.situation).promises, ...((key && FOLLOW_UP_PROMISES[key]) ?? [])]
}
