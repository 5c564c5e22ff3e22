import { z } from 'zod'
import { heldSingleItemSchema, MAX_LOOKUP_IDS, positiveId } from '../catalog'
import { wordsSchema } from '../i18n/words-schema'
import { channel, event, returns } from './contract-entries'

/** Bulk lookup: many IDs looked up in main, each row sent to the window as it arrives. */

export const batchId = z.string().regex(/^[\w-]{1,64}$/, 'a batch id')

/**
 * Longest wait a bulk lookup takes for one 429; a catalog asking for more fails the row
 * (Retry failed asks again later) rather than holding the batch for longer.
 */
export const MAX_PAUSE_SECONDS = 60

/** What one ID of a bulk lookup came back as. */
export const lookupOutcomeSchema = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('item'), item: heldSingleItemSchema }),
  z.strictObject({ kind: z.literal('not_found') }),
  z.strictObject({
    kind: z.literal('error'),
    error: z.strictObject({ kind: z.string().min(1).max(40), message: wordsSchema }),
  }),
])
export type LookupOutcome = z.output<typeof lookupOutcomeSchema>

export const LOOKUP_CHANNELS = {
  /** Starts a bulk lookup in main; rows arrive as 'lookup:progress' events. */
  'lookup:start': channel({
    method: 'startLookup',
    request: z.strictObject({ ids: z.array(positiveId).min(1).max(MAX_LOOKUP_IDS) }),
    response: returns<{ readonly batchId: string; readonly total: number }>(),
  }),
  /** Stops sending at once; rows that already arrived stay. */
  'lookup:cancel': channel({
    method: 'cancelLookup',
    request: z.strictObject({ batchId }),
    response: returns<{ readonly cancelled: boolean }>(),
  }),
} as const

/** One row of a bulk lookup with its answer: `index` is the row's place in the batch's IDs. */
export const lookupAnswerSchema = z.strictObject({
  index: z.number().int().nonnegative().max(MAX_LOOKUP_IDS),
  id: positiveId,
  outcome: lookupOutcomeSchema,
})
export type LookupAnswer = z.output<typeof lookupAnswerSchema>

export const LOOKUP_EVENTS = {
  /**
   * Rows of a bulk lookup that have their answers: those that arrived together in main, so a
   * fast catalog costs the window a few messages a second rather than one per ID (answer-batch.ts).
   */
  'lookup:progress': event({
    method: 'onLookupProgress',
    payload: z.strictObject({
      batchId,
      rows: z.array(lookupAnswerSchema).min(1).max(MAX_LOOKUP_IDS),
    }),
    // A failed row's words come from the catalog; an item row is its data.
    pass: 'rows',
  }),
  /**
   * The catalog asked the batch to wait (a 429): nothing is sent for `waitSeconds`, then the
   * rows waiting are asked again; the window counts it down instead of showing idle spinners.
   */
  'lookup:paused': event({
    method: 'onLookupPaused',
    payload: z.strictObject({ batchId, waitSeconds: z.number().int().nonnegative().max(MAX_PAUSE_SECONDS) }),
  }),
  /** A bulk lookup stopped: every row answered, cancelled, or its session ended. */
  'lookup:finished': event({
    method: 'onLookupFinished',
    payload: z.strictObject({ batchId, reason: z.enum(['done', 'cancelled', 'session_ended']) }),
  }),
} as const
