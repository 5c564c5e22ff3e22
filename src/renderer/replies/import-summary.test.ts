import { describe, expect, it } from 'vitest'
import { importSummary } from './import-summary'

describe('importSummary', () => {
  it('lists the boxes per language in the dialog’s words, and the error table’s counts', () => {
    expect(
      importSummary({
        boxes: [
          { language: 'all', key: 'signature', before: undefined, after: 'Team' },
          { language: 'en', key: 'greeting', before: 'Hi,', after: undefined },
          { language: 'en', key: 'send.trade_hold', before: undefined, after: 'x' },
          { language: 'zh-CN', key: 'closing', before: undefined, after: '谢谢' },
        ],
        errorTable: { added: 2, removed: 0, changed: 1 },
      }),
    ).toEqual([
      { where: 'All languages', boxes: ['Signature'] },
      { where: 'English', boxes: ['Greeting (back to the default)', 'Waiting for send — trade hold'] },
      { where: '简体中文', boxes: ['Closing'] },
      { where: 'Catalog errors', boxes: ['2 added', '1 read differently'] },
    ])
  })

  it('is empty when nothing changes', () => {
    expect(importSummary({ boxes: [], errorTable: { added: 0, removed: 0, changed: 0 } })).toEqual([])
  })
})
