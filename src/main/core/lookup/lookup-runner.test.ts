import { emitTo } from '../events/sent-events.test-support'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { IPC_EVENTS, MAX_PAUSE_SECONDS, type EventPayload } from '../../../shared/ipc'
import { createCatalogClient, type CatalogClient } from '../catalog-client/catalog-client'
import { createRequestSlots } from '../catalog-client/request-slots'
import {
  itemResponseWire,
  sendJson,
  startTestServer,
  type TestServer,
} from '../catalog-client/http-server.test-support'
import { clampConcurrency, createLookupRunner } from './lookup-runner'
import { inEnglish } from '../../../shared/i18n/english.test-support'
import { MAX_VALUE_CHARS, type Words } from '../../../shared/i18n/words'
import { createSkippableClock } from '../timers/skippable-clock.test-support'
import type { WaitClock } from '../timers/wait-clock'

const servers: TestServer[] = []
afterEach(async () => {
  for (const server of servers.splice(0)) await server.close()
})

type Progress = EventPayload<'lookup:progress'>
/** One answered row as the window gets it, whichever event carried it. */
type Row = Progress['rows'][number] & { readonly batchId: string }
type Finished = EventPayload<'lookup:finished'>

/** Item IDs from the request path (`/v1/items/42` -> 42). */
const idOf = (url: string | undefined) => Number(/\/v1\/items\/(\d+)/.exec(url ?? '')?.[1])

interface HarnessOptions {
  readonly concurrency?: number
  readonly retries?: number
  /** What the batch's pauses run on; the wall clock by default. */
  readonly clock?: WaitClock
}

function harness(server: TestServer, options: HarnessOptions = {}) {
  const slots = createRequestSlots()
  // Counted where the client sends, not where the server receives: the server shares this
  // process's event loop, so a request sent just before a cancel can arrive just after it.
  const sent = { count: 0 }
  let client: CatalogClient | null = createCatalogClient({
    baseUrl: server.origin,
    token: 'test-token',
    timeoutMs: 5_000,
    retry: { retries: options.retries ?? 0, delaysMs: [10], jitter: 0 },
    fetch: (input, init) => {
      sent.count++
      return fetch(input, init)
    },
  })
  const events: Progress[] = []
  const progress: Row[] = []
  /** What reached the window, in order. */
  const log: string[] = []
  const finished: Finished[] = []
  const paused: EventPayload<'lookup:paused'>[] = []
  const refused: Words[] = []
  const runner = createLookupRunner({
    emit: emitTo((sent) => {
      switch (sent.event) {
        case 'lookup:paused':
          paused.push(sent.payload)
          log.push('paused')
          break
        case 'session:ended':
          refused.push(sent.payload.message)
          log.push('refused')
          break
        case 'lookup:progress':
          events.push(sent.payload)
          for (const row of sent.payload.rows) {
            progress.push({ batchId: sent.payload.batchId, ...row })
            log.push(`row ${row.id}`)
          }
          break
        case 'lookup:finished':
          finished.push(sent.payload)
          break
        default:
          throw new Error(`a lookup sent ${sent.event}`)
      }
    }),
    currentClient: () => client,
    beginRequest: () => slots.begin(),
    concurrency: options.concurrency ?? 4,
    // Longer than any test: after the first, answers go out only where the runner flushes them.
    answersEveryMs: 60_000,
    defaultPauseMs: 50,
    clock: options.clock,
  })
  return {
    runner,
    events,
    progress,
    log,
    finished,
    paused,
    refused,
    /** Requests the catalog client has sent so far. */
    sent,
    /** What a sign-out does: the session's client goes and its tickets are aborted. */
    endSession: () => {
      client = null
      slots.cancelAll()
    },
  }
}

async function start(server: TestServer, ids: number[], options?: HarnessOptions) {
  const h = harness(server, options)
  const started = h.runner.start(ids)
  if (!started.ok) throw new Error(inEnglish(started.error.message))
  return { ...h, batchId: started.data.batchId }
}

describe('lookup runner (real HTTP)', () => {
  it('answers every ID once, with not-found and failed rows, and never more than N in flight', async () => {
    let inFlight = 0
    let most = 0
    const server = await startTestServer((req, res) => {
      inFlight += 1
      most = Math.max(most, inFlight)
      const id = idOf(req.url)
      setTimeout(() => {
        inFlight -= 1
        if (id === 404) sendJson(res, 404, { success: false, message: 'no such item' })
        else if (id === 500) sendJson(res, 500, { success: false, message: 'boom' })
        else sendJson(res, 200, itemResponseWire(id))
      }, 15)
    })
    servers.push(server)
    const ids = [1, 2, 404, 3, 500, 4, 5, 6, 7, 8, 9, 10]
    const { runner, progress, finished, batchId } = await start(server, ids, { concurrency: 3 })
    await runner.settled(batchId)
    expect(most).toBeLessThanOrEqual(3)
    expect(most).toBeGreaterThan(1)
    expect(progress.map((row) => row.id).sort((a, b) => a - b)).toEqual([...ids].sort((a, b) => a - b))
    for (const row of progress) expect(ids[row.index]).toBe(row.id)
    expect(progress.find((row) => row.id === 404)?.outcome).toEqual({ kind: 'not_found' })
    expect(progress.find((row) => row.id === 500)?.outcome).toMatchObject({
      kind: 'error',
      error: { kind: 'server' },
    })
    const item = progress.find((row) => row.id === 7)?.outcome
    expect(item).toMatchObject({
      kind: 'item',
      item: { id: 7, status: { known: true, value: 'WAITING_FOR_SEND' } },
    })
    expect(finished).toEqual([{ batchId, reason: 'done' }])
  })

  it('sends the first answer at once and the rest together before it reports the batch done', async () => {
    const server = await startTestServer((req, res) => sendJson(res, 200, itemResponseWire(idOf(req.url))))
    servers.push(server)
    const ids = Array.from({ length: 40 }, (_, i) => i + 1)
    const { runner, events, progress, finished, batchId } = await start(server, ids)
    await runner.settled(batchId)
    expect(events.map((event) => event.rows.length)).toEqual([1, ids.length - 1])
    expect(events.every((event) => event.batchId === batchId)).toBe(true)
    expect(progress.map((row) => row.id).sort((a, b) => a - b)).toEqual(ids)
    for (const row of progress) expect(ids[row.index]).toBe(row.id)
    expect(finished).toEqual([{ batchId, reason: 'done' }])
  })

  it('sends the rows answered before a 429 ahead of the pause', async () => {
    const server = await startTestServer((req, res, index) => {
      if (index === 2) {
        res.writeHead(429, { 'retry-after': '1', 'content-type': 'application/json' })
        res.end(JSON.stringify({ success: false, message: 'slow down' }))
        return
      }
      sendJson(res, 200, itemResponseWire(idOf(req.url)))
    })
    servers.push(server)
    const clock = createSkippableClock({ frozen: true })
    const { runner, log, batchId } = await start(server, [1, 2, 3], { concurrency: 1, clock })
    await vi.waitFor(() => expect(clock.waiting()).toBe(1))
    clock.skip(1_000)
    await runner.settled(batchId)
    expect(log).toEqual(['row 1', 'row 2', 'paused', 'row 3'])
  })

  it('R8: a row whose error runs past the event bound is cut where it is made, and passes the event schema', async () => {
    // A 422 listing many long fields: its message runs to tens of thousands of characters.
    const fields = Object.fromEntries(
      Array.from({ length: 50 }, (_, i) => [`filter[f${i}]`, ['x'.repeat(400)]]),
    )
    const server = await startTestServer((_req, res) =>
      sendJson(res, 422, { success: false, type: 'error', message: 'no', data: fields }),
    )
    servers.push(server)
    const { runner, events, progress, batchId } = await start(server, [1])
    await runner.settled(batchId)
    const row = progress[0]!
    const details = row.outcome.kind === 'error' ? row.outcome.error.message.values?.details : ''
    expect(details).toHaveLength(MAX_VALUE_CHARS)
    expect(String(details).endsWith('…')).toBe(true)
    expect(String(details).startsWith('filter[f0]:')).toBe(true)
    expect(IPC_EVENTS['lookup:progress'].payload.safeParse(events[0]).success).toBe(true)
  })

  it('a 429 pauses the whole batch for Retry-After and fails no row', async () => {
    const askedMs = MAX_PAUSE_SECONDS * 1000
    const server = await startTestServer((req, res, index) => {
      if (index === 2) {
        res.writeHead(429, { 'retry-after': String(MAX_PAUSE_SECONDS), 'content-type': 'application/json' })
        res.end(JSON.stringify({ success: false, message: 'slow down' }))
        return
      }
      setTimeout(() => sendJson(res, 200, itemResponseWire(idOf(req.url))), 5)
    })
    servers.push(server)
    const ids = Array.from({ length: 12 }, (_, i) => i + 1)
    const clock = createSkippableClock({ frozen: true })
    const { runner, progress, paused, sent, batchId } = await start(server, ids, { concurrency: 2, clock })
    // Both workers wait at the gate: after the 429 (request 3) only the request already in
    // flight went out.
    await vi.waitFor(() => expect(clock.waiting()).toBe(2))
    const sentAtPause = sent.count
    expect(sentAtPause).toBeLessThanOrEqual(4)
    // A moment short of the time the catalog asked for, the batch still waits.
    clock.skip(askedMs - 1)
    expect(clock.waiting()).toBe(2)
    expect(sent.count).toBe(sentAtPause)

    clock.skip(1)
    await runner.settled(batchId)
    // The window is told how long the catalog asked to wait, once, for its countdown.
    expect(paused).toEqual([{ batchId, waitSeconds: MAX_PAUSE_SECONDS }])
    expect(progress).toHaveLength(12)
    expect(progress.every((row) => row.outcome.kind === 'item')).toBe(true)
  })

  it('cancel stops sending at once and keeps the rows that arrived', async () => {
    const server = await startTestServer((req, res) => {
      setTimeout(() => sendJson(res, 200, itemResponseWire(idOf(req.url))), 40)
    })
    servers.push(server)
    const ids = Array.from({ length: 200 }, (_, i) => i + 1)
    const { runner, progress, finished, batchId, sent } = await start(server, ids, { concurrency: 4 })
    // Cancelled once the first answers are in, however long a loaded machine takes to get there.
    await vi.waitFor(() => expect(progress.length).toBeGreaterThan(0), { timeout: 15_000, interval: 5 })
    expect(runner.cancel(batchId)).toBe(true)
    const sentAtCancel = sent.count
    await runner.settled(batchId)
    await new Promise((resolve) => setTimeout(resolve, 150))
    expect(sent.count).toBe(sentAtCancel)
    expect(progress.length).toBeGreaterThan(0)
    expect(progress.length).toBeLessThan(200)
    expect(progress.every((row) => row.outcome.kind === 'item')).toBe(true)
    expect(finished).toEqual([{ batchId, reason: 'cancelled' }])
    expect(runner.cancel(batchId)).toBe(false)
  })

  it('a sign-out stops the batch: nothing is sent after it and no late row is shown', async () => {
    const server = await startTestServer((req, res) => {
      setTimeout(() => sendJson(res, 200, itemResponseWire(idOf(req.url))), 40)
    })
    servers.push(server)
    const ids = Array.from({ length: 100 }, (_, i) => i + 1)
    const { runner, progress, finished, batchId, endSession, sent } = await start(server, ids)
    await new Promise((resolve) => setTimeout(resolve, 120))
    endSession()
    const sentAtSignOut = sent.count
    const rowsAtSignOut = progress.length
    await runner.settled(batchId)
    await new Promise((resolve) => setTimeout(resolve, 150))
    expect(sent.count).toBe(sentAtSignOut)
    expect(progress.length).toBe(rowsAtSignOut)
    expect(finished).toEqual([{ batchId, reason: 'session_ended' }])
  })

  it('a 401 stops the batch once: the sign-in is reported ended and unsent rows stay unanswered', async () => {
    const server = await startTestServer((req, res, index) => {
      if (index >= 2) {
        res.writeHead(401, { 'content-type': 'application/json' })
        res.end(JSON.stringify({ success: false, message: 'token expired' }))
        return
      }
      sendJson(res, 200, itemResponseWire(idOf(req.url)))
    })
    servers.push(server)
    const ids = Array.from({ length: 20 }, (_, i) => i + 1)
    const { runner, progress, log, finished, refused, batchId } = await start(server, ids, { concurrency: 1 })
    await runner.settled(batchId)
    expect(progress.map((row) => row.outcome.kind)).toEqual(['item', 'item'])
    expect(refused).toHaveLength(1)
    // The rows answered before it reach the window first: it keeps them over the sign-in.
    expect(log).toEqual(['row 1', 'row 2', 'refused'])
    expect(server.requests).toHaveLength(3)
    expect(finished).toEqual([{ batchId, reason: 'session_ended' }])
  })

  it('refuses to start without a session', () => {
    const runner = createLookupRunner({
      currentClient: () => null,
      beginRequest: () => createRequestSlots().begin(),
      emit: () => true,
    })
    expect(runner.start([1])).toMatchObject({ ok: false, error: { kind: 'no_session' } })
  })

  it('keeps the concurrency setting within its bounds', () => {
    expect(clampConcurrency(undefined)).toBe(4)
    expect(clampConcurrency(0)).toBe(1)
    expect(clampConcurrency(99)).toBe(8)
    expect(clampConcurrency(2.5)).toBe(4)
    expect(clampConcurrency(6)).toBe(6)
  })
})
