import { describe, expect, it } from 'vitest'
import type { ListItem } from '../../../shared/catalog'
import { LIST_COLUMNS } from '../../../shared/catalog/list-columns'
import { tolerantSingleItemSchema } from '../../../shared/catalog/item'
import { sampleListItemWire, sampleSingleItemWire } from '../../../shared/catalog/sample-items.test-support'
import { parseListItems } from '../../../shared/catalog/list-items'
import { LIST_ITEM_FIELDS } from '../../../shared/catalog/list-field'
import { LIST_EXPORT_COLUMNS, listText, lookupText } from './export-content'

const CATALOG = 'https://catalog.example.com/api'
const LINK = `catalog-browser://item/5?catalog=${encodeURIComponent(CATALOG)}`

/** Item 5 as the list sends it, with a price that cannot be read. */
const WIRE = {
  ...sampleListItemWire(5),
  name: 'AK-47 | Redline',
  market_hash_name: 'AK-47 | Redline (Field-Tested)',
  price: 'free',
}
const [ITEM] = parseListItems([WIRE]).items as [ListItem]

/** The fields the table lists, as the list sent them (all but the price: readable). */
const listedValues = LIST_ITEM_FIELDS.filter((key) => key !== 'price').map((key) => [key, WIRE[key]])

describe('listText with a malformed field', () => {
  it('writes it to CSV as "unexpected value: <raw>", never as a value', () => {
    const row = listText('csv', [ITEM], CATALOG).split('\r\n')[1]
    // The columns there were when the format was pinned, in their place: a reader of these
    // files finds them where it did. A column added later joins before the link.
    expect(row).toMatch(
      new RegExp(
        `^${escapeRegExp('5,https://images.example.test/5.png,AK-47 | Redline,AK-47 | Redline (Field-Tested),730,unexpected value: free,12.00,')}(.*,)?${escapeRegExp(LINK)}$`,
      ),
    )
    const cells = LIST_COLUMNS.map(({ key }) =>
      key === 'id' ? '5' : key === 'price' ? 'unexpected value: free' : String(WIRE[key]),
    )
    expect(row).toBe([...cells, LINK].join(','))
  })

  it('writes plain values to JSON and the malformed one as { unexpected: raw }', () => {
    const [record] = JSON.parse(listText('json', [ITEM], CATALOG)) as Record<string, unknown>[]
    expect(record).toMatchObject({
      id: 5,
      name: 'AK-47 | Redline',
      market_hash_name: 'AK-47 | Redline (Field-Tested)',
      appid: 730,
      price: { unexpected: 'free' },
      platform_price: '12.00',
      image: 'https://images.example.test/5.png',
      link: LINK,
    })
    expect(record).toEqual({
      id: 5,
      ...Object.fromEntries(listedValues),
      price: { unexpected: 'free' },
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
    const header = listText('csv', [ITEM], null).split('\r\n')[0]
    expect(header).toMatch(/^\uFEFFID,Image,Name,Market hash name,App ID,Price,Platform price,(.*,)?Link$/)
    expect(header).toBe(`\uFEFF${LIST_EXPORT_COLUMNS.join(',')}`)
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
