import {
  statusShortWords,
  statusWords,
  type ItemStatus,
  type KnownStatus,
} from '../../shared/catalog/status-words'
import type { Words } from '../../shared/i18n/words'

export type StatusTone =
  'available' | 'awaiting-accept' | 'accepted' | 'awaiting-send' | 'unavailable' | 'unknown'

/**
 * The look of one status: readable text and a tone that picks colour and icon.
 *
 * No explanation of what a state means is offered: the spec does not describe the
 * transitions, and a guessed explanation would mislead support staff.
 */
export interface StatusLook {
  readonly words: Words
  /** Its name where a badge has little room: as long as the English at most. */
  readonly shortWords: Words
  readonly tone: StatusTone
}

const TONES: Readonly<Record<KnownStatus, StatusTone>> = {
  AVAILABLE: 'available',
  WAITING_FOR_TRADE_ACCEPT: 'awaiting-accept',
  TRADE_ACCEPTED: 'accepted',
  WAITING_FOR_SEND: 'awaiting-send',
  UNAVAILABLE: 'unavailable',
}

/**
 * Words and tone of a status. An unknown value (the service added a state) gets a neutral
 * tone and is shown as it came, so nothing is hidden or guessed.
 */
export function statusLook(status: ItemStatus): StatusLook {
  return {
    words: statusWords(status.value),
    shortWords: statusShortWords(status.value),
    tone: status.known ? TONES[status.value] : 'unknown',
  }
}
