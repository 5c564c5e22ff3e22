import type { NextTryFact } from './catalog-time'
import { formatUtcOffset, utcOffsetMs } from './catalog-time'
import type { NextTryPhrases } from './default-templates/language-pack'
import type { ReplyLanguage } from './languages'

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

/** The zone's own name in the reply's language ("Central European Time", "中欧时间"). */
function zoneName(at: Date, language: ReplyLanguage, zone: string): string {
  const parts = formatter(language, zone, { ...WHEN, timeZoneName: 'longGeneric' }).formatToParts(at)
  return parts.find((part) => part.type === 'timeZoneName')?.value ?? zone
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

/**
 * The `{next_try}` phrase: a time in the catalog's zone with the zone's name, its UTC offset
 * and how far off it is (only when the zone is set and it is at least five minutes ahead);
 * with no zone set, "at the next attempt" when it is ahead in every zone, and otherwise that
 * it may already have been made (its time may be over in the catalog's zone); "now" when it
 * is due. Null when the fields plan no next try.
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
    zone: zoneName(fact.at, language, zone),
    offset: formatUtcOffset(utcOffsetMs(zone, fact.at)),
    relative: relativeTime(fact.at, now, language),
  }
  // The phrase's own slots, not template placeholders: the language pack writes them, never a lead.
  return phrases.at.replace(/\{(when|zone|offset|relative)\}/g, (_slot, name: PhraseSlot) => parts[name])
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
