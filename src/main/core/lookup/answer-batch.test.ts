import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { LookupAnswer } from '../../../shared/ipc'
import { createAnswerBatch } from './answer-batch'

const answer = (id: number): LookupAnswer => ({ index: id - 1, id, outcome: { kind: 'not_found' } })
const idsOf = (sent: (readonly LookupAnswer[])[]) => sent.map((answers) => answers.map((row) => row.id))

describe('createAnswerBatch (fake timers: the interval is the subject)', () => {
  beforeEach(() => {
    vi.useFakeTimers()
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  function batch() {
    const sent: (readonly LookupAnswer[])[] = []
    const answers = createAnswerBatch((rows) => sent.push(rows), { everyMs: 100, now: () => Date.now() })
    return { sent, answers }
  }

  it('sends the first answer at once and those within the interval together at its end, in order', () => {
    const { sent, answers } = batch()
    answers.add(answer(1))
    expect(idsOf(sent)).toEqual([[1]])
    vi.advanceTimersByTime(30)
    answers.add(answer(2))
    answers.add(answer(3))
    vi.advanceTimersByTime(69)
    expect(idsOf(sent)).toEqual([[1]])
    vi.advanceTimersByTime(1)
    expect(idsOf(sent)).toEqual([[1], [2, 3]])
  })

  it('sends at once again after a quiet interval', () => {
    const { sent, answers } = batch()
    answers.add(answer(1))
    vi.advanceTimersByTime(100)
    answers.add(answer(2))
    expect(idsOf(sent)).toEqual([[1], [2]])
  })

  it('counts the interval from the last send, not from the first waiting answer', () => {
    const { sent, answers } = batch()
    answers.add(answer(1))
    vi.advanceTimersByTime(90)
    answers.add(answer(2))
    vi.advanceTimersByTime(10)
    expect(idsOf(sent)).toEqual([[1], [2]])
  })

  it('flush sends what waits now, and its timer sends nothing twice', () => {
    const { sent, answers } = batch()
    answers.add(answer(1))
    answers.add(answer(2))
    answers.flush()
    expect(idsOf(sent)).toEqual([[1], [2]])
    vi.advanceTimersByTime(500)
    answers.flush()
    expect(idsOf(sent)).toEqual([[1], [2]])
  })
})
