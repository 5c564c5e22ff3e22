import { describe, expect, it } from 'vitest'
import { DEFAULT_ERROR_TABLE } from '../../shared/reply/default-error-table'
import { alwaysReadAs } from '../../shared/reply/error-table'
import { singleItem } from '../testing/sample-items.test-support'
import { alwaysReadPreview } from './always-read-preview'

const item = (id: number, error: string | null, name = `Item ${id}`) =>
  singleItem({ id, name, error_message: error })

describe('alwaysReadPreview', () => {
  const error = 'Offer 61 failed: upstream said no'

  function preview(meaning: Parameters<typeof alwaysReadAs>[2], items: ReturnType<typeof item>[]) {
    const after = alwaysReadAs(DEFAULT_ERROR_TABLE, error, meaning)
    return alwaysReadPreview(after[0]!, items, after)
  }

  it('lists each item the new row reads, once, with what it will read as', () => {
    const same = item(1, error)
    expect(
      preview('steam_down', [
        same,
        item(2, 'Offer 99 failed: upstream said no', ' '),
        item(3, 'Other'),
        same,
      ]),
    ).toEqual([
      { id: 1, name: 'Item 1', outcome: { kind: 'read', meaning: 'steam_down' } },
      { id: 2, name: null, outcome: { kind: 'read', meaning: 'steam_down' } },
    ])
  })

  it('says when the item would still need a choice, and why', () => {
    const sided = 'Offer 61 failed: upstream said no; bot 3'
    const after = alwaysReadAs(DEFAULT_ERROR_TABLE, sided, 'trade_hold')
    expect(alwaysReadPreview(after[0]!, [item(1, sided)], after)).toEqual([
      { id: 1, name: 'Item 1', outcome: { kind: 'ask', why: 'side' } },
    ])
    // A row of part of the error (the whole error's row decides over the others).
    const part = { contains: 'upstream said no', means: 'steam_down' as const }
    const both = 'Offer 61 failed: upstream said no; invalid trade URL'
    expect(alwaysReadPreview(part, [item(1, both)], [part, ...DEFAULT_ERROR_TABLE])).toEqual([
      { id: 1, name: 'Item 1', outcome: { kind: 'ask', why: 'meanings' } },
    ])
    const whole = alwaysReadAs(DEFAULT_ERROR_TABLE, both, 'steam_down')
    expect(alwaysReadPreview(whole[0]!, [item(1, both)], whole)).toEqual([
      { id: 1, name: 'Item 1', outcome: { kind: 'read', meaning: 'steam_down' } },
    ])
  })

  it('leaves out items without an error to read', () => {
    expect(preview('steam_down', [item(1, null), item(2, '   ')])).toEqual([])
  })
})
