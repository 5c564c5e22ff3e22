import { words, type Words } from '../../shared/i18n/words'
import { situationOf, type ErrorReadBy, type ReplyItem, type ReplySubject } from '../../shared/reply/advise'
import { DEFAULT_ERROR_TABLE } from '../../shared/reply/default-error-table'
import { ERROR_MEANINGS, type ErrorMeaning, type ErrorMeaningInfo } from '../../shared/reply/error-meanings'
import { alwaysReadAs, type ErrorTable } from '../../shared/reply/error-table'
import { situation } from '../../shared/reply/situations'
import type { StoredReplyTemplates } from '../../shared/reply/templates-schema'
import { choiceKey, type ErrorChoices } from './ticket-state'

/** Whether the item reports an error at all: the cheap test before reading it against the table. */
export function hasCatalogError(item: ReplyItem): boolean {
  const field = item.error_message
  return !field.ok || (field.value ?? '').trim() !== ''
}

/**
 * What the table made of an item's error, where the error decides its situation (an error
 * beside `Trade accepted` is a contradiction, not a reading): read by a row (`read`, with the
 * row and whose table it is), or left to the agent (`choose`, with the meanings the matching
 * rows gave, offered first, and why the table did not read it). `text` is null when the error
 * field was unreadable.
 */
export type ErrorReadingOfItem =
  | {
      readonly kind: 'choose'
      readonly text: string | null
      readonly matched: readonly ErrorMeaning[]
      readonly why: 'side' | 'meanings' | 'unknown'
    }
  | {
      readonly kind: 'read'
      readonly text: string | null
      readonly meaning: ErrorMeaning
      readonly readBy: ErrorReadBy
    }

type ErrorToChoose = Extract<ErrorReadingOfItem, { kind: 'choose' }> | null

/**
 * The last reading of each item (the detail pane's status line and its reply tools read the
 * same item at the same moment, a lookup's rows and its count too): weakly held, so an item
 * the cache no longer holds is forgotten with it.
 */
const lastReading = new WeakMap<
  ReplyItem,
  {
    readonly errorTable: ErrorTable | undefined
    readonly at: number
    readonly reading: ErrorReadingOfItem | null
  }
>()

/**
 * What the table makes of `item`'s error, or null when it has none that decides its situation.
 *
 * Read with no catalog zone: a next try ahead in every zone makes an `Unavailable` item a
 * contradiction whatever the zone, so a choice is asked for wherever the error may decide the
 * situation, and neither a row nor a count has to know the zone.
 */
export function errorReadingOf(
  item: ReplyItem,
  errorTable: ErrorTable | undefined,
  now: Date,
): ErrorReadingOfItem | null {
  if (!hasCatalogError(item)) return null
  const last = lastReading.get(item)
  if (last && last.errorTable === errorTable && last.at === now.getTime()) return last.reading
  const advice = situationOf(
    { kind: 'item', item },
    { now, catalogTimeZone: null, ...(errorTable ? { errorTable } : {}) },
  )
  const { error } = advice
  let reading: ErrorReadingOfItem | null = null
  if (error.present && advice.needsChoice)
    reading = {
      kind: 'choose',
      text: error.text,
      matched: error.matched,
      why: error.table === 'read' ? 'unknown' : error.table,
    }
  else if (error.present && error.readBy && error.meaning && situation(advice.situation).error)
    reading = { kind: 'read', text: error.text, meaning: error.meaning, readBy: error.readBy }
  lastReading.set(item, { errorTable, at: now.getTime(), reading })
  return reading
}

/** The error of `item` the agent must say the meaning of, or null when there is none. */
export function errorToChoose(item: ReplyItem, errorTable: ErrorTable | undefined, now: Date): ErrorToChoose {
  const reading = errorReadingOf(item, errorTable, now)
  return reading?.kind === 'choose' ? reading : null
}

/** `Situation for item <id>`'s meanings: what the table's matching rows gave first, then the rest. */
export function meaningsInOrder(matched: readonly ErrorMeaning[]): {
  readonly matched: readonly ErrorMeaningInfo[]
  readonly others: readonly ErrorMeaningInfo[]
} {
  return {
    matched: matched.map((id) => ERROR_MEANINGS.find((meaning) => meaning.id === id)!),
    others: ERROR_MEANINGS.filter((meaning) => !matched.includes(meaning.id)),
  }
}

export interface ChoiceReading {
  /** What `composeReply` takes as `choices`: the agent's meaning of each error the table does not know. */
  readonly choices: Readonly<Record<number, ErrorMeaning>>
  /** The items whose error still waits for the agent's choice. */
  readonly awaiting: readonly number[]
}

/**
 * The agent's choices for what a reply is about. Only errors the table does not know take a
 * choice: once the lead's table knows an error, the table says what it means, and a choice made
 * before does not silently outvote it.
 */
export function readChoices(
  subjects: readonly ReplySubject[],
  context: {
    readonly catalog: string
    readonly errorTable?: ErrorTable | undefined
    readonly chosen: ErrorChoices
    readonly now: Date
  },
): ChoiceReading {
  const choices: Record<number, ErrorMeaning> = {}
  const awaiting: number[] = []
  for (const subject of subjects) {
    if (subject.kind !== 'item') continue
    const error = errorToChoose(subject.item, context.errorTable, context.now)
    if (!error) continue
    const meaning = context.chosen.get(choiceKey(context.catalog, subject.item.id, error.text))
    if (meaning) choices[subject.item.id] = meaning
    else awaiting.push(subject.item.id)
  }
  return { choices, awaiting }
}

/** "2 items need your choice", or null when none does. */
export function awaitingText(count: number): Words | null {
  return count === 0
    ? null
    : words(
        {
          id: 'replyTools.awaiting',
          defaultMessage: '{count, plural, one {# item needs} other {# items need}} your choice',
        },
        { count },
      )
}

/**
 * "Always read this error as …": the lead's set with the error on top of its table (the
 * defaults when the lead has none yet), saved like any change to the templates.
 */
export function withErrorReadAs(
  stored: StoredReplyTemplates,
  errorText: string,
  meaning: ErrorMeaning,
): StoredReplyTemplates {
  return { ...stored, errorTable: alwaysReadAs(stored.errorTable ?? DEFAULT_ERROR_TABLE, errorText, meaning) }
}
