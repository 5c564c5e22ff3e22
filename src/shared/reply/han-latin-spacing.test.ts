import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { KNOWN_STATUSES } from '../catalog/status'
import { composeReply } from './compose-reply'
import { LANGUAGE_PACKS } from './default-templates'
import { hanLatinSpacingFaults, needsHanLatinGap, spacedHanLatin } from './han-latin-spacing'
import { countChoices, PLACEHOLDERS } from './placeholders'
import {
  BERLIN,
  BERLIN_IN_2H,
  ERROR_TEXTS,
  FAR_FUTURE_TRY,
  NOW,
  known,
  ok,
  replyItem,
} from './reply-items.test-support'

describe('the rule for Latin letters and digits beside Han', () => {
  it.each([
    ['a Latin word', '发送AK-47的报价', '发送 AK-47 的报价'],
    ['a number', 'ID 为57的物品', 'ID 为 57 的物品'],
    ['a date', '11月23日 23:00', '11 月 23 日 23:00'],
    ['a relative time', '即2小时后', '即 2 小时后'],
    ['accented Latin', '来自Señor的消息', '来自 Señor 的消息'],
  ])('sets off %s', (_case, text, spaced) => {
    expect(spacedHanLatin(text)).toBe(spaced)
    expect(hanLatinSpacingFaults(text)).not.toEqual([])
    expect(hanLatinSpacingFaults(spaced)).toEqual([])
  })

  it.each([
    ['full-width punctuation', '（ID 1042）。Steam，库存'],
    ['Cyrillic and symbols', 'Нож★物品'],
    ['a space already there', '您的 Steam 库存'],
  ])('leaves %s as it is', (_case, text) => {
    expect(spacedHanLatin(text)).toBe(text)
  })

  it('finds a space beside full-width punctuation and between two Han characters', () => {
    expect(hanLatinSpacingFaults('物品 （ID 1）')).toHaveLength(1)
    expect(hanLatinSpacingFaults('ID 1 。')).toHaveLength(1)
    expect(hanLatinSpacingFaults('发送 报价')).toHaveLength(1)
  })

  it('asks for a gap only where Han meets Latin or a digit', () => {
    expect(needsHanLatinGap('送', 'A')).toBe(true)
    expect(needsHanLatinGap('7', '的')).toBe(true)
    expect(needsHanLatinGap('送', '“')).toBe(false)
    expect(needsHanLatinGap('A', 'B')).toBe(false)
  })
})

/** Values a template leaves to the composer, which spaces them: none may bring a space of its own. */
const COMPOSED = PLACEHOLDERS.map((placeholder) => placeholder.name).filter((name) => name !== 'id')
/** A stand-in for a value: neither Han nor Latin, so only a space beside it can break the rule. */
const VALUE = '\u25a0'

/** A zh-CN template as its literal text reads, each count choice in each of its forms. */
function readings(template: string): string[] {
  const forms = Math.max(1, ...countChoices(template).map((choice) => choice.length))
  return Array.from({ length: forms }, (_unused, form) =>
    template
      .replace(/\{([^{}|]*(?:\|[^{}|]*)+)\}/g, (_choice, options: string) => options.split('|')[form] ?? '')
      .replace(/\{id\}/g, '1042')
      .replace(new RegExp(`\\{(?:${COMPOSED.join('|')})\\}`, 'g'), VALUE),
  )
}

function faults(text: string): string[] {
  const ownSpace = [...text.matchAll(/\p{Script=Han} ■|■ \p{Script=Han}/gu)].map(
    (match) => `value spaced: ${match[0]}`,
  )
  return [...hanLatinSpacingFaults(text), ...ownSpace]
}

describe('the zh-CN reply pack', () => {
  const pack = LANGUAGE_PACKS['zh-CN']

  it.each(Object.entries(pack.templates))('%s keeps the rule', (_key, template) => {
    for (const reading of readings(template)) expect(faults(reading)).toEqual([])
  })

  it('keeps it in the words of times, statuses and an unnamed item', () => {
    const texts = [
      ...Object.values(pack.nextTry),
      ...Object.values(pack.statusWords),
      pack.unnamedItem.standIn,
    ]
    for (const text of texts) expect(faults(text.replace(/\{[a-z]+\}/g, VALUE)), text).toEqual([])
  })
})

// The golden replies in Chinese are held to it where they are composed (golden*.test.ts).
describe('a composed zh-CN reply', () => {
  it('keeps it for any ticket of Latin names, IDs and times', () => {
    const subject = fc
      .record({
        id: fc.integer({ min: 1, max: 1_000_000 }),
        status: fc.constantFrom(...KNOWN_STATUSES),
        error: fc.constantFrom(null, ...Object.values(ERROR_TEXTS)),
        nextTry: fc.constantFrom(null, BERLIN_IN_2H, FAR_FUTURE_TRY),
        name: fc.constantFrom('AK-47 | Redline', 'Glove Case', '蝴蝶刀', 'Souvenir 2026 Package'),
      })
      .map(({ id, status, error, nextTry, name }) => ({
        kind: 'item' as const,
        item: replyItem(
          known(status),
          { error_message: ok(error), next_try: ok(nextTry), name: ok(name) },
          id,
        ),
      }))
    fc.assert(
      fc.property(
        fc.uniqueArray(subject, { minLength: 1, maxLength: 6, selector: (entry) => entry.item.id }),
        fc.constantFrom('Alex', '李明', ''),
        (subjects, customerName) => {
          const { text } = composeReply(subjects, {
            language: 'zh-CN',
            now: NOW,
            catalogTimeZone: BERLIN,
            customerName,
          })
          expect(hanLatinSpacingFaults(text)).toEqual([])
        },
      ),
      { numRuns: 300 },
    )
  })
})
