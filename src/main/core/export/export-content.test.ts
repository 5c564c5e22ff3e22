import { describe, expect, it } from 'vitest'
import type { ListItem } from '../../../shared/catalog'
import { listText, tableText } from './export-content'

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
    const csv = listText('csv', [ITEM])
    const row = csv.split('\r\n')[1]
    expect(row).toBe(
      '5,AK-47 | Redline,AK-47 | Redline (Field-Tested),730,unexpected value: free,12.00,https://img.example/5.png',
    )
  })

  it('writes plain values to JSON and the malformed one as { unexpected: raw }', () => {
    const [record] = JSON.parse(listText('json', [ITEM])) as Record<string, unknown>[]
    expect(record).toEqual({
      id: 5,
      name: 'AK-47 | Redline',
      market_hash_name: 'AK-47 | Redline (Field-Tested)',
      appid: 730,
      price: { unexpected: 'free' },
      platform_price: '12.00',
      image: 'https://img.example/5.png',
    })
  })
})

describe('R11: both CSV exports guard readers that split at `;`', () => {
  const names = ['x;=HYPERLINK("http://evil")', 'a\n=1+1', 'tab\t@x']
  const expected = [`"x;'=HYPERLINK(""http://evil"")"`, `"a\n'=1+1"`, `"tab\t'@x"`]

  it('the list export', () => {
    const csv = listText(
      'csv',
      names.map((name, index) => ({ ...ITEM, id: index + 1, name, unreadable: undefined })),
    )
    expected.forEach((cell) => expect(csv).toContain(`,${cell},`))
  })

  it('the lookup table export', () => {
    const csv = tableText('csv', {
      columns: ['ID', 'Name'],
      rows: names.map((name, index) => [String(index), name]),
    })
    expected.forEach((cell, index) => expect(csv).toContain(`\r\n${index},${cell}\r\n`))
  })
})
