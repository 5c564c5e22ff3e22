import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { keysOf } from './keys-of'

describe('keysOf', () => {
  it('lists the keys in the order the table is written', () => {
    expect(keysOf({ staging: 1, production: 2, other: 3 })).toStrictEqual(['staging', 'production', 'other'])
  })

  it('gives z.enum a list it takes as it is', () => {
    const schema = z.enum(keysOf({ csv: null, json: null }))
    expect(schema.parse('json')).toBe('json')
    expect(schema.safeParse('xml').success).toBe(false)
  })

  it('refuses a table with no entries', () => {
    expect(() => keysOf({})).toThrow('keysOf: the table has no entries')
  })
})
