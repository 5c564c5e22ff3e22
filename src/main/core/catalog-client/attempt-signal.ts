/**
 * The signal of one attempt: aborted when the caller's signal aborts (superseded, session
 * ended) or when the attempt's time is up, with `timeout` telling the two apart.
 *
 * One controller, one timer and one listener, all released by `dispose` when the attempt is
 * over, which also aborts the signal so that no connection outlives it: `AbortSignal.timeout` + `AbortSignal.any` would leave a 20 s timer and a tracked
 * signal behind every request, about ten times the cost, on the path of every page.
 */
export interface AttemptSignal {
  readonly signal: AbortSignal
  /** Aborted only when the attempt ran out of time. */
  readonly timeout: AbortSignal
  dispose(): void
}

/**
 * Why an attempt's signal ends once it is over. One object for every attempt: a DOMException
 * captures a stack trace when made, a cost paid on every request for a reason nobody reads.
 */
const ATTEMPT_OVER = new DOMException('the attempt is over', 'AbortError')

export function attemptSignal(caller: AbortSignal | undefined, timeoutMs: number): AttemptSignal {
  const combined = new AbortController()
  const timedOut = new AbortController()
  const timer = setTimeout(() => {
    const reason = new DOMException('The operation timed out.', 'TimeoutError')
    timedOut.abort(reason)
    combined.abort(reason)
  }, timeoutMs)
  // Unref'd as AbortSignal.timeout's is: a pending attempt alone does not keep the process up.
  timer.unref?.()
  const onCallerAbort = () => combined.abort(caller?.reason)
  caller?.addEventListener('abort', onCallerAbort, { once: true })
  return {
    signal: combined.signal,
    timeout: timedOut.signal,
    dispose() {
      clearTimeout(timer)
      caller?.removeEventListener('abort', onCallerAbort)
      // Whatever the attempt left open (a body the server never finished) is let go now.
      combined.abort(ATTEMPT_OVER)
    },
  }
}
