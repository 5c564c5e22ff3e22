import type { LookupAnswer } from '../../../shared/ipc'
import { setClampedTimeout } from '../timers/clamped-timeout'

/**
 * How often a running bulk lookup sends the window its answers at most. A fast catalog answers
 * hundreds of IDs a second, and a message for each kept the window's main thread busy even
 * while the lookup sat hidden; ten a second still reads as streaming.
 */
export const ANSWERS_EVERY_MS = 100

export interface AnswerBatch {
  /** Sends at once when nothing went out in the last interval, else with the rest at its end. */
  add(answer: LookupAnswer): void
  /** Sends what is waiting now: before the batch pauses, stops or reports a refused sign-in. */
  flush(): void
}

/**
 * One bulk lookup's answers on their way to the window: the first goes out at once, later ones
 * that arrive within `everyMs` of a send wait and go together, in the order they came.
 */
export function createAnswerBatch(
  send: (answers: LookupAnswer[]) => void,
  {
    everyMs = ANSWERS_EVERY_MS,
    now = () => performance.now(),
  }: { everyMs?: number; now?: () => number } = {},
): AnswerBatch {
  let waiting: LookupAnswer[] = []
  let timer: ReturnType<typeof setTimeout> | null = null
  let sentAt = -Infinity

  const flush = () => {
    if (timer !== null) clearTimeout(timer)
    timer = null
    if (waiting.length === 0) return
    const answers = waiting
    waiting = []
    sentAt = now()
    send(answers)
  }

  return {
    add(answer) {
      waiting.push(answer)
      if (timer !== null) return
      const since = now() - sentAt
      if (since >= everyMs) flush()
      else timer = setClampedTimeout(flush, everyMs - since)
    },
    flush,
  }
}
