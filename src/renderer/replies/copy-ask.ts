/**
 * What `Copy reply` asks before it copies. Two things make a reply less than the ticket needs:
 * answers still coming (a lookup running) and errors still waiting for the agent's choice.
 * Either way the first press asks, naming what is open, and a second press (`Copy anyway`, or
 * the button or the shortcut again) copies the reply as it stands. A press never copies past
 * something it did not show: an answer or a choice that opened since the question was asked
 * asks again.
 */
export interface OpenQuestions {
  /** Answers not in yet. */
  readonly missing: number
  /** The items whose error waits for the agent's choice, in the reply's order. */
  readonly awaiting: readonly number[]
}

/** What is open now, or null when a press may copy at once. */
export function openQuestions(missing: number, awaiting: readonly number[]): OpenQuestions | null {
  return missing > 0 || awaiting.length > 0 ? { missing, awaiting } : null
}

/** Whether everything open now was already shown when the agent was asked. */
function shownBy(asked: OpenQuestions, open: OpenQuestions): boolean {
  return open.missing <= asked.missing && open.awaiting.every((id) => asked.awaiting.includes(id))
}

/** A press of `Copy reply`: ask first, or copy (nothing open, or the agent already saw all that is). */
export function pressOf(asked: OpenQuestions | null, open: OpenQuestions | null): 'ask' | 'copy' {
  return open === null || (asked !== null && shownBy(asked, open)) ? 'copy' : 'ask'
}

/**
 * The question as it stands once the ticket changed: gone when nothing is open any more or
 * something new is (a new lookup, a choice reopened), else narrowed to what is still open, so
 * that it says what is left and a later opening asks again. The same object when nothing
 * changed, so a render can settle it in place.
 */
export function settleAsk(asked: OpenQuestions | null, open: OpenQuestions | null): OpenQuestions | null {
  if (asked === null || open === null || !shownBy(asked, open)) return null
  return open.missing === asked.missing && open.awaiting.length === asked.awaiting.length ? asked : open
}

/** IDs a question names before `…`: enough to find them in the table, short enough for one line. */
export const IDS_NAMED = 5

/** "1042, 2291" (the language's separator between them), the rest after IDS_NAMED as `…`. */
export function idList(ids: readonly number[], separator: string): string {
  const named = ids.slice(0, IDS_NAMED).join(separator)
  return ids.length > IDS_NAMED ? `${named}${separator}…` : named
}
