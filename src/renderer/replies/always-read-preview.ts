import type { ReplyItem } from '../../shared/reply/advise'
import type { ErrorMeaning } from '../../shared/reply/error-meanings'
import { readError, type ErrorTable, type ErrorTableEntry } from '../../shared/reply/error-table'

/** One item a new row would read, and what the table with it then makes of the item's error. */
export interface PreviewLine {
  readonly id: number
  readonly name: string | null
  readonly outcome:
    | { readonly kind: 'read'; readonly meaning: ErrorMeaning }
    | { readonly kind: 'ask'; readonly why: 'side' | 'meanings' }
}

function readableText(field: ReplyItem['error_message']): string | null {
  const text = field.ok ? (field.value?.trim() ?? '') : ''
  return text === '' ? null : text
}

/**
 * "Always read this error as …" before it saves: the items among `items` whose error the new
 * `row` matches, each with what the table after saving (`after`, as replies will read it) makes
 * of it: the meaning, or still the agent's choice because the error names another side than the
 * row's cause, or rows of other meanings match it too. The agent sees what the row will do to
 * the items in front of them before the whole team's replies follow it. An item given twice
 * (the pane's item is often a lookup row too) is listed once.
 */
export function alwaysReadPreview(
  row: ErrorTableEntry,
  items: readonly ReplyItem[],
  after: ErrorTable,
): PreviewLine[] {
  const seen = new Set<number>()
  return items.flatMap((item) => {
    if (seen.has(item.id)) return []
    seen.add(item.id)
    const text = readableText(item.error_message)
    if (text === null || readError(text, [row]).kind === 'unknown') return []
    const reading = readError(text, after)
    // The row is in `after`, so it matches there too: never `unknown`.
    if (reading.kind === 'unknown') return []
    const name = item.name.ok && item.name.value.trim() !== '' ? item.name.value.trim() : null
    const outcome =
      reading.kind === 'read'
        ? ({ kind: 'read', meaning: reading.meaning } as const)
        : ({ kind: 'ask', why: reading.why } as const)
    return [{ id: item.id, name, outcome }]
  })
}
