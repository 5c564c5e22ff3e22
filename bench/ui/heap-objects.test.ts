import { describe, expect, it } from 'vitest'
import { objectBytesOf } from './heap-objects'

const meta = {
  node_fields: ['type', 'name', 'id', 'self_size'],
  node_types: [['hidden', 'object', 'code', 'native']] as [string[]],
}

describe('objectBytesOf', () => {
  it('adds the self sizes of every node but compiled code and Blink’s own', () => {
    // object 100, code 5,000, hidden 20, native 7,000
    const nodes = [1, 0, 1, 100, 2, 0, 2, 5_000, 0, 0, 3, 20, 3, 0, 4, 7_000]
    expect(objectBytesOf({ snapshot: { meta }, nodes })).toBe(120)
  })

  it('refuses a snapshot whose columns it cannot find', () => {
    const other = { node_fields: ['type', 'name'], node_types: [['object', 'code', 'native']] as [string[]] }
    expect(() => objectBytesOf({ snapshot: { meta: other }, nodes: [0, 0] })).toThrow(/no node type or size/)
  })
})
