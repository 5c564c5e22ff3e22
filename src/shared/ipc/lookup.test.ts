import { describe, expect, it } from 'vitest'
import { tolerantSingleItemSchema } from '../catalog'
import { sampleSingleItemWire } from '../catalog/sample-items.test-support'
import { EXPORT_CHANNELS } from './export'
import { LOOKUP_EVENTS } from './lookup'

const progress = LOOKUP_EVENTS['lookup:progress'].payload
const exportRequest = EXPORT_CHANNELS['export:lookup'].request
const read = tolerantSingleItemSchema.parse({ ...sampleSingleItemWire(3), added_by_service: 'x' })
const row = (item: object) => ({
  batchId: 'b1',
  rows: [{ index: 0, id: 3, outcome: { kind: 'item', item } }],
})
const exported = (item: object) => ({
  format: 'csv',
  fileName: 'lookup',
  catalog: null,
  rows: [{ id: 3, outcome: { kind: 'item', item } }],
})

describe('a looked-up item across IPC', () => {
  it('goes to the window and back for an export as main read it', () => {
    expect(progress.safeParse(row(read)).success).toBe(true)
    expect(exportRequest.safeParse(exported(read)).success).toBe(true)
  })

  it('carries no key the reader does not make, either way', () => {
    const widened = { ...read, float_value: 0.123 }
    expect(progress.safeParse(row(widened)).error?.issues[0]?.code).toBe('unrecognized_keys')
    expect(exportRequest.safeParse(exported(widened)).error?.issues[0]?.code).toBe('unrecognized_keys')
  })
})
