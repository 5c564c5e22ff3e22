import type { Result } from '../../../shared/errors'

/**
 * Pages `from`…`to` fetched `concurrency` at a time and handed to `write` strictly in order,
 * each as soon as every page before it was written: a file grows while the export runs, and
 * memory holds only the pages that arrived ahead of a slower one. A worker does not start a
 * page more than `ahead` pages past the next one to write, so one slow page cannot make the
 * others pile up. The first failure (of a fetch or of a write) stops it: no page after it is
 * started or written, and it is the answer.
 */
export interface OrderedPages<T> {
  readonly from: number
  readonly to: number
  readonly concurrency: number
  readonly ahead: number
  fetch(number: number): Promise<Result<T>>
  write(number: number, page: T): Promise<Result<true>>
}

export async function fetchPagesInOrder<T>(options: OrderedPages<T>): Promise<Result<true>> {
  const arrived = new Map<number, T>()
  let next = options.from
  let nextToWrite = options.from
  let failure: Result<never> | null = null
  let writing = false
  let wake = () => {}
  let progressed = new Promise<void>((resolve) => (wake = resolve))
  const notify = () => {
    const waiting = wake
    progressed = new Promise<void>((resolve) => (wake = resolve))
    waiting()
  }
  const fail = (result: Result<never>) => {
    failure ??= result
    notify()
  }

  // One writer at a time; whoever finds it idle writes every page that is next in line.
  const drain = async () => {
    if (writing) return
    writing = true
    try {
      for (let page = arrived.get(nextToWrite); page !== undefined && failure === null;) {
        arrived.delete(nextToWrite)
        const written = await options.write(nextToWrite, page)
        if (!written.ok) {
          fail(written)
          return
        }
        nextToWrite += 1
        notify()
        page = arrived.get(nextToWrite)
      }
    } finally {
      writing = false
    }
  }

  const worker = async () => {
    while (failure === null && next <= options.to) {
      const number = next++
      while (failure === null && number > nextToWrite + options.ahead) await progressed
      if (failure !== null) return
      const answer = await options.fetch(number)
      if (!answer.ok) {
        fail(answer)
        return
      }
      arrived.set(number, answer.data)
      await drain()
    }
  }
  await Promise.all(Array.from({ length: Math.max(1, options.concurrency) }, worker))
  return failure ?? { ok: true, data: true }
}
