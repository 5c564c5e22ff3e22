import type { ReplyLanguage } from '../i18n/languages'

/** A segment that ends in a day written as an ordinal: "am 25." of "am 25. November". */
const ENDS_IN_DAY_ORDINAL = /(^|\s)\d{1,2}\.\s*$/u
/** The reply languages whose dates write the day so (Intl's German: "25. November"). */
const DAY_ORDINAL_LANGUAGES: ReadonlySet<ReplyLanguage> = new Set(['de'])

/**
 * A paragraph's sentences, each with the white space after it (joined, they give the paragraph
 * back), as Intl.Segmenter finds them, except that a day written as an ordinal stays inside its
 * sentence. ICU ends a German sentence at "am 25." of "am 25. November um 12:00 Uhr": the reply's
 * repeat check would then read "November um 12:00 Uhr erneut." as a sentence of its own, the
 * same in two paragraphs whose times differ only in the day, and leave the second one cut off.
 */
export function replySentences(paragraph: string, language: ReplyLanguage): string[] {
  const segmenter = new Intl.Segmenter(language, { granularity: 'sentence' })
  const ordinalDays = DAY_ORDINAL_LANGUAGES.has(language)
  const sentences: string[] = []
  for (const { segment } of segmenter.segment(paragraph)) {
    const last = sentences.length - 1
    if (ordinalDays && last >= 0 && ENDS_IN_DAY_ORDINAL.test(sentences[last]!)) sentences[last] += segment
    else sentences.push(segment)
  }
  return sentences
}
