import fc from 'fast-check'
import { listElement as element } from './list-elements.test-support'
import { describe, expect, it } from 'vitest'
import { tolerantListItemSchema, wellFormedListItemSchema } from './item'
import { parseListItems, type ParsedListItems } from './list-items'
import { positiveId } from './formats'
import { firstReason } from './shown-field'
import { sampleListItemWire } from './sample-items.test-support'

/** parseListItems as it was before the one-pass check: every element field by field. */
function fieldByField(data: readonly unknown[]): ParsedListItems {
  const result: ParsedListItems = { items: [], unreadable: [] }
  data.forEach((element, index) => {
    const parsed = tolerantListItemSchema.safeParse(element)
    if (parsed.success) {
      result.items.push(parsed.data)
      return
    }
    const id =
      element !== null && typeof element === 'object'
        ? positiveId.safeParse((element as { id?: unknown }).id)
        : null
    result.unreadable.push({ index, id: id?.success ? id.data : null, reason: firstReason(parsed.error) })
  })
  return result
}

describe('parseListItems', () => {
  it('reads any page exactly as the field-by-field reader does (the one-pass check only saves time)', () => {
    fc.assert(
      fc.property(fc.array(element, { maxLength: 30 }), (data) => {
        expect(parseListItems(data)).toStrictEqual(fieldByField(data))
      }),
      { numRuns: 300 },
    )
  })

  it('takes a well-formed element in one pass, without a service-added key', () => {
    const item = sampleListItemWire(3)
    expect(wellFormedListItemSchema.safeParse({ ...item, extra: 1 })).toEqual({ success: true, data: item })
    expect(parseListItems([{ ...item, extra: 1 }]).items).toStrictEqual([item])
  })

  it('leaves an element with one malformed field to the tolerant reader, which keeps the rest', () => {
    const malformed = { ...sampleListItemWire(4), price: '1' }
    expect(wellFormedListItemSchema.safeParse(malformed).success).toBe(false)
    const [item] = parseListItems([malformed]).items
    expect(item).toMatchObject({ id: 4, price: null, name: 'Item 4', unreadable: { price: { raw: '1' } } })
  })
})
