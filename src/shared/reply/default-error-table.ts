import rows from './default-error-table.json'
import type { ErrorMeaning } from './error-meanings'
import type { ErrorTable } from './error-table-entry'

/**
 * The error table a lead starts from: the common Steam trade-offer failures in the words
 * trade bots and Steam itself put in a catalog's error (where each comes from:
 * default-error-table.md). Every row is tried and no order decides (error-table.ts), so each
 * row is a phrase that stands for its cause and for nothing near it: a whole "trade URL is no
 * longer valid", never "trade URL" (an offer sent "via trade URL" may fail for any reason);
 * "partner has a trade hold", never "steam guard" (the store's own bot confirms with Steam
 * Guard too). The rows are data (default-error-table.json); default-error-examples.json holds
 * the texts each meaning must read and the near misses it must not, and
 * default-error-table.test.ts holds these rows to all of them. What no row can tell apart
 * (an offer in escrow, a bare EResult 15 or 26, a trade-protected item) is left to the agent.
 */
const ROWS: Readonly<Record<Exclude<ErrorMeaning, 'checking'>, readonly string[]>> = rows

export const DEFAULT_ERROR_TABLE: ErrorTable = (
  Object.entries(ROWS) as [Exclude<ErrorMeaning, 'checking'>, readonly string[]][]
).flatMap(([means, texts]) => texts.map((contains) => ({ contains, means })))
