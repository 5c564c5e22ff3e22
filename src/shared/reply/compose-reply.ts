import { situationOf, type Advice, type ReplySubject } from './advise'
import { LANGUAGE_PACKS, type LanguagePack } from './default-templates'
import type { ReplyLanguage } from './languages'
import { renderTemplate, usedPlaceholders, type PlaceholderValues } from './placeholders'
import { situation } from './situations'
import { withOverrides, type ReplyTemplates, type TemplateOverrides } from './templates'

export interface ComposeOptions {
  readonly language: ReplyLanguage
  /** The lead's templates for this language; what is missing comes from the language's defaults. */
  readonly templates?: TemplateOverrides
  /**
   * The zone the reply's dates are written in (IANA name). UTC by default: the customer's
   * zone is unknown, and the catalog's zone-less times are read as UTC, so the reply names
   * the zone with every time.
   */
  readonly timeZone?: string
  /** Decides whether a next try is still ahead. */
  readonly now: Date
}

const DATE_OPTIONS: Intl.DateTimeFormatOptions = {
  year: 'numeric',
  month: 'short',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZoneName: 'short',
}

/** Formatters by language and zone: a reply for a thousand IDs builds each one once. */
const formatters = new Map<string, Intl.DateTimeFormat>()

function formatterFor(language: ReplyLanguage, timeZone: string): Intl.DateTimeFormat {
  const key = `${language}|${timeZone}`
  let formatter = formatters.get(key)
  if (!formatter) {
    try {
      formatter = new Intl.DateTimeFormat(language, { ...DATE_OPTIONS, timeZone })
    } catch {
      // An unknown zone name must not cost the reply: UTC, named as such, is still true.
      formatter = new Intl.DateTimeFormat(language, { ...DATE_OPTIONS, timeZone: 'UTC' })
    }
    formatters.set(key, formatter)
  }
  return formatter
}

/**
 * A date and time in the reply's language, with its zone named: `Nov 23, 2026, 9:05 PM UTC`,
 * `23. Nov. 2026, 21:05 UTC`, `2026年11月23日 UTC 21:05`. Minutes only: seconds and
 * microseconds mean nothing to a customer. An unknown zone falls back to UTC.
 */
export function formatReplyDate(date: Date, language: ReplyLanguage, timeZone = 'UTC'): string {
  return formatterFor(language, timeZone).format(date)
}

/**
 * A catalog value as it may stand in a sentence: on one line (a line break in a name must not
 * split the item's paragraph), without control characters or bidirectional overrides (which
 * could make the text read differently from what it is).
 */
function inline(text: string | null): string | null {
  if (text === null) return null
  return text
    .replace(/[\u202a-\u202e\u2066-\u2069]/g, '')
    .replace(/[\s\p{Cc}]+/gu, ' ')
    .trim()
}

function placeholderValues(advice: Advice, pack: LanguagePack, options: ComposeOptions): PlaceholderValues {
  const date = (value: Date | null) =>
    value === null ? null : formatReplyDate(value, options.language, options.timeZone)
  const statusWord = advice.status?.known ? pack.statusWords[advice.status.value] : pack.statusWords.unknown
  return {
    id: String(advice.id),
    name: inline(advice.name) || pack.unnamedItem,
    status: statusWord,
    next_try: advice.nextTryAhead ? date(advice.nextTry) : null,
    error: advice.error.present ? inline(advice.error.text) : null,
    bought_at: date(advice.boughtAt),
  }
}

/**
 * First letter up, so a paragraph that opens with the stand-in for an unreadable name still
 * opens like a sentence. Never applied to a catalog name: "iBUYPOWER" stays as written.
 */
function sentenceCase(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1)
}

/** One short paragraph for one subject: its situation's sentence, and when the next try is. */
export function itemParagraph(
  advice: Advice,
  templates: ReplyTemplates,
  pack: LanguagePack,
  options: ComposeOptions,
): string {
  const values = placeholderValues(advice, pack, options)
  const template = templates[advice.situation]
  const sentences = [renderTemplate(template, values)]
  const addNextTry =
    situation(advice.situation).saysNextTry &&
    advice.nextTryAhead &&
    !usedPlaceholders(template).includes('next_try')
  if (addNextTry) sentences.push(renderTemplate(templates.next_try_line, values))
  const paragraph = sentences.filter((sentence) => sentence !== '').join(' ')
  return inline(advice.name) ? paragraph : sentenceCase(paragraph)
}

/**
 * The reply an agent pastes as is: the greeting, one short paragraph per subject in the
 * order given, the closing; paragraphs separated by a blank line. Plain text for any help
 * desk editor: no padding, no rules, no internal status names, no raw timestamps.
 */
export function composeReply(subjects: readonly ReplySubject[], options: ComposeOptions): string {
  const pack = LANGUAGE_PACKS[options.language]
  const templates = withOverrides(pack.templates, options.templates)
  const none: PlaceholderValues = {}
  const paragraphs = [
    renderTemplate(templates.greeting, none),
    ...subjects.map((subject) => itemParagraph(situationOf(subject, options.now), templates, pack, options)),
    renderTemplate(templates.closing, none),
  ]
  return paragraphs.filter((paragraph) => paragraph !== '').join('\n\n')
}
