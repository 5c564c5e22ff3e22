import { useQueryClient } from '@tanstack/react-query'
import { useEffect, useEffectEvent, useRef, useState } from 'react'
import { OUTAGE_RECHECK_MS } from '../api/outage-recovery'
import type { LookupPhase, LookupRow } from './lookup-rows'
import { useOutageProbe } from './api/use-outage-probe'

/**
 * Failures that say "the catalog is busy or away for now", not "this item is wrong": asking
 * again once the catalog answers again is worth it.
 */
const PASSING_FAILURES: ReadonlySet<string> = new Set(['rate_limited', 'server', 'network', 'timeout'])

export function failedForNow(row: LookupRow): boolean {
  return row.outcome?.kind === 'error' && PASSING_FAILURES.has(row.outcome.error.kind)
}

/** A row the lookup checks the catalog with: a 429 is left to the wait the catalog asked for. */
function probeable(row: LookupRow): boolean {
  return failedForNow(row) && row.outcome?.kind === 'error' && row.outcome.error.kind !== 'rate_limited'
}

/**
 * Rows that failed while the catalog was busy or away are asked again by themselves when an
 * answer shows it is back: a later row of the same batch answered, any other request of the
 * window (the list, the detail pane) succeeded after the lookup stopped, or, when nothing else
 * asks, the lookup's own check of one failed row every OUTAGE_RECHECK_MS, as the pane's
 * (api/use-outage-probe.ts). Once per failure:
 * if the retry fails too, only the agent's `Retry failed` (or a new lookup) asks again, so a
 * catalog that stays unwell is not asked in a loop.
 */
export function useAutoRetry({
  catalog,
  rows,
  phase,
  retryFailed,
}: {
  readonly catalog: string
  readonly rows: readonly LookupRow[]
  readonly phase: LookupPhase
  readonly retryFailed: () => void
}): { agentAsked(): void } {
  const queryClient = useQueryClient()
  const used = useRef(false)
  // The same, for rendering: the catalog is checked only while the retry is still to come.
  const [spent, setSpent] = useState(false)
  /** This batch: a passing failure arrived, and an answer came after it. */
  const failedThisBatch = useRef(false)
  const backThisBatch = useRef(false)
  const previous = useRef(rows)

  useEffect(() => {
    const before = previous.current
    previous.current = rows
    rows.forEach((row, position) => {
      if (row.outcome === null || before[position]?.outcome != null) return
      if (failedForNow(row)) failedThisBatch.current = true
      else if (row.outcome.kind !== 'error' && failedThisBatch.current) backThisBatch.current = true
    })
  }, [rows])

  const retryOnce = useEffectEvent(() => {
    if (used.current || phase === 'running' || !rows.some(failedForNow)) return
    used.current = true
    setSpent(true)
    retryFailed()
  })

  useEffect(() => {
    if (phase === 'running') return
    if (phase === 'done' && backThisBatch.current) retryOnce()
    failedThisBatch.current = false
    backThisBatch.current = false
  }, [phase])

  useEffect(
    () =>
      queryClient.getQueryCache().subscribe((event) => {
        // Answers the lookup itself put in the cache (`setQueryData`) are not news of the catalog.
        if (event.type === 'updated' && event.action.type === 'success' && event.action.manual !== true)
          retryOnce()
      }),
    [queryClient],
  )

  // Checked only while the one automatic retry is still to come: after it, the agent decides.
  // Its answer reaches the cache, which the subscription above hears.
  const awaited = phase !== 'running' && !spent ? rows.find(probeable) : undefined
  useOutageProbe(catalog, awaited?.id ?? null, OUTAGE_RECHECK_MS)

  // The agent asking (a new lookup, Retry failed) earns its failures one automatic retry again.
  return {
    agentAsked: () => {
      used.current = false
      setSpent(false)
    },
  }
}
