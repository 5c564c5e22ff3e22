import { describe, expect, it } from 'vitest'
import type { ListItem } from '../../../shared/catalog'
import { LIST_COLUMNS } from '../../../shared/catalog/list-columns'
import { tolerantSingleItemSchema } from '../../../shared/catalog/item'
import { sampleSingleItemWire } from '../../../shared/catalog/sample-items.test-support'
import { LIST_EXPORT_COLUMNS, listText, lookupText } from './export-content'

const CATALOG = 'https://catalog.example.com/api'
const LINK = `catalog-browser://item/5?catalog=${encodeURIComponent(CATALOG)}`

const ITEM: ListItem = {
  id: 5,
  appid: 730,
  image: 'https://img.example/5.png',
  price: null,
  name: 'AK-47 | Redline',
  market_hash_name: 'AK-47 | Redline (Field-Tested)',
  platform_price: '12.00',
  unreadable: { price: { raw: 'free', reason: 'price: expected a decimal number' } },
}

describe('listText with a malformed field', () => {
  it('writes it to CSV as "unexpected value: <raw>", never as a value', () => {
    const csv = listText('csv', [ITEM], CATALOG)
    const row = csv.split('\r\n')[1]
    expect(row).toBe(
      `5,https://img.example/5.png,AK-47 | Redline,AK-47 | Redline (Field-Tested),730,unexpected value: free,12.00,${LINK}`,
    )
  })

  it('writes plain values to JSON and the malformed one as { unexpected: raw }', () => {
    const [record] = JSON.parse(listText('json', [ITEM], CATALOG)) as Record<string, unknown>[]
    expect(record).toEqual({
      id: 5,
      name: 'AK-47 | Redline',
      market_hash_name: 'AK-47 | Redline (Field-Tested)',
      appid: 730,
      price: { unexpected: 'free' },
      platform_price: '12.00',
      image: 'https://img.example/5.png',
      link: LINK,
    })
  })
})

describe('list export columns', () => {
  it("are the item table's columns in its order, then the link", () => {
    expect(LIST_EXPORT_COLUMNS).toEqual([
      ...LIST_COLUMNS.map((column) => column.header.defaultMessage),
      'Link',
    ])
    expect(listText('csv', [ITEM], null).split('\r\n')[0]).toBe(
      '\uFEFFID,Image,Name,Market hash name,App ID,Price,Platform price,Link',
    )
  })
})

describe('R11: both CSV exports guard readers that split at `;`', () => {
  const names = ['x;=HYPERLINK("http://evil")', 'a\n=1+1', 'tab\t@x']
  const expected = [`"x;'=HYPERLINK(""http://evil"")"`, `"a\n'=1+1"`, `"tab\t'@x"`]

  it('the list export', () => {
    const csv = listText(
      'csv',
      names.map((name, index) => ({ ...ITEM, id: index + 1, name, unreadable: undefined })),
      null,
    )
    expected.forEach((cell) => expect(csv).toContain(`,${cell},`))
  })

  it('the lookup export', () => {
    const rows = names.map((name, index) => ({
      id: index + 1,
      outcome: {
        kind: 'item' as const,
        item: tolerantSingleItemSchema.parse({ ...sampleSingleItemWire(index + 1), name }),
      },
    }))
    const csv = lookupText('csv', rows, null)
    expected.forEach((cell, index) =>
      expect(csv).toMatch(new RegExp(`\r\n${index + 1},[^\r]*,${escapeRegExp(cell)},`)),
    )
  })
})

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
}
