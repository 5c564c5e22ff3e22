import { describe, expect, it } from 'vitest'
import {
  OUTAGE_KINDS,
  RETRY_HELPS_KINDS,
  RETRYABLE_KINDS,
  UNREACHABLE_KINDS,
  type AppErrorKind,
} from './errors'

const within = (part: readonly AppErrorKind[], whole: readonly AppErrorKind[]) =>
  part.filter((kind) => !whole.includes(kind))

describe('which failures are worth trying again', () => {
  it('retries at once only what may heal by itself, never a timeout the agent already waited out', () => {
    expect([...RETRYABLE_KINDS].sort()).toEqual(['network', 'rate_limited', 'server'])
    expect(RETRYABLE_KINDS).not.toContain('timeout')
  })

  it('counts an unreachable catalog and one retried at once as an outage', () => {
    expect(within(RETRYABLE_KINDS, OUTAGE_KINDS)).toEqual([])
    expect(within(UNREACHABLE_KINDS, OUTAGE_KINDS)).toEqual([])
    expect([...UNREACHABLE_KINDS].sort()).toEqual(['network', 'timeout'])
  })

  it('offers Retry for every outage, and not where the same request fails the same way', () => {
    expect(within(OUTAGE_KINDS, RETRY_HELPS_KINDS)).toEqual([])
    for (const kind of ['validation', 'unauthorized', 'forbidden', 'not_found', 'refused'] as const) {
      expect(RETRY_HELPS_KINDS).not.toContain(kind)
    }
  })
})
