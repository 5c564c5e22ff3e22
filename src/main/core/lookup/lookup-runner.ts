import { randomUUID } from 'node:crypto'
import type { SingleItem } from '../../../shared/catalog'
import { LOOKUP_CONCURRENCY } from '../../../shared/catalog/limits'
import { fail, noSession, ok, type Result } from '../../../shared/errors'
import { clipWords } from '../../../shared/i18n/words'
import { MAX_PAUSE_SECONDS, type LookupOutcome } from '../../../shared/ipc'
import type { Emit } from '../events/event-bus'
import type { RequestTicket } from '../catalog-client/request-slots'
import { WALL_CLOCK, type WaitClock } from '../timers/wait-clock'
import { createAnswerBatch } from './answer-batch'

/**
 * Bulk lookup: one GET per ID against the catalog connected when the batch started, at most
 * `concurrency` in flight, answers sent to the window as they arrive, those that arrive close
 * together in one event (answer-batch.ts).
 *
 * - Each request goes through the catalog client, so the timeout, retry and `Retry-After`
 *   rules are the client's own. A 429 that outlasts those retries pauses the WHOLE batch for
 *   the time the catalog asked (every worker waits at the gate before its next send) and the
 *   row goes back to the queue, instead of failing rows while the catalog is asking for air.
 * - Cancel stops sending at once: requests in flight are aborted, rows already answered stay
 *   in the window (those still waiting to be sent go before 'lookup:finished').
 * - A batch belongs to its session: each request holds a session ticket (a switch or sign-out
 *   aborts it) and, before every send, the runner checks the session still has the client the
 *   batch started with. The client itself also refuses to send once its session ended
 *   (`getToken` returns null), so nothing reaches any catalog after a switch, and answers
 *   not yet sent when the session ends are not sent.
 */
export interface LookupClient {
  getItem(id: number, signal?: AbortSignal): Promise<Result<SingleItem>>
}

export interface LookupRunnerDeps {
  /** The connected catalog's client, or null when none is connected. */
  readonly currentClient: () => LookupClient | null
  /** A ticket aborted when the session ends or switches (RequestSlots.begin). */
  readonly beginRequest: () => RequestTicket
  /**
   * Sends the batch's events: its answers (`lookup:progress`), a wait for a 429 the window
   * counts down (`lookup:paused`), its end (`lookup:finished`), and `session:ended` when the
   * catalog refused the token (401): the session is over for every request, so the batch stops
   * and the window is told to ask for a sign-in again (the rows not answered stay open).
   */
  readonly emit: Emit
  /** Requests in flight per batch, read when a batch starts; clamped to LOOKUP_CONCURRENCY. */
  readonly concurrency?: number | (() => number | undefined)
  /** Answers arriving within this long of the last sent go together (answer-batch.ts). */
  readonly answersEveryMs?: number
  /** A 429 without `Retry-After` pauses the batch this long. */
  readonly defaultPauseMs?: number
  /** What a pause is measured and waited on; the wall clock by default. */
  readonly clock?: WaitClock
  readonly log?: (line: string) => void
}

export interface LookupRunner {
  start(ids: readonly number[]): Result<{ readonly batchId: string; readonly total: number }>
  cancel(batchId: string): boolean
  /** Resolves when the batch has stopped (for tests and disposal). */
  settled(batchId: string): Promise<void>
  cancelAll(): void
}

/** A row that keeps meeting 429s is reported as such after this many pauses. */
const MAX_RATE_LIMIT_PAUSES = 5
const MAX_PAUSE_MS = MAX_PAUSE_SECONDS * 1000

export function clampConcurrency(value: number | undefined): number {
  if (value === undefined || !Number.isInteger(value)) return LOOKUP_CONCURRENCY.default
  return Math.min(LOOKUP_CONCURRENCY.max, Math.max(LOOKUP_CONCURRENCY.min, value))
}

function sleep(clock: WaitClock, ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    if (signal.aborted) return resolve()
    const cancel = clock.wait(ms, done)
    function done() {
      cancel()
      signal.removeEventListener('abort', done)
      resolve()
    }
    signal.addEventListener('abort', done, { once: true })
  })
}

interface Job {
  readonly id: number
  readonly index: number
  pauses: number
}

export function createLookupRunner(deps: LookupRunnerDeps): LookupRunner {
  const concurrencyNow = () =>
    clampConcurrency(typeof deps.concurrency === 'function' ? deps.concurrency() : deps.concurrency)
  const defaultPauseMs = deps.defaultPauseMs ?? 2_000
  const clock = deps.clock ?? WALL_CLOCK
  const batches = new Map<string, { readonly controller: AbortController; readonly done: Promise<void> }>()

  const run = async (
    batchId: string,
    client: LookupClient,
    ids: readonly number[],
    controller: AbortController,
  ) => {
    const queue: Job[] = ids.map((id, index) => ({ id, index, pauses: 0 }))
    const answers = createAnswerBatch(
      (rows) => {
        // An answer for the old catalog is not shown after a switch or sign-out.
        if (deps.currentClient() === client) deps.emit('lookup:progress', { batchId, rows })
      },
      deps.answersEveryMs === undefined ? {} : { everyMs: deps.answersEveryMs },
    )
    let pausedUntil = 0
    let sessionEnded = false
    const stopped = () => {
      if (controller.signal.aborted) return true
      if (deps.currentClient() !== client) sessionEnded = true
      return sessionEnded
    }

    const settle = (job: Job, result: Result<SingleItem>): 'done' | 'requeue' | 'drop' => {
      if (result.ok) return emit(job, { kind: 'item', item: result.data })
      const { error } = result
      // Answers that only say "you stopped this" are not rows: the row stays unanswered.
      if (error.kind === 'cancelled' || error.kind === 'no_session') return 'drop'
      if (error.kind === 'not_found') return emit(job, { kind: 'not_found' })
      if (error.kind === 'unauthorized') {
        // Every further request would be refused too: stop here, say so once, and leave the
        // rows not sent yet unanswered (they are asked again after the sign-in).
        // The rows answered so far go first: the window keeps them for after the sign-in.
        answers.flush()
        if (!sessionEnded) deps.emit('session:ended', { message: error.message })
        sessionEnded = true
        return 'drop'
      }
      if (error.kind === 'rate_limited' && job.pauses < MAX_RATE_LIMIT_PAUSES) {
        const askedMs = error.retryAfterSeconds === null ? defaultPauseMs : error.retryAfterSeconds * 1000
        if (askedMs <= MAX_PAUSE_MS) {
          job.pauses += 1
          const until = clock.now() + askedMs
          if (until > pausedUntil) {
            pausedUntil = until
            answers.flush()
            deps.emit('lookup:paused', { batchId, waitSeconds: Math.ceil(askedMs / 1000) })
          }
          deps.log?.(`lookup: the catalog asked to slow down; pausing the batch for ${askedMs} ms`)
          return 'requeue'
        }
      }
      return emit(job, { kind: 'error', error: { kind: error.kind, message: clipWords(error.message) } })
    }
    const emit = (job: Job, outcome: LookupOutcome): 'done' => {
      answers.add({ index: job.index, id: job.id, outcome })
      return 'done'
    }

    const worker = async () => {
      for (;;) {
        if (stopped()) return
        const job = queue.shift()
        if (!job) return
        const wait = pausedUntil - clock.now()
        if (wait > 0) await sleep(clock, wait, controller.signal)
        if (stopped()) {
          queue.unshift(job)
          return
        }
        const ticket = deps.beginRequest()
        let result: Result<SingleItem>
        try {
          result = await client.getItem(job.id, AbortSignal.any([ticket.signal, controller.signal]))
        } finally {
          ticket.done()
        }
        // After a switch or sign-out an answer for the old catalog is not shown.
        if (deps.currentClient() !== client) {
          sessionEnded = true
          return
        }
        if (settle(job, result) === 'requeue') queue.unshift(job)
      }
    }

    await Promise.all(Array.from({ length: Math.min(concurrencyNow(), ids.length) }, worker))
    answers.flush()
    const reason = sessionEnded ? 'session_ended' : controller.signal.aborted ? 'cancelled' : 'done'
    deps.emit('lookup:finished', { batchId, reason })
  }

  return {
    start(ids) {
      const client = deps.currentClient()
      if (!client) return fail(noSession())
      const batchId = randomUUID()
      const controller = new AbortController()
      const done = run(batchId, client, ids, controller)
        .catch((error: unknown) => deps.log?.(`lookup: batch failed: ${String(error)}`))
        .finally(() => batches.delete(batchId))
      batches.set(batchId, { controller, done })
      return ok({ batchId, total: ids.length })
    },
    cancel(batchId) {
      const batch = batches.get(batchId)
      if (!batch) return false
      batch.controller.abort(new DOMException('lookup cancelled', 'AbortError'))
      return true
    },
    settled: async (batchId) => {
      await batches.get(batchId)?.done
    },
    cancelAll() {
      for (const batch of batches.values()) batch.controller.abort(new DOMException('closing', 'AbortError'))
    },
  }
}
