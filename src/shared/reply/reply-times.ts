import type { NextTryFact } from './catalog-time'
import { formatUtcOffset, utcOffsetMs } from './catalog-time'
import type { NextTryPhrases } from './default-templates/language-pack'
import type { ReplyLanguage } from '../i18n/languages'

/** Formatters by language, zone and kind: a reply for a thousand IDs builds each one once. */
const formatters = new Map<string, Intl.DateTimeFormat>()

function formatter(
  language: ReplyLanguage,
  zone: string,
  options: Intl.DateTimeFormatOptions,
): Intl.DateTimeFormat {
  const key = `${language}|${zone}|${JSON.stringify(options)}`
  let found = formatters.get(key)
  if (!found) {
    found = new Intl.DateTimeFormat(language, { ...options, timeZone: zone })
    formatters.set(key, found)
  }
  return found
}

const WHEN: Intl.DateTimeFormatOptions = { month: 'long', day: 'numeric', hour: 'numeric', minute: '2-digit' }

/**
 * The zone's name in the reply's language, in the form the pack reads as a name; null where
 * Intl has none and falls back to an offset ("GMT+03:00" for UTC or Etc/GMT-3): the offset is
 * said anyway.
 */
function zoneName(
  at: Date,
  language: ReplyLanguage,
  zone: string,
  form: NextTryPhrases['zoneName'],
): string | null {
  const parts = formatter(language, zone, { ...WHEN, timeZoneName: form }).formatToParts(at)
  const name = parts.find((part) => part.type === 'timeZoneName')?.value ?? null
  return name === null || /^(?:GMT|UTC)(?:[+\-−]|$)/u.test(name) ? null : name
}

/** One per language, built once: a 1,000-item reply asks for one per item with a next try ahead. */
const relativeFormats = new Map<ReplyLanguage, Intl.RelativeTimeFormat>()

/** How far off, in the reply's language: "in 2 hours", "через 3 дня", "2小时后". */
export function relativeTime(at: Date, now: Date, language: ReplyLanguage): string {
  const minutes = Math.round((at.getTime() - now.getTime()) / 60_000)
  let format = relativeFormats.get(language)
  if (!format) {
    format = new Intl.RelativeTimeFormat(language, { numeric: 'auto' })
    relativeFormats.set(language, format)
  }
  if (Math.abs(minutes) < 90) return format.format(minutes, 'minute')
  const hours = Math.round(minutes / 60)
  if (Math.abs(hours) < 48) return format.format(hours, 'hour')
  return format.format(Math.round(hours / 24), 'day')
}

type PhraseSlot = 'when' | 'zone' | 'offset' | 'relative'

/** A phrase whose zone name was left out, read without the gap: "(, UTC)" → "(UTC)", "по времени UTC ()" → "по времени UTC". */
function withoutEmptySlot(phrase: string): string {
  return phrase
    .replace(/([(（])\s*[,，]\s*/gu, '$1')
    .replace(/\s*(?:\(\s*\)|（\s*）)/gu, '')
    .replace(/ {2,}/g, ' ')
    .trim()
}

/**
 * The `{next_try}` phrase: a time in the catalog's zone with the zone's name, its UTC offset
 * and how far off it is (only when the zone is set and it is at least five minutes ahead);
 * with no zone set, "at the next attempt" when it is ahead in every zone, and otherwise that
 * it may already have been made (its time may be over in the catalog's zone); "now" when it
 * is due. Null when the fields plan no next try.
 *
 * How each language says "on <date> at <time> (<zone>, <offset>), <how far off>", as a native
 * support agent writes it (the packs hold the words):
 * - en: "on November 23 at 11:00 PM Central European Time (UTC+1), that is, in 2 hours": the
 *   zone's generic name right after the time, as "9 AM Eastern Time" is said.
 * - de: "am 23. November um 23:00 Uhr (Mitteleuropäische Zeit, UTC+1), also in 2 Stunden":
 *   the generic name in brackets (it cannot be declined into "mitteleuropäischer Zeit").
 * - es: "el 23 de noviembre a las 23:00 (hora de Europa central, UTC+1), es decir, dentro de
 *   2 horas"; pt-BR: "no dia 23 de novembro às 23:00 (Horário da Europa Central, UTC+1), ou
 *   seja, em 2 horas": the generic names read as names in both.
 * - ru: "23 ноября в 23:00 по времени UTC+1 (Германия), то есть через 2 часа". Intl's Russian
 *   zone names are regions, several with ", стандартное время" ("Китай, стандартное время"), so
 *   beside an offset and a relative time they read as a list. The offset carries the time
 *   ("по времени UTC+1"), and the short generic name, the zone's own country or city
 *   ("Германия", "Москва", "Новосибирск"), says where in brackets.
 * - zh-CN: "于德国时间 11 月 23 日 23:00（UTC+1，即 2 小时后）": the zone before the date, as
 *   "北京时间…" is written, in its short generic form ("德国时间", "纽约时间").
 * Each relative time stands after the bracket with "that is", not inside it beside the offset.
 */
export function nextTryPhrase(
  fact: NextTryFact,
  language: ReplyLanguage,
  zone: string | null,
  now: Date,
  phrases: NextTryPhrases,
): string | null {
  if (fact.kind === 'due') return phrases.dueNow
  if (fact.kind === 'pending') return fact.surelyAhead ? phrases.nextAttempt : phrases.mayBeOver
  if (fact.kind !== 'ahead' || zone === null) return null
  const parts: Readonly<Record<PhraseSlot, string>> = {
    when: formatter(language, zone, WHEN).format(fact.at),
    zone: zoneName(fact.at, language, zone, phrases.zoneName) ?? '',
    offset: formatUtcOffset(utcOffsetMs(zone, fact.at)),
    relative: relativeTime(fact.at, now, language),
  }
  // The phrase's own slots, not template placeholders: the language pack writes them, never a lead.
  return withoutEmptySlot(
    phrases.at.replace(/\{(when|zone|offset|relative)\}/g, (_slot, name: PhraseSlot) => parts[name]),
  )
}

/**
 * An exact instant (`bought_at`, which carries its `Z`) in the reply's language: in the
 * catalog's zone when set, else in UTC, named as such (true either way).
 */
export function formatInstant(date: Date, language: ReplyLanguage, zone: string | null): string {
  return formatter(language, zone ?? 'UTC', {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
  }).format(date)
}
