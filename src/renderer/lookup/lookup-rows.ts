import type { SingleItem } from '../../shared/catalog'
import { statusWords } from '../../shared/catalog/status-words'
import type { LookupOutcome } from '../../shared/ipc'
import { statusLook } from '../format/status-text'
import { fieldText } from '../../shared/catalog/field'
import { FIELD_NAMES } from '../../shared/catalog/list-columns'
import { detailTermWords } from '../../shared/detail-terms'
import { defineMessage, words, type MessageDescriptor, type Words } from '../../shared/i18n/words'
import {
  lookupStateWords,
  lookupTextHeaders,
  lookupTextRows,
  type LookupState,
  type WordText,
} from '../../shared/lookup/lookup-columns'
import { keysOf } from '../../shared/keys-of'
import { oneLine } from '../../shared/text/catalog-line'
import { withoutFormulas } from '../../shared/text/spreadsheet-formulas'

/**
 * The rows of a bulk lookup as data: what each column says in words, the status groups and
 * their counts and sorting. `Copy as text` and the exports take their columns from
 * shared/lookup/lookup-columns.ts (main writes the files from the same list), so they always agree.
 */
export interface LookupRow {
  readonly id: number
  /** Position in the pasted order. */
  readonly index: number
  /** null while the answer has not arrived. */
  readonly outcome: LookupOutcome | null
  /** When the answer arrived (ms since the epoch): how fresh the row's item is when opened. */
  readonly answeredAt?: number
}

/**
 * Where a lookup stands, with what the phase line says once it stops (nothing while it runs or
 * before): `session_ended` means the sign-in ended before every row was answered.
 */
const PHASE_WORDS = {
  idle: null,
  running: null,
  done: defineMessage({ id: 'lookup.phase.done', defaultMessage: 'Done.' }),
  cancelled: defineMessage({
    id: 'lookup.phase.cancelled',
    defaultMessage: 'Cancelled: rows not looked up yet stay empty; Retry failed looks them up.',
  }),
  session_ended: defineMessage({
    id: 'lookup.phase.sessionEnded',
    defaultMessage:
      'Stopped: the sign-in ended. Nothing more was sent. Sign in to this catalog again: the rows not answered are looked up again by themselves.',
  }),
} satisfies Readonly<Record<string, MessageDescriptor | null>>

export type LookupPhase = keyof typeof PHASE_WORDS

/** What the phase line says in `phase`, or null when it says nothing. */
export function phaseWords(phase: LookupPhase): MessageDescriptor | null {
  return PHASE_WORDS[phase]
}

/** The catalog asked the lookup to wait (a 429): how long, and when the ask arrived (ms). */
export interface LookupWait {
  readonly seconds: number
  readonly since: number
}

/**
 * The lookup table's sortable columns, each with its header: the words the item table and the
 * detail pane use for the same field, so a field is called one thing on every screen.
 */
const LOOKUP_COLUMN_NAMES = {
  ID: FIELD_NAMES.id,
  Status: detailTermWords('Status'),
  Name: FIELD_NAMES.name,
  'Bought at': detailTermWords('Bought at'),
  'Last send': detailTermWords('Last send'),
  'Next try': detailTermWords('Next try'),
  Error: detailTermWords('Error'),
} satisfies Readonly<Record<string, MessageDescriptor>>

export type LookupColumn = keyof typeof LOOKUP_COLUMN_NAMES
export const LOOKUP_COLUMNS: readonly LookupColumn[] = keysOf(LOOKUP_COLUMN_NAMES)

/** A column's header. */
export function lookupColumnName(column: LookupColumn): MessageDescriptor {
  return LOOKUP_COLUMN_NAMES[column]
}

/** How many rows have their answer (found, not found or failed). */
export function answeredIn(rows: readonly LookupRow[]): number {
  let count = 0
  for (const row of rows) if (row.outcome !== null) count++
  return count
}

/** The group a row is counted and narrowed in: a catalog status value, or what happened instead. */
export function groupOf(row: LookupRow): string {
  if (!row.outcome) return 'pending'
  if (row.outcome.kind === 'item') return `status:${row.outcome.item.status.value}`
  return row.outcome.kind
}

/** A group as the lookup's messages select it: what happened instead of an item, or a status. */
type GroupState = LookupState | 'status'

function stateOf(group: string): GroupState {
  return group === 'pending' || group === 'not_found' || group === 'error' ? group : 'status'
}

/** The status value of a status group, as the catalog sent it. */
const statusOf = (group: string) => group.slice('status:'.length)

/** A group's name: `Not found`, `Failed`, `Not looked up yet`, or its status in words. */
export function groupLabel(group: string): Words {
  const state = stateOf(group)
  if (state !== 'status') return lookupStateWords(state)
  return statusWords(statusOf(group))
}

export function itemOf(row: LookupRow): SingleItem | null {
  return row.outcome?.kind === 'item' ? row.outcome.item : null
}

/** What each column says for a row, as plain text (empty when there is nothing). */
export function cellText(row: LookupRow, column: LookupColumn, wordText: WordText): string {
  const item = itemOf(row)
  switch (column) {
    case 'ID':
      return String(row.id)
    case 'Status':
      return wordText(item ? statusLook(item.status).words : groupLabel(groupOf(row)))
    case 'Name':
      return item ? fieldText(item.name) : ''
    case 'Bought at':
      return item ? fieldText(item.bought_at) : ''
    case 'Last send':
      return item ? fieldText(item.last_send) : ''
    case 'Next try':
      return item ? fieldText(item.next_try) : ''
    case 'Error':
      if (row.outcome?.kind === 'error') return wordText(row.outcome.error.message)
      return item ? fieldText(item.error_message) : ''
  }
}

/**
 * Per group, in order of first appearance: its chip (`Not found 1`) and its part of the
 * counts line (`1 not found`).
 */
export function groupCounts(
  rows: readonly LookupRow[],
): readonly { group: string; chip: Words; counted: Words }[] {
  const counts = new Map<string, number>()
  for (const row of rows) counts.set(groupOf(row), (counts.get(groupOf(row)) ?? 0) + 1)
  return [...counts].map(([group, count]) => {
    const state = stateOf(group)
    const status = state === 'status' ? statusOf(group) : ''
    return {
      group,
      chip: words(
        {
          id: 'lookup.groups.chip',
          defaultMessage: '{group} {count, number}',
          description:
            'A chip that narrows the lookup to one group: its name (a status, Not found, Failed), then how many rows it holds',
        },
        { group: groupLabel(group), count },
      ),
      // English counts in lower case (`2 waiting for send`): the message has its own status words.
      counted: words(
        {
          id: 'lookup.counts.group',
          defaultMessage:
            '{count, number} {state, select, pending {not looked up yet} not_found {not found} error {failed} other {{status, select, AVAILABLE {available} WAITING_FOR_TRADE_ACCEPT {waiting for trade accept} TRADE_ACCEPTED {trade accepted} WAITING_FOR_SEND {waiting for send} UNAVAILABLE {unavailable} other {{label}}}}}',
        },
        {
          count,
          state,
          status,
          // A status the app does not know is named as the catalog sent it, like its badge.
          label: status,
        },
      ),
    }
  })
}

/** "3 waiting for send · 1 not found", in the language `wordText` words it in. */
export function countsSentence(rows: readonly LookupRow[], wordText: WordText): string {
  return groupCounts(rows)
    .map(({ counted }) => wordText(counted))
    .join(' · ')
}

export interface LookupSort {
  readonly column: LookupColumn
  readonly desc: boolean
}

/** The rows of one status group (`narrow`), or all of them (null). */
export function narrowRows(rows: readonly LookupRow[], narrow: string | null): readonly LookupRow[] {
  return narrow === null ? rows : rows.filter((row) => groupOf(row) === narrow)
}

/** Sorted copy; IDs compare as numbers, everything else as text; ties keep the pasted order. */
export function sortRows(
  rows: readonly LookupRow[],
  sort: LookupSort | null,
  wordText: WordText,
): readonly LookupRow[] {
  if (!sort) return rows
  const direction = sort.desc ? -1 : 1
  return [...rows].sort((a, b) => {
    const order =
      sort.column === 'ID'
        ? a.id - b.id
        : cellText(a, sort.column, wordText).localeCompare(cellText(b, sort.column, wordText), undefined, {
            numeric: true,
          })
    return order !== 0 ? order * direction : a.index - b.index
  })
}

/**
 * One cell of tab-separated text: one line without hidden characters (a tab or line break
 * inside would start a new cell or row), then no formula a spreadsheet would run on paste,
 * by the CSV exports' rule; in that order, so no hidden character shields a trigger.
 */
function tsvCell(text: string): string {
  return withoutFormulas(oneLine(text))
}

/**
 * `Copy as text`: tab-separated with a header line, so it pastes into a spreadsheet as
 * columns and stays readable in a ticket's internal note; times as the screen shows them.
 */
export function rowsAsTsv(rows: readonly LookupRow[], catalog: string | null, wordText: WordText): string {
  return [lookupTextHeaders(), ...lookupTextRows(rows, catalog, wordText)]
    .map((cells) => cells.map(tsvCell).join('\t'))
    .join('\n')
}
