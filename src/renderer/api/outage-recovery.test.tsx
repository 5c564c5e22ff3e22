import { act, screen, waitFor } from '@testing-library/react'
import { useQuery } from '@tanstack/react-query'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { AppError } from '../../shared/errors'
import { renderWithQuery } from '../render-with-query.test-support'
import { CatalogError } from './catalog-error'
import { OUTAGE_RECHECK_MS, useOutageRecovery } from './outage-recovery'
import { saying } from '../../shared/i18n/english.test-support'

/** A request that fails with `failure` until `up` is set, counting its calls. */
function fakeRequest(failure: AppError) {
  const state = { up: false, calls: 0 }
  const run = () => {
    state.calls += 1
    return state.up ? Promise.resolve(`answer ${state.calls}`) : Promise.reject(new CatalogError(failure))
  }
  return { state, run }
}

function Shown({ name, run }: { readonly name: string; readonly run: () => Promise<string> }) {
  const query = useQuery({ queryKey: [name], queryFn: run })
  return <p>{`${name}: ${query.isError ? 'failed' : (query.data ?? 'loading')}`}</p>
}

function Screen({
  detail,
  other,
}: {
  readonly detail: () => Promise<string>
  readonly other?: () => Promise<string>
}) {
  useOutageRecovery()
  return (
    <>
      <Shown name="detail" run={detail} />
      {other ? <Shown name="other" run={other} /> : null}
    </>
  )
}

const outage: AppError = { kind: 'server', message: saying('The catalog failed (HTTP 503)'), status: 503 }

afterEach(() => vi.useRealTimers())

describe('useOutageRecovery', () => {
  it('asks a query showing an outage again when another request succeeds', async () => {
    const detail = fakeRequest(outage)
    const other = fakeRequest(outage)
    const { queryClient } = renderWithQuery(<Screen detail={detail.run} other={other.run} />)
    await screen.findByText('detail: failed')
    await screen.findByText('other: failed')
    detail.state.up = true
    other.state.up = true
    await act(() => queryClient.refetchQueries({ queryKey: ['other'] }))
    expect(await screen.findByText(/^detail: answer/)).toBeInTheDocument()
  })

  it('leaves a failure that is not an outage alone', async () => {
    const detail = fakeRequest({ kind: 'not_found', message: saying('No item 9') })
    const other = fakeRequest(outage)
    other.state.up = true
    const { queryClient } = renderWithQuery(<Screen detail={detail.run} other={other.run} />)
    await screen.findByText('detail: failed')
    await screen.findByText(/^other: answer/)
    detail.state.up = true
    await act(() => queryClient.refetchQueries({ queryKey: ['other'] }))
    await screen.findByText('other: answer 2')
    expect(detail.state.calls).toBe(1)
    expect(screen.getByText('detail: failed')).toBeInTheDocument()
  })

  it('re-checks one outage on a timer while it is shown, and stops once it clears', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    const detail = fakeRequest(outage)
    renderWithQuery(<Screen detail={detail.run} />)
    await screen.findByText('detail: failed')
    expect(detail.state.calls).toBe(1)
    await act(() => vi.advanceTimersByTimeAsync(OUTAGE_RECHECK_MS))
    await waitFor(() => expect(detail.state.calls).toBe(2))
    detail.state.up = true
    await act(() => vi.advanceTimersByTimeAsync(OUTAGE_RECHECK_MS))
    expect(await screen.findByText('detail: answer 3')).toBeInTheDocument()
    await act(() => vi.advanceTimersByTimeAsync(OUTAGE_RECHECK_MS * 3))
    expect(detail.state.calls).toBe(3)
  })

  it('leaves a 429 to its own countdown: the timer does not poll a busy catalog', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    const detail = fakeRequest({
      kind: 'rate_limited',
      message: saying('Too many requests'),
      retryAfterSeconds: 30,
    })
    renderWithQuery(<Screen detail={detail.run} />)
    await screen.findByText('detail: failed')
    await act(() => vi.advanceTimersByTimeAsync(OUTAGE_RECHECK_MS * 3))
    expect(detail.state.calls).toBe(1)
  })
})
