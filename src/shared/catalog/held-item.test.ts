import { describe, expect, expectTypeOf, it } from 'vitest'
import type { z } from 'zod'
import { heldSingleItemSchema } from './held-item'
import { tolerantSingleItemSchema, type SingleItem } from './item'
import { singleItemFields } from './item-fields'
import { sampleSingleItemWire } from './sample-items.test-support'

const WIRE = sampleSingleItemWire(7)
const FIELDS = Object.keys(singleItemFields) as (keyof typeof singleItemFields)[]
type HeldSingleItem = z.output<typeof heldSingleItemSchema>

describe('heldSingleItemSchema', () => {
  it('is the type main holds: SingleItem, both ways', () => {
    expectTypeOf<HeldSingleItem>().toExtend<SingleItem>()
    expectTypeOf<SingleItem>().toExtend<HeldSingleItem>()
  })

  const wires: readonly (readonly [string, unknown])[] = [
    ['a documented item', WIRE],
    ['an unknown status', { ...WIRE, status: 'ON_HOLD' }],
    ['a status that is no status', { ...WIRE, status: 42 }],
    ['every shown field missing', { id: 7, status: 'AVAILABLE' }],
    ['a huge name', { ...WIRE, name: 'x'.repeat(1_000_000) }],
    ...FIELDS.map((key) => [`a malformed ${key}`, { ...WIRE, [key]: { not: 'a value' } }] as const),
  ]
  it.each(wires)('takes what the reader makes of %s, unchanged', (_label, wire) => {
    const read = tolerantSingleItemSchema.parse(wire)
    expect(heldSingleItemSchema.parse(read)).toEqual(read)
  })

  it('holds no key the catalog added: the reader drops it, so the item still crosses IPC', () => {
    const read = tolerantSingleItemSchema.parse({ ...WIRE, float_value: 0.123 })
    expect(read).not.toHaveProperty('float_value')
    expect(heldSingleItemSchema.safeParse(read).success).toBe(true)
  })

  it('refuses a key the reader does not make, rather than passing it on unchecked', () => {
    const read = tolerantSingleItemSchema.parse(WIRE)
    const result = heldSingleItemSchema.safeParse({ ...read, float_value: 0.123 })
    expect(result.error?.issues[0]).toMatchObject({ code: 'unrecognized_keys', keys: ['float_value'] })
  })

  it.each(FIELDS)('checks the reader’s field %s: missing or mistyped, it is refused', (key) => {
    const read = tolerantSingleItemSchema.parse(WIRE)
    const { [key]: _dropped, ...missing } = read
    expect(heldSingleItemSchema.safeParse(missing).error?.issues[0]?.path).toEqual([key])
    const mistyped = { ...read, [key]: { ok: true, value: { not: 'a value' } } }
    expect(heldSingleItemSchema.safeParse(mistyped).error?.issues[0]?.path).toEqual([key, 'value'])
  })
})
