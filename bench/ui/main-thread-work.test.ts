import { describe, expect, it } from 'vitest'
import { FRAME_MARK, INPUT_MARK, LostFrameTask, taskMsBetweenMarks } from './main-thread-work'

const task = (ts: number, dur: number, tid = 1) => ({
  name: 'RunTask',
  cat: 'toplevel',
  ph: 'X',
  pid: 1,
  tid,
  ts,
  dur,
})
const input = (ts: number) => ({ name: INPUT_MARK, cat: 'blink.user_timing', ph: 'I', pid: 1, tid: 1, ts })
const mark = (ts: number) => ({ name: FRAME_MARK, cat: 'blink.user_timing', ph: 'I', pid: 1, tid: 1, ts })

describe('taskMsBetweenMarks', () => {
  it('sums the tasks from the input to the end of the one holding the frame mark, nested ones once', () => {
    const events = [
      task(0, 2_000),
      input(1_000),
      task(1_500, 500),
      task(5_000, 3_000),
      mark(6_000),
      task(9_000, 4_000),
    ]
    expect(taskMsBetweenMarks(events)).toBe(4)
  })

  it('counts only the marked thread', () => {
    expect(taskMsBetweenMarks([input(0), task(0, 1_000), task(0, 9_000, 2), mark(500)])).toBe(1)
  })

  it('says so when the change never reached a frame', () => {
    expect(() => taskMsBetweenMarks([input(0), task(0, 1_000)])).toThrow(/no bench-frame mark/)
    expect(() => taskMsBetweenMarks([task(0, 1_000), mark(500)])).toThrow(/no bench-input mark/)
    expect(() => taskMsBetweenMarks([input(0), task(0, 1_000), mark(2_000)])).toThrow(/no task/)
  })

  it('says what the trace holds when no task holds the frame mark', () => {
    expect(() => taskMsBetweenMarks([input(0), task(0, 1_000), mark(2_500)])).toThrow(
      '(1 traced there, the last ending 1.5 ms before it)',
    )
  })

  it('tells a lost frame task (its run is left out) from a change never shown (the group fails)', () => {
    expect(() => taskMsBetweenMarks([input(0), task(0, 1_000), mark(1_500), task(2_000, 500)])).toThrow(
      LostFrameTask,
    )
    const neverShown = () => taskMsBetweenMarks([input(0), task(0, 1_000)])
    expect(neverShown).toThrow(/no bench-frame mark/)
    expect(neverShown).not.toThrow(LostFrameTask)
  })
})
