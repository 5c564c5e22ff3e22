import { describe, expect, it } from 'vitest'
import { attemptSignal } from './attempt-signal'

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

describe('attemptSignal', () => {
  it('aborts with a TimeoutError when the time is up, and says it was the timeout', async () => {
    const attempt = attemptSignal(undefined, 20)
    await sleep(60)
    expect(attempt.signal.aborted).toBe(true)
    expect(attempt.timeout.aborted).toBe(true)
    expect((attempt.signal.reason as DOMException).name).toBe('TimeoutError')
    attempt.dispose()
  })

  it('aborts with the caller’s reason when the caller aborts, which is not a timeout', () => {
    const caller = new AbortController()
    const attempt = attemptSignal(caller.signal, 10_000)
    const reason = new DOMException('superseded', 'AbortError')
    caller.abort(reason)
    expect(attempt.signal.aborted).toBe(true)
    expect(attempt.signal.reason).toBe(reason)
    expect(attempt.timeout.aborted).toBe(false)
    attempt.dispose()
  })

  it('once disposed, it is aborted as over, never as a timeout or the caller’s abort', async () => {
    const caller = new AbortController()
    const attempt = attemptSignal(caller.signal, 20)
    attempt.dispose()
    expect(attempt.signal.aborted).toBe(true)
    expect((attempt.signal.reason as DOMException).message).toBe('the attempt is over')
    // An abort, which fetch and the body reader treat as cancelled, not as a failure.
    expect((attempt.signal.reason as DOMException).name).toBe('AbortError')
    await sleep(60)
    caller.abort()
    expect(attempt.timeout.aborted).toBe(false)
    expect((attempt.signal.reason as DOMException).message).toBe('the attempt is over')
  })

  it('ends every attempt with the same reason, made once (a stack trace a request is not worth)', () => {
    const first = attemptSignal(undefined, 1_000)
    const second = attemptSignal(undefined, 1_000)
    first.dispose()
    second.dispose()
    expect(second.signal.reason).toBe(first.signal.reason)
  })
})
