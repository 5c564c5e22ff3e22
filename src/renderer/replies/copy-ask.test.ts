import { describe, expect, it } from 'vitest'
import { IDS_NAMED, idList, openQuestions, pressOf, settleAsk } from './copy-ask'

describe('what Copy reply asks before copying', () => {
  it('has nothing to ask once every answer is in and every choice made', () => {
    expect(openQuestions(0, [])).toBeNull()
    expect(openQuestions(2, [])).toEqual({ missing: 2, awaiting: [] })
    expect(openQuestions(0, [1042])).toEqual({ missing: 0, awaiting: [1042] })
  })

  it('copies at once when nothing is open, and asks first when something is', () => {
    expect(pressOf(null, null)).toBe('copy')
    expect(pressOf(null, openQuestions(0, [1042]))).toBe('ask')
    expect(pressOf(null, openQuestions(1, []))).toBe('ask')
  })

  it('copies on the press after asking, when nothing opened since', () => {
    const asked = openQuestions(2, [1042, 2291])!
    expect(pressOf(asked, asked)).toBe('copy')
    expect(pressOf(asked, openQuestions(1, [2291]))).toBe('copy')
  })

  it('asks again when a choice or an answer opened that the question did not show', () => {
    const asked = openQuestions(1, [2291])!
    expect(pressOf(asked, openQuestions(1, [1042, 2291]))).toBe('ask')
    expect(pressOf(asked, openQuestions(1, [1042]))).toBe('ask')
    // A new lookup: more answers missing than when asked.
    expect(pressOf(asked, openQuestions(3, [2291]))).toBe('ask')
  })
})

describe('the question as the ticket changes', () => {
  it('stays the same object while nothing changed, so a render settles in place', () => {
    const asked = openQuestions(1, [1042, 2291])!
    expect(settleAsk(asked, openQuestions(1, [2291, 1042]))).toBe(asked)
    expect(settleAsk(null, openQuestions(1, []))).toBeNull()
  })

  it('narrows to what is still open, then a reopened choice asks again', () => {
    const asked = openQuestions(2, [1042, 2291])!
    const narrowed = settleAsk(asked, openQuestions(1, [2291]))
    expect(narrowed).toEqual({ missing: 1, awaiting: [2291] })
    // 1042 was chosen, then taken back: it was not open when the question last stood.
    expect(settleAsk(narrowed, openQuestions(1, [1042, 2291]))).toBeNull()
    // A new lookup with as many missing as the first question had, but more than are now.
    expect(settleAsk(narrowed, openQuestions(2, [2291]))).toBeNull()
  })

  it('is gone once nothing is open, so the next press copies at once', () => {
    expect(settleAsk(openQuestions(1, [1042]), null)).toBeNull()
  })
})

describe('the IDs a question names', () => {
  it('joins them with the language’s separator, in the reply’s order', () => {
    expect(idList([1042, 2291], ', ')).toBe('1042, 2291')
    expect(idList([1042, 2291, 4410], '、')).toBe('1042、2291、4410')
  })

  it('names the first few and marks the rest', () => {
    const ids = Array.from({ length: IDS_NAMED + 2 }, (_, index) => index + 1)
    expect(idList(ids, ', ')).toBe('1, 2, 3, 4, 5, …')
    expect(idList(ids.slice(0, IDS_NAMED), ', ')).toBe('1, 2, 3, 4, 5')
  })
})
