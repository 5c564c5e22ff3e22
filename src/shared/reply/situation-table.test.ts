import { describe, expect, it } from 'vitest'
import { KNOWN_STATUSES, type ItemStatus } from '../catalog/status'
import { situationOf, type AdviceContext, type ReplyItem } from './advise'
import { itemParagraph } from './compose-reply'
import { LANGUAGE_PACKS } from './default-templates'
import type { ErrorMeaning } from './error-meanings'
import { REPLY_LANGUAGE_CODES, type ReplyLanguage } from '../i18n/languages'
import {
  BERLIN,
  BERLIN_IN_2MIN,
  ERROR_TEXTS,
  FAR_FUTURE_TRY,
  LONG_PAST_TRY,
  NOW,
  known,
  malformed,
  ok,
  replyItem,
} from './reply-items.test-support'
import type { TemplateKey } from './templates'

/**
 * The situation table grown to the whole matrix (issue 37, deliverable 7): every status ×
 * error meaning (none, each meaning, an error no entry matches, an unreadable one) × next try
 * (absent, past, under five minutes ahead, future) × the catalog's zone set or not × trade
 * offer ID readable or not × the other purchase fields readable or not (which, with an error
 * or a next try ahead under a final status, make the contradictions). Each row's paragraph,
 * in every language, is checked against the facts the row's fields allow, worked out below
 * from the fields alone (not from the code under test), and found in the paragraph by the
 * language pack's own sentences, so no expected text is written here.
 */

type Meaning = ErrorMeaning | 'unmatched' | null

interface ErrorCase {
  readonly name: string
  readonly field: ReplyItem['error_message']
  /** The agent's choice for the item, for the meaning no default entry gives (`checking`). */
  readonly choice?: ErrorMeaning
  readonly meaning: Meaning
}

const TABLE_MEANINGS = Object.keys(ERROR_TEXTS).filter((key) => key !== 'unknown') as Exclude<
  keyof typeof ERROR_TEXTS,
  'unknown'
>[]

const ERRORS: readonly ErrorCase[] = [
  { name: 'none', field: ok(null), meaning: null },
  ...TABLE_MEANINGS.map((meaning) => ({ name: meaning, field: ok(ERROR_TEXTS[meaning]), meaning })),
  { name: 'checking (chosen)', field: ok(ERROR_TEXTS.unknown), choice: 'checking', meaning: 'checking' },
  { name: 'unmatched', field: ok(ERROR_TEXTS.unknown), meaning: 'unmatched' },
  { name: 'unreadable', field: malformed(), meaning: 'unmatched' },
]

type When = 'absent' | 'past' | 'recent' | 'near' | 'future'
/**
 * Past and future in every zone, so with the zone set or not; "near" is 2 minutes ahead in
 * Berlin; "recent" is 5 hours past in Berlin, and with no zone set may be past or ahead.
 */
const NEXT_TRIES: readonly { readonly when: When; readonly field: ReplyItem['next_try'] }[] = [
  { when: 'absent', field: ok(null) },
  { when: 'past', field: ok(LONG_PAST_TRY) },
  { when: 'recent', field: ok('2026-11-23 16:00:00') },
  { when: 'near', field: ok(BERLIN_IN_2MIN) },
  { when: 'future', field: ok(FAR_FUTURE_TRY) },
]

const STATUSES: readonly ItemStatus[] = [...KNOWN_STATUSES.map(known), { known: false, value: 'REFUNDED' }]

interface Row {
  readonly status: ItemStatus
  readonly error: ErrorCase
  readonly when: When
  readonly nextTry: ReplyItem['next_try']
  readonly zoneSet: boolean
  readonly offerIdReadable: boolean
  readonly otherPurchaseReadable: boolean
}

const ROWS: readonly Row[] = STATUSES.flatMap((status) =>
  ERRORS.flatMap((error) =>
    NEXT_TRIES.flatMap(({ when, field }) =>
      [true, false].flatMap((zoneSet) =>
        [true, false].flatMap((offerIdReadable) =>
          [true, false].map((otherPurchaseReadable) => ({
            status,
            error,
            when,
            nextTry: field,
            zoneSet,
            offerIdReadable,
            otherPurchaseReadable,
          })),
        ),
      ),
    ),
  ),
)

const nameOf = (row: Row) =>
  `${row.status.value} · error ${row.error.name} · next try ${row.when} · zone ${row.zoneSet ? 'set' : 'not set'} · offer ID ${row.offerIdReadable ? 'readable' : 'unreadable'} · other purchase fields ${row.otherPurchaseReadable ? 'readable' : 'unreadable'}`

/**
 * The meanings, restated: the customer must act before a new try can succeed (make the
 * inventory public, update the trade URL, wait out a trade hold, fix an account that cannot
 * trade); a planned new try is worth telling about unless it will fail again (a trade hold, an
 * account that cannot trade, an item gone).
 */
const CUSTOMER_ACTS: ReadonlySet<ErrorMeaning> = new Set([
  'inventory_private',
  'trade_url_outdated',
  'trade_hold',
  'account_cannot_trade',
])
const RETRY_HELPS: ReadonlySet<ErrorMeaning> = new Set([
  'inventory_private',
  'trade_url_outdated',
  'steam_down',
  'offer_declined',
  'checking',
])

/** What the paragraph may and must say, from the row's fields alone. */
function factsOf(row: Row) {
  const status = row.status.known ? row.status.value : null
  const { meaning } = row.error
  const hasError = meaning !== null
  // With no zone set, a time 5 hours past in Berlin may still be ahead in a zone west of it.
  const planned = row.when === 'near' || row.when === 'future' || (row.when === 'recent' && !row.zoneSet)
  const surelyAhead = row.when === 'future'
  const bought = row.offerIdReadable || row.otherPurchaseReadable
  const contradiction =
    ((status === 'TRADE_ACCEPTED' || status === 'AVAILABLE') && (hasError || surelyAhead)) ||
    (status === 'UNAVAILABLE' && surelyAhead)
  const errorSaid =
    hasError &&
    !contradiction &&
    (status === 'WAITING_FOR_SEND' || status === 'WAITING_FOR_TRADE_ACCEPT' || status === 'UNAVAILABLE')
  const known = errorSaid && meaning !== 'unmatched' ? meaning : null
  const customerActs = known !== null && CUSTOMER_ACTS.has(known)
  const retryHelps = known === null || RETRY_HELPS.has(known)
  const retrying = errorSaid && status !== 'UNAVAILABLE' && retryHelps && planned
  // An error nobody has given a meaning may still be helped by a new try: the fields plan one.
  // One the customer must clear first is not: its planned try fails too.
  const resend = retrying && !customerActs
  const resendOnceFixed = retrying && customerActs
  const offerSoon = status === 'WAITING_FOR_SEND' && !hasError && planned
  const toldWhen = resend || offerSoon
  const offerWaiting = status === 'WAITING_FOR_TRADE_ACCEPT' && !hasError
  return {
    delivered: status === 'TRADE_ACCEPTED' && !contradiction,
    notBought: status === 'AVAILABLE' && !contradiction && !bought,
    offerWaiting: offerWaiting && row.offerIdReadable,
    offerUnconfirmed: offerWaiting && !row.offerIdReadable,
    offerSoon,
    resendAtNextTry: resend && !(row.when === 'near' && row.zoneSet),
    resendDueNow: resend && row.when === 'near' && row.zoneSet,
    resendOncePublic: resendOnceFixed && known === 'inventory_private',
    resendOnceUrl: resendOnceFixed && known === 'trade_url_outdated',
    /** A clock time only in a zone that is set, for a next try at least five minutes ahead. */
    clockTime: row.zoneSet && row.when === 'future' && toldWhen,
    /** With no zone set: "at the next attempt" only when ahead in every zone, else that it may be over. */
    nextAttempt: !row.zoneSet && surelyAhead && toldWhen,
    mayBeOver: !row.zoneSet && !surelyAhead && toldWhen,
    instruction: known !== null && known !== 'checking' ? known : null,
    customerActs,
    afterFix: errorSaid && customerActs && !resendOnceFixed,
    weCheck: errorSaid && !resend && !customerActs,
  }
}

type Facts = ReturnType<typeof factsOf>

/** A default template's sentence, as it is found in a paragraph, and the templates it is in. */
interface Sentence {
  /** Its own words between placeholders, in order. */
  readonly parts: readonly string[]
  /** The same, joined: enough of them to tell it apart. */
  readonly words: string
  readonly from: readonly TemplateKey[]
}

/** How much longer than its template a filled-in sentence may be (item names, times). */
const FILLED_SLACK = 160

function sentence(template: string, from: readonly TemplateKey[]): Sentence {
  const parts = template
    .trim()
    .split(/\{[^{}]*\}/)
    .map((part) => part.trim())
    .filter((part) => part !== '')
  return { parts, words: parts.join(' '), from }
}

/** Whether `text` holds the sentence: its parts in order, within the length a filled-in one can have. */
function holds(text: string, said: Sentence): boolean {
  const [first, ...rest] = said.parts
  if (first === undefined) return false
  const longest = said.words.length + FILLED_SLACK
  for (let start = text.indexOf(first); start >= 0; start = text.indexOf(first, start + 1)) {
    let at = start + first.length
    const found = rest.every((part) => {
      const next = text.indexOf(part, at)
      if (next < 0) return false
      at = next + part.length
      return true
    })
    if (!found) return false
    if (at - start <= longest) return true
  }
  return false
}

function lastSentence(text: string, language: ReplyLanguage): string {
  const sentences = [...new Intl.Segmenter(language, { granularity: 'sentence' }).segment(text)]
  return sentences[sentences.length - 1]!.segment.trim()
}

/** The statuses' boxes an error meaning's sentence is part of. */
const ERROR_BOXES = ['send', 'accept', 'stopped'] as const

/** Each fact's sentence in one language, taken from its default templates. */
function sentencesOf(language: ReplyLanguage) {
  const templates = LANGUAGE_PACKS[language].templates
  const of = (key: TemplateKey) => sentence(templates[key], [key])
  /** A meaning's own sentence: its box under Waiting for trade accept, less the status's sentence (the `needs_choice` box). */
  const meaningSentence = (meaning: ErrorMeaning) =>
    sentence(
      templates[`accept.${meaning}`].slice(templates['accept.needs_choice'].length),
      ERROR_BOXES.map((status) => `${status}.${meaning}` as const),
    )
  return {
    delivered: of('trade_accepted'),
    nothingNeeded: sentence(lastSentence(templates.trade_accepted, language), ['trade_accepted']),
    notBought: of('available'),
    offerWaiting: of('accept_waiting'),
    offerUnconfirmed: of('accept_offer_unconfirmed'),
    offerSoon: of('send_next_try'),
    resendAtNextTry: of('next_try_line'),
    resendDueNow: of('due_now_line'),
    resendOncePublic: of('resend_once_public_line'),
    resendOnceUrl: of('resend_once_url_line'),
    afterFix: of('after_fix_line'),
    weCheck: of('we_check_line'),
    instructions: Object.fromEntries(
      TABLE_MEANINGS.map((meaning) => [meaning, meaningSentence(meaning)]),
    ) as Record<ErrorMeaning, Sentence>,
  }
}

/** Words of a refund, which no paragraph offers (a declined offer least of all). */
const REFUND: Readonly<Record<ReplyLanguage, RegExp>> = {
  en: /refund|money back/i,
  de: /erstatt|geld zurück/i,
  es: /reembols|devoluci[oó]n del dinero/i,
  'pt-BR': /reembols|estorno|dinheiro de volta/i,
  ru: /возврат|вернём деньги|вернем деньги/i,
  'zh-CN': /退款|退钱/,
}

const CLOCK_TIME = /\d{1,2}:\d{2}/
const ZONE_CLAIM = /UTC|GMT/

function paragraphOf(row: Row, language: ReplyLanguage): string {
  const item = replyItem(row.status, {
    error_message: row.error.field,
    next_try: row.nextTry,
    trade_offer_id: row.offerIdReadable ? ok(6_123_456_789) : malformed(),
    bought_at: row.otherPurchaseReadable ? ok('2026-11-21T18:55:44.801518Z') : malformed(),
    send_date: row.otherPurchaseReadable ? ok('2026-11-21 18:57:10') : malformed(),
  })
  const context: AdviceContext = {
    now: NOW,
    catalogTimeZone: row.zoneSet ? BERLIN : null,
    ...(row.error.choice ? { choices: { [item.id]: row.error.choice } } : {}),
  }
  return itemParagraph(situationOf({ kind: 'item', item }, context), { ...context, language })
}

/** What is wrong with a row's paragraph, in words; empty when it says what the facts allow. */
function mistakes(
  paragraph: string,
  facts: Facts,
  markers: ReturnType<typeof sentencesOf>,
  language: ReplyLanguage,
): string[] {
  const found: string[] = []
  const says = (said: Sentence | string) =>
    typeof said === 'string' ? paragraph.includes(said) : holds(paragraph, said)
  const exactly = (fact: Exclude<keyof typeof markers, 'instructions' | 'nothingNeeded'>) => {
    if (says(markers[fact]) !== facts[fact]) found.push(`${facts[fact] ? 'does not say' : 'says'} ${fact}`)
  }
  for (const fact of [
    'delivered',
    'notBought',
    'offerWaiting',
    'offerUnconfirmed',
    'offerSoon',
    'resendAtNextTry',
    'resendDueNow',
    'resendOncePublic',
    'resendOnceUrl',
    'afterFix',
    'weCheck',
  ] as const)
    exactly(fact)
  const { nextAttempt, mayBeOver } = LANGUAGE_PACKS[language].nextTry
  if (paragraph.includes(mayBeOver) !== facts.mayBeOver)
    found.push(`${facts.mayBeOver ? 'does not say' : 'says'} that the next try may be over`)
  if (paragraph.split(mayBeOver).join('').includes(nextAttempt) !== facts.nextAttempt)
    found.push(`${facts.nextAttempt ? 'does not say' : 'says'} "${nextAttempt}" as still to come`)
  if (!says('1042')) found.push('does not name the item by its ID')
  if (CLOCK_TIME.test(paragraph) !== facts.clockTime)
    found.push(facts.clockTime ? 'gives no clock time' : 'gives a clock time')
  if (!facts.clockTime && ZONE_CLAIM.test(paragraph)) found.push('claims a zone')
  // "Nothing more is needed from you" only for an item delivered, never where the customer must act.
  if (says(markers.nothingNeeded) && !facts.delivered)
    found.push(`says nothing is needed from the customer${facts.customerActs ? ', who must act' : ''}`)
  for (const [meaning, instruction] of Object.entries(markers.instructions))
    if (says(instruction) !== (facts.instruction === meaning))
      found.push(`${says(instruction) ? 'says' : 'does not say'} what ${meaning} means`)
  if (REFUND[language].test(paragraph)) found.push('talks of a refund')
  if (says(ERROR_TEXTS.unknown) || says(ERROR_TEXTS.offer_declined)) found.push("quotes the catalog's error")
  return found
}

describe('the situation table: every status × error × next try × zone × purchase field', () => {
  it('has every row: 6 statuses × 11 errors × 5 next tries × 2 zones × 2 × 2 purchase fields', () => {
    expect(ROWS).toHaveLength(6 * 11 * 5 * 2 * 2 * 2)
  })

  describe.each(REPLY_LANGUAGE_CODES)('in %s', (language) => {
    const markers = sentencesOf(language)

    it('finds each fact by a sentence of its own', () => {
      const { instructions, ...facts } = markers
      const templates = LANGUAGE_PACKS[language].templates
      for (const [fact, said] of [...Object.entries(facts), ...Object.entries(instructions)]) {
        expect(said.words.length, fact).toBeGreaterThanOrEqual(8)
        // Found in no other template, or finding it would not tell which one was said.
        const foundIn = (Object.keys(templates) as TemplateKey[]).filter((key) => holds(templates[key], said))
        expect(foundIn, fact).toEqual([...said.from])
      }
    })

    it('gives each row the paragraph its fields allow, and nothing they do not', () => {
      const wrong = ROWS.flatMap((row) =>
        mistakes(paragraphOf(row, language), factsOf(row), markers, language).map(
          (mistake) => `${nameOf(row)}: ${mistake}`,
        ),
      )
      expect(wrong.slice(0, 20), `${wrong.length} mistakes`).toEqual([])
    })

    it('changes nothing for an unreadable trade offer ID but whether an item was bought or its offer waits', () => {
      const changed = ROWS.filter((row) => row.offerIdReadable && !row.otherPurchaseReadable).filter(
        (row) => {
          const without = { ...row, offerIdReadable: false }
          const same = paragraphOf(row, language) === paragraphOf(without, language)
          const matters =
            factsOf(row).notBought !== factsOf(without).notBought ||
            factsOf(row).offerWaiting !== factsOf(without).offerWaiting
          return same === matters
        },
      )
      expect(changed.map(nameOf).slice(0, 20)).toEqual([])
    })
  })
})
