import { describe, expect, it } from 'vitest'
import type { ActiveSession } from '../session/session-manager'
import { forgetWithSession } from './forget-with-session'

const A = 'https://a.example'
const B = 'https://b.example'

/** A session stand-in: only the catalog's base URL matters to the rule. */
const on = (baseUrl: string) => ({ catalog: { baseUrl } }) as ActiveSession

function setup(start: string | null) {
  let listener: ((active: ActiveSession | null) => void) | null = null
  const forgotten: string[] = []
  forgetWithSession(
    { forget: () => forgotten.push('forget') },
    {
      current: () => (start === null ? null : on(start)),
      onChange: (next) => {
        listener = next
        return () => undefined
      },
    },
  )
  const change = (to: string | null) => listener?.(to === null ? null : on(to))
  return { change, forgotten }
}

describe('forgetWithSession', () => {
  it('forgets when the session a ticket came in ends (Sign out, Forget catalog)', () => {
    const { change, forgotten } = setup(A)
    change(null)
    expect(forgotten).toEqual(['forget'])
  })

  it('forgets when another catalog takes its place, and again when that one ends', () => {
    const { change, forgotten } = setup(A)
    change(B)
    expect(forgotten).toEqual(['forget'])
    change(null)
    expect(forgotten).toEqual(['forget', 'forget'])
  })

  it('keeps what waits when the same catalog stays, and when the first one is connected', () => {
    const kept = setup(A)
    kept.change(A)
    expect(kept.forgotten).toEqual([])
    const first = setup(null)
    first.change(A)
    expect(first.forgotten).toEqual([])
    first.change(A)
    expect(first.forgotten).toEqual([])
  })
})
