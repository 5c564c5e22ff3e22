import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { wellFormedListItemSchema } from './item'
import { boundedText } from './item-fields'
import { itemHash, positiveId } from './formats'
import { listElement } from './list-elements.test-support'
import { compileElementReader, readWellFormedListItem } from './well-formed-list-item'
import { sampleListItemWire } from './sample-items.test-support'

/** What the schema, the definition, says of an element. */
const bySchema = (element: unknown) => {
  const parsed = wellFormedListItemSchema.safeParse(element)
  return parsed.success ? parsed.data : null
}

/** Values at and around every bound the schema sets, for every field. */
const edgy = fc.constantFrom<unknown>(
  0,
  -0,
  1,
  -1,
  1.5,
  Number.MAX_SAFE_INTEGER,
  Number.MAX_SAFE_INTEGER + 1,
  NaN,
  Infinity,
  '1',
  '',
  '12.50',
  '1.5',
  '0001.00',
  '123456789012345.00',
  '1234567890123456.00',
  '12.500',
  ' 12.50',
  '12.50\n',
  'x'.repeat(2048),
  'x'.repeat(2049),
  'x'.repeat(10_000),
  'x'.repeat(10_001),
  null,
  undefined,
  true,
  [],
  {},
)
const WELL_FORMED = sampleListItemWire(1)
const oneFieldOff = fc
  .tuple(fc.constantFrom(...Object.keys(WELL_FORMED)), edgy)
  .map(([key, value]) => ({ ...WELL_FORMED, [key]: value }))

describe('readWellFormedListItem', () => {
  it('accepts exactly what wellFormedListItemSchema accepts, and returns exactly its output', () => {
    fc.assert(
      fc.property(fc.oneof(listElement, oneFieldOff, fc.anything()), (element) => {
        expect(readWellFormedListItem(element)).toStrictEqual(bySchema(element))
      }),
      { numRuns: 3000 },
    )
  })

  it('drops keys the service added, as the schema does', () => {
    expect(readWellFormedListItem({ ...WELL_FORMED, added: { big: 'x' } })).toStrictEqual(WELL_FORMED)
  })

  it('refuses arrays and other non-objects', () => {
    for (const element of [null, 1, 'x', [WELL_FORMED], Object.assign([], WELL_FORMED)])
      expect(readWellFormedListItem(element)).toBeNull()
  })

  it('reads a field in a format without a hand-written check by its schema, output and all', () => {
    // What a column for such a field gets: `hash` has no hand-written check, and `size` stands
    // for a format that changes the value it accepts.
    const formats = { name: boundedText, hash: itemHash, size: z.string().transform((text) => text.length) }
    const schema = z.object({ id: positiveId, ...formats })
    const read = compileElementReader(Object.keys(formats), formats)
    const element = fc.record({
      id: edgy,
      name: fc.oneof(fc.string(), edgy),
      hash: fc.oneof(fc.constant('a1B2'), edgy),
      size: fc.oneof(fc.string(), edgy),
    })
    fc.assert(
      fc.property(element, (candidate) => {
        const parsed = schema.safeParse(candidate)
        expect(read(candidate)).toStrictEqual(parsed.success ? parsed.data : null)
      }),
      { numRuns: 1000 },
    )
    expect(read({ id: 1, name: 'n', hash: 'a1B2', size: 'four' })).toStrictEqual({
      id: 1,
      name: 'n',
      hash: 'a1B2',
      size: 4,
    })
  })
})
