import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { inEnglish } from '../i18n/english.test-support'
import { extractItemIds } from './item-ids'
import {
  spaceChinesePunctuation,
  splitAfter,
  splitBefore,
  trimmed,
  withoutLeading,
  withoutTrailing,
} from './punctuation'

const idsOf = (text: string) => {
  const result = extractItemIds(text)
  return result.ok ? result.ids : inEnglish(result.message)
}

describe('a number before Chinese punctuation', () => {
  it('keeps the last ID of the Chinese ticket of issue 76, and every ID before 。', () => {
    expect(idsOf('编号分别是 1042、2291 和 4410。')).toEqual([1042, 2291, 4410])
    for (const text of ['#4410。', 'ID 4410。', '物品4410。', '4410，', '４４１０。'])
      expect(idsOf(text), text).toEqual([4410])
  })

  it.each([
    ['「4410」', [4410]],
    ['物品「4410」的状态', [4410]],
    ['【4410】《2291》〈3310〉『5512』', [4410, 2291, 3310, 5512]],
    ['ID（4410）还没到', [4410]],
    ['编号：4410！谢谢', [4410]],
    ['4410～谢谢', [4410]],
    ['Artikel(1042) und «2291»', [1042, 2291]],
    ['item 4410.thanks', [4410]],
    ["item 4410's status", [4410]],
    ['Artikel 4410—danke', [4410]],
    ['¿dónde está el 4410?', [4410]],
  ])('reads %s', (text, ids) => {
    expect(idsOf(text)).toEqual(ids)
  })

  it('still reads a number glued to letters as part of a name, and a percent as a percent', () => {
    expect(idsOf('AK-47 | Redline, CS2, 2nd try, item 1042')).toEqual([1042])
    const percent = extractItemIds('50%) off, ID 1042')
    expect(percent).toMatchObject({ ok: true, ids: [1042], leftOut: [{ kind: 'percent' }] })
  })

  it('leaves a date with an ordinal end out, as a date', () => {
    expect(extractItemIds('23-го ноября, заказ 1042')).toMatchObject({
      ids: [1042],
      leftOut: [{ text: '23-го ноября', kind: 'date' }],
    })
    expect(extractItemIds('am 3.November, Artikel 1042')).toMatchObject({
      ids: [1042],
      leftOut: [{ kind: 'date' }],
    })
  })
})

describe('a span of two numbers', () => {
  it('is left out as a range, never dropped, in every way of writing it', () => {
    for (const span of ['1042–2291', '10~20', '10～20', '10〜20', 'ID 10 - 20']) {
      const result = extractItemIds(span)
      expect(result.ok ? result.ids : inEnglish(result.message), span).toMatch(/ \(range\)\./u)
    }
    expect(extractItemIds('3~5天 物品4410')).toMatchObject({
      ids: [4410],
      leftOut: [{ text: '3~5天', kind: 'duration', unit: 'days' }],
    })
  })
})

describe('the punctuation helpers', () => {
  it('space Chinese marks as Latin ones are spaced: before an opening mark, after any other', () => {
    expect(spaceChinesePunctuation('物品「4410」。')).toBe('物品 「4410」 。 ')
    expect(spaceChinesePunctuation('ID：4410，好的～')).toBe('ID： 4410， 好的～')
    expect(spaceChinesePunctuation('４４１０ ABC')).toBe('４４１０ ABC')
  })

  it('split glued text at the break nearest the number, and give where the far word starts', () => {
    expect(splitBefore('Artikel(«')).toEqual({ near: '', far: 'Artikel', farAt: 0 })
    expect(splitBefore('((Nr.(')).toEqual({ near: '', far: 'Nr', farAt: 2 })
    expect(splitBefore('#')).toEqual({ near: '#', far: '', farAt: 0 })
    expect(splitAfter(').Danke')).toEqual({ near: '', far: 'Danke', farAt: 2 })
    expect(splitAfter('-го')).toEqual({ near: '-го', far: '', farAt: 3 })
    expect(splitAfter('%)')).toMatchObject({ near: '%', far: '' })
  })

  it('trim every mark of punctuation but those that name the number', () => {
    expect(trimmed('«(4410)»。')).toBe('4410')
    expect(trimmed('#4410')).toBe('#4410')
    expect(trimmed('50%)')).toBe('50%')
    expect(trimmed('¿¡hola!?')).toBe('hola')
  })
})

describe('trimming a word read back from its end', () => {
  const marks = fc
    .array(fc.constantFrom(...'.:!?…%#-a1 」', '\u{10100}', '\ud83d\ude00', '\udc00', '\ud800'), {
      maxLength: 12,
    })
    .map((each) => each.join(''))
  const isMark = (mark: string) => /^(?!%)\p{P}$/u.test(mark)

  it('drops what a `+$` pattern drops, and what a `^…+` pattern drops, surrogate pairs kept whole', () => {
    fc.assert(
      fc.property(marks, (word) => {
        expect(withoutTrailing(word, isMark)).toBe(word.replace(/(?:(?!%)\p{P})+$/u, ''))
        expect(withoutLeading(word, isMark)).toBe(word.replace(/^(?:(?!%)\p{P})+/u, ''))
      }),
      { numRuns: 2000 },
    )
  })

  it('reads a long run of marks once, not again from each of its marks', () => {
    const run = `${'.'.repeat(5000)}a${'!'.repeat(5000)}`
    let looked = 0
    const counted = (mark: string) => {
      looked += 1
      return isMark(mark)
    }
    expect(withoutTrailing(run, counted)).toBe(run.slice(0, 5001))
    expect(withoutLeading(run, counted)).toBe(run.slice(5000))
    expect(looked).toBe(5001 + 5001)
  })
})
