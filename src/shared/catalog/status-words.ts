import { words, type Words } from '../i18n/words'
import type { ItemStatus } from './status'

/**
 * A raw status value in words, without zod: the window's badges and main's desktop
 * notifications say a status the same way, in the app language; files and Copy as text in
 * English words (readableStatus).
 */

/** A status in the app language: a known one by its catalog words, any other as it came. */
export function statusWords(value: string): Words {
  return words(
    {
      id: 'status.word',
      defaultMessage:
        '{status, select, AVAILABLE {Available} WAITING_FOR_TRADE_ACCEPT {Waiting for trade accept} TRADE_ACCEPTED {Trade accepted} WAITING_FOR_SEND {Waiting for send} UNAVAILABLE {Unavailable} other {{status}}}',
    },
    { status: value },
  )
}

/** A status as plain English text (files, Copy as text, Copy summary): a known one readable, any other as it came. */
export function englishStatusText(status: ItemStatus): string {
  return status.known ? readableStatus(status.value) : status.value
}

/** `WAITING_FOR_SEND` -> `Waiting for send`. */
export function readableStatus(value: string): string {
  const words = value.toLowerCase().replace(/_+/g, ' ').trim()
  return words.charAt(0).toUpperCase() + words.slice(1)
}
