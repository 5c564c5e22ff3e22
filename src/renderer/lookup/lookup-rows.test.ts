import { describe, expect, it } from 'vitest'
import { singleItem } from '../testing/sample-items.test-support'
import { cellText, countsSentence, groupCounts, rowsAsTsv, sortRows, type LookupRow } from './lookup-rows'
import { inEnglish, saying } from '../../shared/i18n/english.test-support'

const item = (id: number, status: string, name: string): LookupRow => ({
  id,
  index: id,
  outcome: {
    kind: 'item',
    item: { ...singleItem({ id, name }), status: { known: true, value: status as 'WAITING_FOR_SEND' } },
  },
})

const rows: LookupRow[] = [
  item(3, 'WAITING_FOR_SEND', 'Bravo'),
  { id: 9, index: 1, outcome: { kind: 'not_found' } },
  item(1, 'WAITING_FOR_SEND', 'Alpha'),
  {
    id: 4,
    index: 3,
    outcome: { kind: 'error', error: { kind: 'timeout', message: saying('The catalog did not answer.') } },
  },
  item(2, 'TRADE_ACCEPTED', 'Charlie'),
]

describe('lookup rows', () => {
  it('counts per status in plain words', () => {
    expect(countsSentence(rows, inEnglish)).toBe(
      '2 waiting for send · 1 not found · 1 failed · 1 trade accepted',
    )
  })

  it('names a status the app does not know as the catalog sent it, like its badge', () => {
    const onHold: LookupRow = {
      id: 6,
      index: 0,
      outcome: {
        kind: 'item',
        item: { ...singleItem({ id: 6 }), status: { known: false, value: 'ON_HOLD' } },
      },
    }
    expect(groupCounts([onHold]).map(({ chip }) => inEnglish(chip))).toEqual(['ON_HOLD 1'])
    expect(countsSentence([onHold], inEnglish)).toBe('1 ON_HOLD')
  })

  it('says what each column holds, with the failure reason in Error', () => {
    expect(cellText(rows[1]!, 'Status', inEnglish)).toBe('Not found')
    expect(cellText(rows[3]!, 'Status', inEnglish)).toBe('Failed')
    expect(cellText(rows[3]!, 'Error', inEnglish)).toBe(inEnglish(saying('The catalog did not answer.')))
    expect(cellText(rows[0]!, 'Status', inEnglish)).toBe('Waiting for send')
  })

  it('sorts by ID as numbers and by text columns, both ways', () => {
    expect(sortRows(rows, { column: 'ID', desc: false }, inEnglish).map((row) => row.id)).toEqual([
      1, 2, 3, 4, 9,
    ])
    expect(
      sortRows(rows, { column: 'Name', desc: true }, inEnglish)
        .map((row) => row.id)
        .slice(0, 3),
    ).toEqual([2, 3, 1])
    expect(sortRows(rows, null, inEnglish)).toBe(rows)
  })

  it("copies as tab-separated text with the screen's time format and no padding", () => {
    const withTab = item(5, 'WAITING_FOR_SEND', 'Tab\there\nand a line')
    const lines = rowsAsTsv([rows[0]!, rows[1]!, withTab], null, inEnglish).split('\n')
    expect(lines).toHaveLength(4)
    expect(lines[0]?.split('\t').slice(0, 4)).toEqual(['ID', 'Status', 'Name', 'Bought at (UTC)'])
    const first = lines[1]?.split('\t') ?? []
    expect(first.slice(0, 4)).toEqual(['3', 'Waiting for send', 'Bravo', '2024-05-01 12:30:00'])
    expect(lines[2]?.split('\t').slice(0, 2)).toEqual(['9', 'Not found'])
    expect(lines[3]?.split('\t')[2]).toBe('Tab here and a line')
    for (const line of lines) expect(line).not.toMatch(/ {2}|--/)
  })
})
