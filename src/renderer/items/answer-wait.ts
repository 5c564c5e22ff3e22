/**
 * How long a click that asks the catalog (an item open, new filters) waits for the answer
 * before showing an intermediate state: the pane's placeholder, the filters marked as applied.
 * Under the 100 ms a click still feels immediate, and long enough for a nearby catalog to
 * answer, so what the click changes paints once instead of twice.
 */
export const ANSWER_WAIT_MS = 50
