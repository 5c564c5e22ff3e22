import { useQueryClient } from '@tanstack/react-query'
import { useEffect, useEffectEvent, useRef, useState } from 'react'
import type { LookupOutcome } from '../../shared/ipc'
import { OUTAGE_RECHECK_MS } from '../api/outage-recovery'
import type { LookupPhase, LookupRow } from './lookup-rows'
import { useOutageProbe } from './api/use-outage-probe'

/**
 * Failures that say "the catalog is busy or away for now", not "this item is wrong": asking
 * again once the catalog answers again is worth it.
 */
const PASSING_FAILURES: ReadonlySet<string> = new Set(['rate_limited', 'server', 'network', 'timeout'])

function passingFailure(outcome: LookupOutcome | null): boolean {
  return outcome?.kind === 'error' && PASSING_FAILURES.has(outcome.error.kind)
}

export function failedForNow(row: LookupRow): boolean {
  return passingFailure(row.outcome)
}

/**
 * What one batch's answers said of the catalog, in the order they arrived: a failure that
 * passes, then an answer after it, means the catalog is back. Heard as the answers arrive,
 * not read from the rows, so a lookup whose rows are not rendered (set aside) still knows.
 */
export function createRecoveryWatch() {
  let failed = false
  let back = false
  return {
    heard(outcome: LookupOutcome): void {
      if (passingFailure(outcome)) failed = true
      else if (outcome.kind !== 'error' && failed) back = true
    },
    /** Whether the catalog came back during the batch that ended; the next batch starts afresh. */
    endBatch(): boolean {
      const cameBack = back
      failed = false
      back = false
      return cameBack
    },
  }
}

export type RecoveryWatch = ReturnType<typeof createRecoveryWatch>

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
  recovery,
  retryFailed,
}: {
  readonly catalog: string
  readonly rows: readonly LookupRow[]
  readonly phase: LookupPhase
  /** Fed by the lookup with every answer as it arrives. */
  readonly recovery: RecoveryWatch
  readonly retryFailed: () => void
}): { agentAsked(): void } {
  const queryClient = useQueryClient()
  const used = useRef(false)
  // The same, for rendering: the catalog is checked only while the retry is still to come.
  const [spent, setSpent] = useState(false)
  const retryOnce = useEffectEvent(() => {
    if (used.current || phase === 'running' || !rows.some(failedForNow)) return
    used.current = true
    setSpent(true)
    retryFailed()
  })

  useEffect(() => {
    if (phase === 'running') return
    if (recovery.endBatch() && phase === 'done') retryOnce()
  }, [phase, recovery])

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
