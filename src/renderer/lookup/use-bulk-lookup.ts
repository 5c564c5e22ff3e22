import { useQueryClient } from '@tanstack/react-query'
import { useCallback, useEffect, useRef, useState } from 'react'
import type { AppError } from '../../shared/errors'
import type { EventPayload, LookupAnswer } from '../../shared/ipc'
import { appErrorOf } from '../api/catalog-error'
import { createFrameBatch } from '../api/frame-batch'
import { useStableCallback } from '../ui/use-stable-callback'
import { useCatalogEvent } from '../api/catalog-events'
import { cacheOpenedAnswer, cancelLookup, startLookup } from './api/lookup-requests'
import type { KeptLookup } from './kept-lookup'
import { answeredIn, type LookupPhase, type LookupRow, type LookupWait } from './lookup-rows'
import { createRecoveryWatch, useAutoRetry } from './use-auto-retry'
import { createLookupRowsStore, type LookupRowsStore } from './lookup-rows-store'
import { useStoredValue } from '../state/value-store'

export type { LookupPhase, LookupWait }

/** One answered row with the batch it belongs to, as the frame batch gathers them. */
type Progress = LookupAnswer & { readonly batchId: string }

export interface BulkLookup {
  readonly rows: readonly LookupRow[]
  readonly phase: LookupPhase
  readonly done: number
  /** The rows and the count of answers as they arrive, whether `rows` is rendered or held. */
  readonly store: LookupRowsStore
  readonly startError: AppError | null
  /** Set while the batch waits for the time the catalog asked for. */
  readonly wait: LookupWait | null
  start(ids: readonly number[]): void
  cancel(): void
  /** Looks up again every failed row (and rows a cancel left unanswered), keeping the rest. */
  retryFailed(): void
  /** Before a row's item opens in the detail pane: its answer goes into the pane's cache. */
  beforeOpen(id: number): void
}

const hearNothing = () => () => {}

export interface BulkLookupOptions {
  /**
   * The lookup's screen is set aside (hidden behind the item list): while it runs, its rows
   * are not rendered for each answer; `store` still moves, and the rows are rendered
   * again when it ends or is shown.
   */
  readonly setAside?: boolean
  /** The clock the catalog's wait is measured on. */
  readonly now?: () => number
}

/**
 * The window's side of a bulk lookup: main sends the requests (see lookup-runner.ts) and
 * streams the answers in 'lookup:progress' events, several rows each; this hook gathers those of
 * one frame (api/frame-batch.ts) and puts each into its row; a row opened in the detail pane takes its
 * answer there (`beforeOpen`). Events of another batch (an older one, or a retry superseded) are ignored.
 *
 * The rows live in a store (lookup-rows-store.ts), rendered through this hook except while the
 * lookup is set aside and running: it goes on answering without rendering its owner each frame.
 */
export function useBulkLookup(
  catalog: string,
  kept: KeptLookup | null = null,
  { setAside = false, now = Date.now }: BulkLookupOptions = {},
): BulkLookup {
  const queryClient = useQueryClient()
  const [store] = useState(() => createLookupRowsStore(kept?.rows ?? []))
  const [recovery] = useState(createRecoveryWatch)
  const [phase, setPhase] = useState<LookupPhase>(
    kept?.phase === 'running' ? 'session_ended' : (kept?.phase ?? 'idle'),
  )
  // Not subscribed while set aside and running: any render reads the latest rows, and the one
  // that ends the hold (finished, or shown again) does too.
  const holdRows = setAside && phase === 'running'
  const rows = useStoredValue(holdRows ? { get: store.rows.get, subscribe: hearNothing } : store.rows)
  const [startError, setStartError] = useState<AppError | null>(null)
  const [wait, setWait] = useState<LookupWait | null>(null)
  const batch = useRef<{ id: string; positions: readonly number[] } | null>(null)
  /**
   * Events that arrive while `startLookup` has not answered yet (main may send the first
   * row before its reply to the window lands): kept, then replayed for the batch that starts.
   */
  const early = useRef<Progress[] | null>(null)
  const finishedEarly = useRef<EventPayload<'lookup:finished'> | null>(null)

  /**
   * The answers that arrived within one frame, put into the cache and the rows at once: one
   * commit per frame however fast main streams (a row whose answer did not change keeps its
   * object, so its memoised row does not re-render).
   */
  const applyProgress = useCallback(
    (events: readonly Progress[]) => {
      const current = batch.current
      const answered = events.flatMap((event) => {
        const position = current?.id === event.batchId ? current.positions[event.index] : undefined
        return position === undefined ? [] : [{ ...event, position }]
      })
      if (answered.length === 0) return
      for (const { outcome } of answered) recovery.heard(outcome)
      // An answer after the wait the catalog asked for ends it (one during it was already on its way).
      // Asked only while there is a wait, so a lookup set aside is not rendered for nothing.
      if (wait !== null && answered.some(({ outcome }) => outcome.kind !== 'error'))
        setWait((asked) => (asked !== null && now() >= asked.since + asked.seconds * 1000 ? null : asked))
      store.answer(answered, now())
    },
    [now, recovery, store, wait],
  )
  const deliverProgress = useStableCallback(applyProgress)
  const [progress] = useState(() => createFrameBatch<Progress>(deliverProgress))
  useEffect(() => () => progress.cancel(), [progress])

  const onFinished = useCallback(
    ({ batchId, reason }: EventPayload<'lookup:finished'>) => {
      // The answers before it first: "done" with rows still waiting for their frame would lie.
      progress.flush()
      if (batch.current?.id !== batchId) return
      batch.current = null
      setWait(null)
      setPhase(reason)
    },
    [progress],
  )
  const onPaused = useCallback(
    ({ batchId, waitSeconds }: EventPayload<'lookup:paused'>) => {
      if (batch.current?.id === batchId) setWait({ seconds: waitSeconds, since: now() })
    },
    [now],
  )

  useCatalogEvent('onLookupProgress', ({ batchId, rows }) => {
    for (const row of rows) {
      const answer = { batchId, ...row }
      if (early.current) early.current.push(answer)
      else progress.push(answer)
    }
  })
  useCatalogEvent('onLookupFinished', (payload) => {
    if (early.current) finishedEarly.current = payload
    else onFinished(payload)
  })
  useCatalogEvent('onLookupPaused', onPaused)

  /** Sends `ids` as a batch whose answers land in the rows at `positions`. */
  const send = useCallback(
    async (ids: readonly number[], positions: readonly number[]) => {
      setStartError(null)
      setWait(null)
      setPhase('running')
      early.current = []
      finishedEarly.current = null
      try {
        const started = await startLookup(ids)
        batch.current = { id: started.batchId, positions }
      } catch (error) {
        setStartError(appErrorOf(error))
        setPhase('idle')
      } finally {
        const held = early.current ?? []
        const finished = finishedEarly.current
        early.current = null
        finishedEarly.current = null
        for (const payload of held) progress.push(payload)
        if (finished) onFinished(finished)
      }
    },
    [progress, onFinished],
  )

  const cancelRunning = useCallback(() => {
    const running = batch.current
    if (running) cancelLookup(running.id)
    batch.current = null
  }, [])

  const start = useCallback(
    (ids: readonly number[]) => {
      cancelRunning()
      store.rows.set(ids.map((id, index) => ({ id, index, outcome: null })))
      void send(
        ids,
        ids.map((_, index) => index),
      )
    },
    [store.rows, cancelRunning, send],
  )

  const cancel = () => {
    cancelRunning()
    setPhase('cancelled')
  }

  const retryFailed = useCallback(() => {
    const previous = store.rows.get()
    const again = previous.filter((row) => row.outcome === null || row.outcome.kind === 'error')
    if (again.length === 0) return
    cancelRunning()
    store.rows.set(
      previous.map((row) =>
        row.outcome?.kind === 'error' ? { id: row.id, index: row.index, outcome: null } : row,
      ),
    )
    void send(
      again.map((row) => row.id),
      again.map((row) => row.index),
    )
  }, [store.rows, cancelRunning, send])

  const beforeOpen = useCallback(
    (id: number) => {
      const row = store.rows.get().find((each) => each.id === id)
      if (row?.outcome?.kind === 'item' && row.answeredAt !== undefined)
        cacheOpenedAnswer(queryClient, catalog, row.outcome.item, row.answeredAt)
    },
    [store.rows, queryClient, catalog],
  )

  useEffect(() => () => cancelRunning(), [cancelRunning])
  const { agentAsked } = useAutoRetry({ catalog, rows, phase, recovery, retryFailed })

  return {
    rows,
    phase,
    done: answeredIn(rows),
    store,
    startError,
    wait,
    start: (ids) => {
      agentAsked()
      start(ids)
    },
    cancel,
    beforeOpen,
    retryFailed: () => {
      agentAsked()
      retryFailed()
    },
  }
}
