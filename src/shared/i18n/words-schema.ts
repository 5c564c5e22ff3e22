import { z } from 'zod'
import { isMessageId, MAX_VALUE_CHARS, type Words } from './words'

/** Values one words may carry: enough for any message the catalogs have. */
const MAX_VALUES = 12

/**
 * Words as an IPC event carries them (a lookup row's failure, why a session ended): an id every
 * catalog has, and bounded values. Apart from words.ts, which the window imports: the window
 * bundles no zod.
 */
export const wordsSchema: z.ZodType<Words> = z.lazy(() =>
  z.strictObject({
    id: z.string().refine(isMessageId, 'a message id of the catalogs'),
    values: z
      .record(z.string().max(40), z.union([z.string().max(MAX_VALUE_CHARS), z.number(), wordsSchema]))
      .refine((values) => Object.keys(values).length <= MAX_VALUES, `at most ${MAX_VALUES} values`)
      .optional(),
  }),
) as z.ZodType<Words>
