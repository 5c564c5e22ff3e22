import type { Field } from '../catalog/field'
import type { ItemStatus } from '../catalog/status'
import { parseMicroTimestamp, parseServerTimestamp } from '../catalog/timestamps'
import { errorKindOf, type ErrorKind } from './error-kind'
import { situation, type SituationId } from './situations'

/**
 * The fields of an item that decide its situation. Both the detail pane's item and a bulk
 * lookup's item have this shape: every field but `id` and `status` is a tolerant `Field`,
 * and a malformed one costs only itself.
 */
export interface ReplyItem {
  readonly id: number
  readonly status: ItemStatus
  readonly name: Field<string>
  readonly bought_at: Field<string>
  readonly trade_offer_id: Field<number>
  readonly send_date: Field<string>
  readonly error_message: Field<string | null>
  readonly next_try: Field<string | null>
}

/** What a reply is about: an item, an ID the catalog does not have, or a lookup that failed. */
export type ReplySubject =
  | { readonly kind: 'item'; readonly item: ReplyItem }
  | { readonly kind: 'not_found'; readonly id: number }
  | { readonly kind: 'failed'; readonly id: number; readonly reason: string }

/** The item's error: none, one whose text was read (and its kind), or one that could not be read. */
export type ErrorFact =
  | { readonly present: false }
  | { readonly present: true; readonly kind: ErrorKind; readonly text: string | null }

export interface Advice {
  readonly situation: SituationId
  /** For the agent, in the app's language; never sent. */
  readonly meaning: string
  readonly id: number
  readonly name: string | null
  readonly status: ItemStatus | null
  readonly error: ErrorFact
  /** The next try (its zone-less time read as UTC, as everywhere in the app), when readable. */
  readonly nextTry: Date | null
  readonly nextTryAhead: boolean
  readonly boughtAt: Date | null
  /** For the agent: the fields that contradict the status, when the situation is a contradiction. */
  readonly conflicts: readonly string[]
  /** For the agent: why the lookup failed. */
  readonly failureReason: string | null
}

/**
 * An unreadable error counts as an error of unknown kind: where an error would take back a
 * promise (an offer arriving soon) the reply must not make it.
 */
function errorFact(field: Field<string | null>): ErrorFact {
  if (!field.ok) return { present: true, kind: 'other', text: null }
  const text = field.value?.trim() ?? ''
  return text === '' ? { present: false } : { present: true, kind: errorKindOf(text), text }
}

function readableDate(field: Field<string | null>, parse: (value: string) => Date | null): Date | null {
  return field.ok && field.value !== null ? parse(field.value) : null
}

/** Readable signs that the item was bought: a purchase time, a trade offer, a send date. */
function purchaseTraces(item: ReplyItem): string[] {
  const traces: string[] = []
  if (readableDate(item.bought_at, parseMicroTimestamp)) traces.push('a purchase time')
  if (item.trade_offer_id.ok) traces.push('a trade offer ID')
  if (readableDate(item.send_date, parseServerTimestamp)) traces.push('a send date')
  return traces
}

interface Facts {
  readonly error: ErrorFact
  readonly nextTryAhead: boolean
  readonly purchase: readonly string[]
}

/** Fields that a final or not-yet-bought status cannot have: an error or a next try ahead. */
function activityConflicts(facts: Facts): string[] {
  const conflicts: string[] = []
  if (facts.error.present)
    conflicts.push(facts.error.text === null ? 'an error field it could not read' : 'an error')
  if (facts.nextTryAhead) conflicts.push('a next try ahead')
  return conflicts
}

function classify(status: ItemStatus, facts: Facts): { id: SituationId; conflicts: string[] } {
  const { error, nextTryAhead } = facts
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
      if (nextTryAhead) return { id: 'conflicting', conflicts: ['a next try ahead'] }
      return { id: error.present ? 'unavailable' : 'unavailable_no_error', conflicts: [] }
    case 'WAITING_FOR_SEND':
      if (error.present && error.kind === 'trade_hold') return { id: 'send_trade_hold', conflicts: [] }
      if (error.present && error.kind === 'steam_unavailable')
        return { id: 'send_steam_unavailable', conflicts: [] }
      if (error.present) return { id: 'send_other_error', conflicts: [] }
      return { id: nextTryAhead ? 'send_next_try' : 'send_no_next_try', conflicts: [] }
    case 'WAITING_FOR_TRADE_ACCEPT':
      if (error.present && error.kind === 'trade_hold') return { id: 'accept_trade_hold', conflicts: [] }
      // Steam being down says itself that the offer will be sent again; another error needs
      // a next try ahead before the reply may promise that.
      if (error.present && (error.kind === 'steam_unavailable' || nextTryAhead))
        return { id: 'accept_resend', conflicts: [] }
      if (error.present) return { id: 'accept_error', conflicts: [] }
      return { id: 'accept_waiting', conflicts: [] }
  }
}

const NO_ERROR: ErrorFact = { present: false }

function meaningWith(id: SituationId, conflicts: readonly string[], status: ItemStatus | null): string {
  const meaning = situation(id).meaning
  if (conflicts.length === 0) return meaning
  const said = status ? status.value : 'the status'
  return `${meaning} The status is ${said}, yet the item has ${conflicts.join(', ')}.`
}

/**
 * The one situation of what a reply is about, with the facts the reply needs.
 *
 * Pure: `now` decides whether the next try is still ahead (a next try in the past is no
 * promise of anything).
 */
export function situationOf(subject: ReplySubject, now: Date): Advice {
  if (subject.kind !== 'item') {
    const id: SituationId = subject.kind === 'not_found' ? 'not_found' : 'lookup_failed'
    return {
      situation: id,
      meaning: situation(id).meaning,
      id: subject.id,
      name: null,
      status: null,
      error: NO_ERROR,
      nextTry: null,
      nextTryAhead: false,
      boughtAt: null,
      conflicts: [],
      failureReason: subject.kind === 'failed' ? subject.reason : null,
    }
  }
  const { item } = subject
  const nextTry = readableDate(item.next_try, parseServerTimestamp)
  const facts: Facts = {
    error: errorFact(item.error_message),
    nextTryAhead: nextTry !== null && nextTry.getTime() > now.getTime(),
    purchase: purchaseTraces(item),
  }
  const { id, conflicts } = classify(item.status, facts)
  const name = item.name.ok && item.name.value.trim() !== '' ? item.name.value.trim() : null
  return {
    situation: id,
    meaning: meaningWith(id, conflicts, item.status),
    id: item.id,
    name,
    status: item.status,
    error: facts.error,
    nextTry,
    nextTryAhead: facts.nextTryAhead,
    boughtAt: readableDate(item.bought_at, parseMicroTimestamp),
    conflicts,
    failureReason: null,
  }
}
