import fc from 'fast-check'
import type { z } from 'zod'
import { appId, decimalString, imageUrl, positiveId } from './formats'
import { listItemFields } from './item'
import { boundedText } from './item-fields'
import { LIST_ITEM_FIELDS, type ListItemField } from './list-field'
import { sampleListItemWire } from './sample-items.test-support'

/*
 * Elements of a list answer's `data` as a drifting catalog might send them, for property
 * tests of the list reader and of what is done with its output.
 */

/** Each field: usually well-formed, sometimes malformed or missing, as a catalog might send it. */
const valueOr = <T>(good: fc.Arbitrary<T>) =>
  fc.oneof(
    { weight: 6, arbitrary: good },
    {
      weight: 1,
      arbitrary: fc.constantFrom(undefined, null, '', 'free', -1, 1.5, 'x'.repeat(10_001), [], {}),
    },
  )
const decimal = fc
  .tuple(fc.integer({ min: 0, max: 99_999 }), fc.integer({ min: 0, max: 99 }))
  .map(([units, cents]) => `${units}.${String(cents).padStart(2, '0')}`)

const goodId = fc.integer({ min: 1, max: 2 ** 40 })

/** Well-formed values of the list's common formats, by format; a field in another format is the sample item's. */
const GOOD_VALUES = new Map<z.ZodType, fc.Arbitrary<unknown>>([
  [positiveId, goodId],
  [appId, fc.integer({ min: 0, max: 100_000 })],
  [imageUrl, fc.webUrl()],
  [decimalString, decimal],
  [boundedText, fc.string()],
])
const SAMPLE = sampleListItemWire(1)
const goodValue = (key: ListItemField) =>
  GOOD_VALUES.get(listItemFields[key] as z.ZodType) ?? fc.constant(SAMPLE[key])

/** Every field the table lists, each of them required (a missing key comes from `valueOr`). */
const listedFields = Object.fromEntries(
  LIST_ITEM_FIELDS.map((key) => [key, valueOr(goodValue(key))]),
) as Record<ListItemField, fc.Arbitrary<unknown>>

export const listElement = fc.oneof(
  {
    weight: 8,
    arbitrary: fc.record(
      {
        id: valueOr(goodId),
        ...listedFields,
        added_by_service: fc.anything(),
      },
      { requiredKeys: ['id', ...LIST_ITEM_FIELDS] },
    ),
  },
  { weight: 1, arbitrary: fc.anything() },
)
