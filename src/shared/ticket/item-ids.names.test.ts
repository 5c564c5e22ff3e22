import { describe, expect, it } from 'vitest'
import { extractItemIds, leftOutSummary, readItemIds, type IdExtraction } from './item-ids'
import { itemNamesInTicket } from './item-names-in-ticket'
import { inEnglish } from '../i18n/english.test-support'

/**
 * A number inside an item name the ticket holds is the name's, not an ID (issue 80): the
 * ticket then reads as names and no IDs, and the agent is told which name each number was in.
 */

const refusal = (result: IdExtraction) => (result.ok ? '' : inEnglish(result.message))

describe('numbers inside item names', () => {
  it.each([
    [
      'en',
      'Hi, I got Sticker | Natus Vincere (Holo) | Katowice 2014 instead of the one I ordered.',
      '2014',
      'Sticker | Natus Vincere (Holo) | Katowice 2014',
    ],
    [
      'pt-BR',
      'Comprei o Sticker | Natus Vincere (Holo) | Katowice 2014 e não chegou.',
      '2014',
      'Sticker | Natus Vincere (Holo) | Katowice 2014',
    ],
    ['de', 'Hallo, meine Chroma 2 Case ist nicht angekommen.', '2', 'Chroma 2 Case'],
    ['es', 'Compré el Chroma 2 Case ayer y no llegó.', '2', 'Chroma 2 Case'],
    [
      'en',
      'I bought SSG 08 | Blood in the Water (Field-Tested) yesterday, never came.',
      '08',
      'SSG 08 | Blood in the Water (Field-Tested)',
    ],
    [
      'ru',
      'Купил SSG 08 | Кровь в воде (После полевых испытаний), не пришёл.',
      '08',
      'SSG 08 | Кровь в воде (После полевых испытаний)',
    ],
    ['zh-CN', '我买的格洛克 18 型 | 渐变之色 (久经沙场)还没到', '18', '格洛克 18 型 | 渐变之色 (久经沙场)'],
  ])('[%s] reads no ID in %j, saying which name its number is part of', (_, ticket, number, name) => {
    const result = extractItemIds(ticket)
    expect(result.ok).toBe(false)
    expect(refusal(result)).toBe(
      `No item IDs found in that text. Its only number was read as something else: ${number} (part of the item name “${name}”). If one of them is an item ID, write it as #1042 or ID: 1042.`,
    )
    // What the lookup offers instead, carried by the refusal: the name, found where the number stands.
    expect(result.ok ? null : result.names).toEqual(itemNamesInTicket(ticket))
    const found = (result.ok ? [] : result.names).find((each) => each.filter === name)!
    const at = ticket.indexOf(` ${number}`) + 1
    expect([found.start < at, at + number.length <= found.end]).toEqual([true, true])
  })

  it.each([
    ['AK-47 | Redline (Field-Tested) #1042', []],
    ['Chroma 2 Case #1042 kam nicht an', ['2']],
    ['My SSG 08 | Blood in the Water (Field-Tested), ID 1042, never came', ['08']],
    ['Sticker | Natus Vincere (Holo) | Katowice 2014 ID: 1042', ['2014']],
    ['Заказ «Chroma 2 Case», предмет 1042, не пришёл', ['2']],
    ['格洛克 18 型 | 渐变之色 (久经沙场) 编号：1042', ['18']],
  ])('keeps an ID written as one after a name: %j', (ticket, inNames) => {
    const result = extractItemIds(ticket)
    expect(result).toMatchObject({ ok: true, ids: [1042] })
    if (!result.ok) return
    expect(result.leftOut.map((each) => each.text)).toEqual(inNames)
    expect(result.leftOut.every((each) => each.kind === 'name' && each.name !== undefined)).toBe(true)
  })

  it('takes the ID after a name’s last number, leaving out only the name’s', () => {
    const ticket =
      'StatTrak™ M4A1-S | Hyper Beast (Minimal Wear) 77120, Sticker | Natus Vincere | Katowice 2014 77121'
    expect(extractItemIds(ticket)).toMatchObject({
      ok: true,
      ids: [77120, 77121],
      leftOut: [{ text: '2014', kind: 'name', name: 'Sticker | Natus Vincere | Katowice 2014' }],
    })
  })

  it('leaves out a number written in full-width digits inside a name', () => {
    expect(refusal(extractItemIds('Chroma ２ Case kam nicht an'))).toContain(
      '2 (part of the item name “Chroma ２ Case”)',
    )
  })

  it('leaves out the number of every place a name is written, not only the first', () => {
    const result = extractItemIds('Chroma 2 Case, and a second Chroma 2 Case, nothing came')
    expect(refusal(result)).toContain(
      '2 (part of the item name “Chroma 2 Case”), 2 (part of the item name “Chroma 2 Case”)',
    )
  })

  it('lists a name’s number with the other numbers left out beside the IDs', () => {
    const result = extractItemIds('Chroma 2 Case für 23,50 € gekauft, Artikel 1042 und 2291')
    expect(result).toMatchObject({ ok: true, ids: [1042, 2291] })
    if (result.ok)
      expect(leftOutSummary(result).map(inEnglish).join('')).toBe(
        '2 (part of the item name “Chroma 2 Case”), 23,50 € (price)',
      )
  })

  it.each([
    ['™', '™™™™™™™™™™。「谢谢」 Chroma 2 Case, Artikel 3310'],
    ['ｶﾞ', 'ｶﾞｶﾞｶﾞｶﾞｶﾞｶﾞｶﾞｶﾞｶﾞｶﾞ Chroma 2 Case, Artikel 3310'],
  ])('places a name where it stands once the text before it is normalized (%s)', async (_, ticket) => {
    // `™` is two letters once normalized and `。` gains a space; `ｶﾞ` folds into one letter.
    const result = extractItemIds(ticket)
    expect(result).toMatchObject({ ok: true, ids: [3310], leftOut: [{ text: '2', kind: 'name' }] })
    const inSlices = await readItemIds(ticket, {
      pace: { chars: 1, ms: Number.POSITIVE_INFINITY },
      pause: async () => {},
    })
    expect(inSlices).toEqual(result)
  })

  it('carries each name of a ticket with no ID once, in its order, as the lookup offers them', () => {
    const ticket =
      'I bought the AK-47 | Redline (Field-Tested) and the Chroma 2 Case. The ak-47 | redline (field-tested) never came.'
    const result = extractItemIds(ticket)
    expect(result.ok ? null : result.names.map((name) => name.filter)).toEqual([
      'AK-47 | Redline (Field-Tested)',
      'Chroma 2 Case',
    ])
  })
})
