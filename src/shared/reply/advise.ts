import { defineMessage, words, type MessageDescriptor, type Words } from '../i18n/words'
import type { Field } from '../catalog/field'
import type { ItemStatus } from '../catalog/status'
import { parseMicroTimestamp, parseServerTimestamp } from '../catalog/timestamps'
import { nextTryPlanned, nextTrySurelyAhead, readNextTry, type NextTryFact } from './catalog-time'
import { DEFAULT_ERROR_TABLE } from './default-error-table'
import type { ErrorMeaning } from './error-meanings'
import {
  readError,
  tableOfRow,
  type ErrorTable,
  type ErrorTableEntry,
  type ErrorTableName,
} from './error-table'
import { errorSituationId, situation, type ErrorStatusKey, type SituationId } from './situations'

/**
 * The fields of an item that decide its situation. Both the detail pane's item and a bulk
 * lookup's item have this shape: every field but `id` and `status` is a tolerant `Field`,
 * and a malformed one costs only itself.
 */
export interface ReplyItem {
  readonly id: number
  readonly status: ItemStatus
  readonly name: Field<string>
  readonly market_hash_name?: Field<string>
  readonly bought_at: Field<string>
  readonly trade_offer_id: Field<number>
  readonly send_date: Field<string>
  readonly error_message: Field<string | null>
  readonly next_try: Field<string | null>
}

/**
 * Why a lookup gave no item: it failed (the catalog or the network), or it never finished
 * because the sign-in ended or the agent cancelled it. Only the first is "a technical problem".
 */
export type LookupFailureCause = 'failed' | 'interrupted'

/** What a reply is about: an item, an ID the catalog does not have, or a lookup that failed. */
export type ReplySubject =
  | { readonly kind: 'item'; readonly item: ReplyItem }
  | { readonly kind: 'not_found'; readonly id: number }
  | {
      readonly kind: 'failed'
      readonly id: number
      readonly reason: Words
      readonly cause?: LookupFailureCause
    }

/** The row that read an error, and whose table it stands in: the window says so beside the item. */
export interface ErrorReadBy {
  readonly table: ErrorTableName
  readonly row: ErrorTableEntry
}

/**
 * The item's error: none; or its text (null when unreadable) and what it means, from the
 * lead's table (`table`), the agent's choice (`choice`), or nobody yet (`meaning: null`).
 */
export type ErrorFact =
  | { readonly present: false }
  | {
      readonly present: true
      readonly text: string | null
      readonly meaning: ErrorMeaning | null
      readonly source: 'table' | 'choice' | null
      /** Which row read it (the first in table order when several of one meaning did); null unless `source` is `table`. */
      readonly readBy: ErrorReadBy | null
      /**
       * What the table said, whatever the agent chose: `read`; `side` (a matching row cannot
       * stand beside a side the error names), `meanings` (rows of several meanings match) or
       * `unknown` (no row matches, or the text is unreadable).
       */
      readonly table: 'read' | 'side' | 'meanings' | 'unknown'
      /** The meanings of the rows that matched, in table order: `Situation for item <id>` offers them first. */
      readonly matched: readonly ErrorMeaning[]
    }

/** What the reply needs besides the item: the wording's table, the agent's choices, the catalog's zone, now. */
export interface AdviceContext {
  readonly now: Date
  /** The catalog's zone for its zone-less times (IANA, already checked), or null when not set. */
  readonly catalogTimeZone: string | null
  /** The lead's error table; the defaults when left out. */
  readonly errorTable?: ErrorTable
  /** The agent's choice per item ID for errors the table does not know. */
  readonly choices?: Readonly<Record<number, ErrorMeaning>>
}

export interface Advice {
  readonly situation: SituationId
  /** For the agent, worded in the app's language where it shows; never sent. */
  readonly meaning: Words
  readonly id: number
  readonly name: string | null
  readonly marketHashName: string | null
  readonly status: ItemStatus | null
  readonly error: ErrorFact
  /** The item has an error that neither the table nor the agent has given a meaning. */
  readonly needsChoice: boolean
  readonly nextTry: NextTryFact
  readonly boughtAt: Date | null
  /** For the agent: the fields that contradict the status, when the situation is a contradiction. */
  readonly conflicts: readonly Words[]
  /** For the agent: why the lookup failed. */
  readonly failureReason: Words | null
}

function errorFact(field: Field<string | null>, id: number, context: AdviceContext): ErrorFact {
  const text = field.ok ? (field.value?.trim() ?? '') : null
  if (text === '') return { present: false }
  const reading = text === null ? null : readError(text, context.errorTable ?? DEFAULT_ERROR_TABLE)
  const said = {
    table:
      reading === null || reading.kind === 'unknown'
        ? 'unknown'
        : reading.kind === 'read'
          ? 'read'
          : reading.why,
    matched: reading?.kind === 'read' ? [reading.meaning] : reading?.kind === 'ask' ? reading.offered : [],
  } as const
  const chosen = context.choices?.[id]
  if (chosen) return { present: true, text, meaning: chosen, source: 'choice', readBy: null, ...said }
  if (reading?.kind !== 'read')
    return { present: true, text, meaning: null, source: null, readBy: null, ...said }
  const row = reading.rows[0]!
  const readBy = { table: tableOfRow(row, context.errorTable), row }
  return { present: true, text, meaning: reading.meaning, source: 'table', readBy, ...said }
}

function readableDate(field: Field<string>, parse: (value: string) => Date | null): Date | null {
  // Stryker disable next-line ConditionalExpression: a malformed field has no value, and parsing "undefined" finds no date either: null both ways
  return field.ok ? parse(field.value) : null
}

function readableText(field: Field<string> | undefined): string | null {
  return field?.ok && field.value.trim() !== '' ? field.value.trim() : null
}

/** Readable signs that the item was bought: a purchase time, a trade offer, a send date. */
function purchaseTraces(item: ReplyItem): Conflict[] {
  const traces: Conflict[] = []
  if (readableDate(item.bought_at, parseMicroTimestamp)) traces.push('purchaseTime')
  if (item.trade_offer_id.ok) traces.push('tradeOfferId')
  if (readableDate(item.send_date, parseServerTimestamp)) traces.push('sendDate')
  return traces
}

/**
 * The fields that can contradict a status, each as the agent is told the item has it: alone,
 * and followed by the rest of the list (each language sets its separator). A conflict is
 * added here, with its words, in one edit.
 */
const CONFLICT_WORDS = {
  error: {
    alone: words({ id: 'situation.conflict.error', defaultMessage: 'an error' }),
    then: defineMessage({ id: 'situation.conflict.errorThen', defaultMessage: 'an error, {rest}' }),
  },
  unreadableError: {
    alone: words({
      id: 'situation.conflict.unreadableError',
      defaultMessage: 'an error field it could not read',
    }),
    then: defineMessage({
      id: 'situation.conflict.unreadableErrorThen',
      defaultMessage: 'an error field it could not read, {rest}',
    }),
  },
  nextTryAhead: {
    alone: words({ id: 'situation.conflict.nextTryAhead', defaultMessage: 'a next try ahead' }),
    then: defineMessage({
      id: 'situation.conflict.nextTryAheadThen',
      defaultMessage: 'a next try ahead, {rest}',
    }),
  },
  purchaseTime: {
    alone: words({ id: 'situation.conflict.purchaseTime', defaultMessage: 'a purchase time' }),
    then: defineMessage({
      id: 'situation.conflict.purchaseTimeThen',
      defaultMessage: 'a purchase time, {rest}',
    }),
  },
  tradeOfferId: {
    alone: words({ id: 'situation.conflict.tradeOfferId', defaultMessage: 'a trade offer ID' }),
    then: defineMessage({
      id: 'situation.conflict.tradeOfferIdThen',
      defaultMessage: 'a trade offer ID, {rest}',
    }),
  },
  sendDate: {
    alone: words({ id: 'situation.conflict.sendDate', defaultMessage: 'a send date' }),
    then: defineMessage({ id: 'situation.conflict.sendDateThen', defaultMessage: 'a send date, {rest}' }),
  },
} satisfies Readonly<Record<string, { readonly alone: Words; readonly then: MessageDescriptor }>>

/** A field that contradicts the status. */
type Conflict = keyof typeof CONFLICT_WORDS

/** "an error, a next try ahead" as words: each conflict holds the rest, so no list is joined in English. */
function conflictList(conflicts: readonly Conflict[]): Words {
  const [first, ...rest] = conflicts
  const wordsOf = CONFLICT_WORDS[first!]
  return rest.length === 0 ? wordsOf.alone : words(wordsOf.then, { rest: conflictList(rest) })
}

interface Facts {
  readonly error: ErrorFact
  readonly nextTry: NextTryFact
  readonly purchase: readonly Conflict[]
}

/** Fields that a final or not-yet-bought status cannot have: an error or a next try ahead. */
function activityConflicts(facts: Facts): Conflict[] {
  const conflicts: Conflict[] = []
  if (facts.error.present) conflicts.push(facts.error.text === null ? 'unreadableError' : 'error')
  if (nextTrySurelyAhead(facts.nextTry)) conflicts.push('nextTryAhead')
  return conflicts
}

function withError(status: ErrorStatusKey, error: ErrorFact & { present: true }) {
  return { id: errorSituationId(status, error.meaning ?? 'needs_choice'), conflicts: [] }
}

function classify(status: ItemStatus, facts: Facts): { id: SituationId; conflicts: Conflict[] } {
  const { error } = facts
  if (!status.known) return { id: 'unknown_status', conflicts: [] }
  switch (status.value) {
    case 'TRADE_ACCEPTED': {
      const conflicts = activityConflicts(facts)
      return conflicts.length > 0 ? { id: 'conflicting', conflicts } : { id: 'trade_accepted', conflicts: [] }
    }
    case 'AVAILABLE': {
      const conflicts = activityConflicts(facts)
      if (conflicts.length > 0) return { id: 'conflicting', conflicts }
      return facts.purchase.length > 0
        ? { id: 'available_bought', conflicts: [...facts.purchase] }
        : { id: 'available', conflicts: [] }
    }
    case 'UNAVAILABLE':
      if (nextTrySurelyAhead(facts.nextTry)) return { id: 'conflicting', conflicts: ['nextTryAhead'] }
      return error.present ? withError('stopped', error) : { id: 'unavailable_no_error', conflicts: [] }
    case 'WAITING_FOR_SEND':
      if (error.present) return withError('send', error)
      return { id: nextTryPlanned(facts.nextTry) ? 'send_next_try' : 'send_no_next_try', conflicts: [] }
    case 'WAITING_FOR_TRADE_ACCEPT': {
      if (error.present) return withError('accept', error)
      // Only a readable trade offer ID proves that an offer waits in the customer's trade offers.
      const offerProven = facts.purchase.includes('tradeOfferId')
      return { id: offerProven ? 'accept_waiting' : 'accept_offer_unconfirmed', conflicts: [] }
    }
  }
}

const NO_ERROR: ErrorFact = { present: false }

function meaningWith(id: SituationId, conflicts: readonly Conflict[], status: ItemStatus): Words {
  const meaning = situation(id).meaning
  if (conflicts.length === 0) return meaning
  return words(
    {
      id: 'situation.meaning.withConflicts',
      defaultMessage: '{meaning} The status is {status}, yet the item has {conflicts}.',
    },
    {
      meaning,
      status: status.value,
      conflicts: conflictList(conflicts),
    },
  )
}

function withoutItem(subject: Exclude<ReplySubject, { kind: 'item' }>): Advice {
  const id: SituationId =
    subject.kind === 'not_found'
      ? 'not_found'
      : subject.cause === 'interrupted'
        ? 'lookup_interrupted'
        : 'lookup_failed'
  return {
    situation: id,
    meaning: situation(id).meaning,
    id: subject.id,
    name: null,
    marketHashName: null,
    status: null,
    error: NO_ERROR,
    needsChoice: false,
    nextTry: { kind: 'none' },
    boughtAt: null,
    conflicts: [],
    failureReason: subject.kind === 'failed' ? subject.reason : null,
  }
}

/**
 * The one situation of what a reply is about, with the facts the reply needs. Pure: `now`
 * and the catalog's zone decide what the next try allows (catalog-time.ts); the error's
 * meaning comes only from the lead's table or the agent's choice.
 */
export function situationOf(subject: ReplySubject, context: AdviceContext): Advice {
  if (subject.kind !== 'item') return withoutItem(subject)
  const { item } = subject
  const nextTryText = item.next_try.ok ? item.next_try.value : null
  const facts: Facts = {
    error: errorFact(item.error_message, item.id, context),
    nextTry: readNextTry(nextTryText, context.catalogTimeZone, context.now),
    purchase: purchaseTraces(item),
  }
  const { id, conflicts } = classify(item.status, facts)
  return {
    situation: id,
    meaning: meaningWith(id, conflicts, item.status),
    id: item.id,
    name: readableText(item.name),
    marketHashName: readableText(item.market_hash_name),
    status: item.status,
    error: facts.error,
    needsChoice: situation(id).error?.reading === 'needs_choice',
    nextTry: facts.nextTry,
    boughtAt: readableDate(item.bought_at, parseMicroTimestamp),
    conflicts: conflicts.map((conflict) => CONFLICT_WORDS[conflict].alone),
    failureReason: null,
  }
}
