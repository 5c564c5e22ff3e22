import type { KnownStatus } from '../../catalog/status'
import { errorMeaning, type ErrorMeaning } from '../error-meanings'
import {
  ERROR_READINGS,
  ERROR_STATUSES,
  errorSituationId,
  type ErrorStatusKey,
  type PlainSituationId,
} from '../situations'
import type { GeneralTemplateKey, ReplyTemplates } from '../templates'

/** How a language writes the `{next_try}` phrase; each holds its own preposition. */
export interface NextTryPhrases {
  /**
   * A time in the catalog's zone: `{when}` (date and time), `{zone}` (the zone's name, or
   * nothing where Intl has none: the phrase then reads without it), `{offset}`, `{relative}`.
   */
  readonly at: string
  /** Which of Intl's names of a zone reads as one in this language (reply-times.ts says why). */
  readonly zoneName: 'longGeneric' | 'shortGeneric'
  /** No zone set, ahead in every zone: no time, no zone ("at the next attempt"). */
  readonly nextAttempt: string
  /** No zone set, and its time may be over in the catalog's zone: said as an attempt that may have been made. */
  readonly mayBeOver: string
  /** Within five minutes of now, either side. */
  readonly dueNow: string
}

/**
 * How a reply names an item it has no readable name for, where `{name}` does not follow the
 * item noun (after it, the noun alone names the item: item-names.ts).
 */
export interface UnnamedItem {
  /**
   * The item noun in every case and number a template may put right before `{name}`
   * ("für den Gegenstand {name}", "{Предмет|Предметы} {name}"), in the glossary's word (its test
   * holds them to it): after one of them an unnamed item is named by the noun alone.
   */
  readonly nouns: readonly string[]
  /** Where a sentence opens, and where no word below stands before it: "the item", "Ihr Gegenstand". */
  readonly standIn: string
  /** Within a sentence after any other word, when that differs (German: the accusative). */
  readonly within?: string
  /** After these words (lower case), the case they govern: German "für" → "Ihren Gegenstand". */
  readonly after?: Readonly<Record<string, string>>
}

/**
 * What a language file writes: the plain situations' paragraphs, the general boxes, and for an
 * item with a catalog error its status's sentence (naming the items) and its meaning's
 * sentence (the instruction, no items), which make each `status × meaning` box's default.
 */
export interface PackWording {
  readonly general: Readonly<Record<GeneralTemplateKey, string>>
  readonly plain: Readonly<Record<PlainSituationId, string>>
  readonly errorStatus: Readonly<Record<ErrorStatusKey, string>>
  /**
   * The send status's sentence where the offer is never sent again (an item no longer
   * available: no new try helps, and the customer can do nothing): no "yet".
   */
  readonly sendNeverRetried: string
  /** Empty for a meaning that adds nothing to the status's sentence (`checking`). */
  readonly errorMeaning: Readonly<Record<ErrorMeaning, string>>
  readonly statusWords: Readonly<Record<KnownStatus | 'unknown', string>>
  readonly unnamedItem: UnnamedItem
  /** Quotes around a name written in the language's own script («Нож-бабочка», “蝴蝶刀”), so it does not run into the sentence. */
  readonly nameQuotes?: readonly [open: string, close: string]
  readonly nextTry: NextTryPhrases
  /** Between the sentences of a paragraph: a space, or nothing (Chinese). */
  readonly sentenceGap: '' | ' '
  /** Whether a space sets Latin letters and digits off from Han characters (han-latin-spacing.ts). */
  readonly hanLatinGap: boolean
  /** Scripts an item name may be written in besides Latin and still be named by it. */
  readonly scripts: readonly ('Cyrillic' | 'Han')[]
}

/**
 * Everything a reply needs in one language: the default templates a lead may reword, and
 * the words the `{status}` and `{next_try}` placeholders and an unnamed item use (not
 * templates: they are the language's words for the catalog's values, not a lead's wording).
 */
export interface LanguagePack extends Omit<
  PackWording,
  'general' | 'plain' | 'errorStatus' | 'sendNeverRetried' | 'errorMeaning'
> {
  readonly templates: ReplyTemplates
}

export function joinSentences(sentences: readonly string[], gap: '' | ' '): string {
  return sentences.filter((sentence) => sentence.trim() !== '').join(gap)
}

/** Whether the offer of an item whose error means `reading` is never sent again, whatever anyone does. */
function neverRetried(reading: ErrorMeaning | 'needs_choice'): boolean {
  if (reading === 'needs_choice') return false
  const meaning = errorMeaning(reading)
  return !meaning.retryHelps && !meaning.customerActs
}

export function buildPack(wording: PackWording): LanguagePack {
  const { general, plain, errorStatus, sendNeverRetried, errorMeaning: meanings, ...rest } = wording
  const statusSentence = (key: ErrorStatusKey, reading: ErrorMeaning | 'needs_choice') =>
    key === 'send' && neverRetried(reading) ? sendNeverRetried : errorStatus[key]
  const errorBoxes = ERROR_STATUSES.flatMap(({ key }) =>
    ERROR_READINGS.map((reading) => [
      errorSituationId(key, reading),
      joinSentences(
        [statusSentence(key, reading), reading === 'needs_choice' ? '' : meanings[reading]],
        wording.sentenceGap,
      ),
    ]),
  )
  return {
    ...rest,
    templates: { ...general, ...plain, ...Object.fromEntries(errorBoxes) } as ReplyTemplates,
  }
}
