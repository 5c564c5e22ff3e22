import { z } from 'zod'
import { listItemSchema, singleItemSchema, tolerantSingleItemSchema } from './item'

/** `pagination` of the list response (spec 2.3). */
export const paginationSchema = z.looseObject({
  total: z.number().int().nonnegative(),
  per_page: z.number().int().positive(),
  current_page: z.number().int().positive(),
  pages: z.number().int().nonnegative(),
  links: z.looseObject({
    // The spec says string; servers built on common frameworks send null on the last page.
    // The client never follows these links anyway (it pages by number), so tolerate both.
    next_page: z.string().nullable(),
    previous_page: z.string().nullable(),
    first_page: z.string(),
  }),
})

/** 200 from `GET /v1/items`: `type` = `pagination`. */
export const listResponseSchema = z.looseObject({
  success: z.literal(true),
  type: z.literal('pagination'),
  data: z.array(listItemSchema),
  pagination: paginationSchema,
})

/**
 * The list answer as the client reads it: the envelope strict; elements checked one by one
 * afterwards (parseListItems) so one malformed item costs its row, not the page; pagination
 * read on its own (readPagination) so a position out of bounds costs the position only.
 */
export const listAnswerSchema = z.looseObject({
  success: z.literal(true),
  type: z.literal('pagination'),
  data: z.array(z.unknown()),
  pagination: z.unknown().optional(),
})

/** 200 from `GET /v1/items/{id}`: `type` = `response`. */
export const itemResponseSchema = z.looseObject({
  success: z.literal(true),
  type: z.literal('response'),
  data: singleItemSchema,
})

/** The item answer as the client reads it: display-only fields checked one by one. */
export const itemAnswerSchema = z.looseObject({
  success: z.literal(true),
  type: z.literal('response'),
  data: tolerantSingleItemSchema,
})

/**
 * Every error body (spec 7): `success` false, `type` `error`, a message, and for validation
 * errors a map of parameter name to messages. The spec shows only the 422 body; for other
 * statuses `data` is optional so a bare `{success, type, message}` is still understood.
 */
export const errorEnvelopeSchema = z.looseObject({
  success: z.literal(false),
  type: z.literal('error'),
  message: z.string(),
  // PHP back ends often send `[]` or null for "no details": read those as absent.
  data: z.preprocess(
    (value) => (value !== null && typeof value === 'object' && !Array.isArray(value) ? value : undefined),
    z.record(z.string(), z.array(z.string())).optional(),
  ),
})

export type Pagination = z.output<typeof paginationSchema>
export type ListResponse = z.output<typeof listResponseSchema>
export type ItemResponse = z.output<typeof itemResponseSchema>
export type ErrorEnvelope = z.output<typeof errorEnvelopeSchema>
export type ListResponseWire = z.input<typeof listResponseSchema>
export type ItemResponseWire = z.input<typeof itemResponseSchema>
export type ErrorEnvelopeWire = z.input<typeof errorEnvelopeSchema>
