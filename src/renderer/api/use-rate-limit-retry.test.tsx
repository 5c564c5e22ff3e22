import { act, fireEvent, screen } from '@testing-library/react'
import { useQuery } from '@tanstack/react-query'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { AppError } from '../../shared/errors'
import { renderWithQuery } from '../render-with-query.test-support'
import { ErrorMessage } from '../ui/error-message'
import { appErrorOf, CatalogError } from './catalog-error'
import {
  RATE_LIMIT_DEFAULT_WAIT_S,
  RATE_LIMIT_LONGEST_COUNTDOWN_S,
  useRateLimitRetry,
} from './use-rate-limit-retry'
import { saying } from '../../shared/i18n/english.test-support'

function rateLimited(retryAfterSeconds: number | null): AppError {
  return {
    kind: 'rate_limited',
    message: saying('The catalog is receiving too many requests (HTTP 429).'),
    retryAfterSeconds,
  }
}

/** A request answering `failure` until `up`, counting its calls. */
function fakeRequest(failure: AppError) {
  const state = { up: false, calls: 0, failure }
  const run = () => {
    state.calls += 1
    return state.up
      ? Promise.resolve(`answer ${state.calls}`)
      : Promise.reject(new CatalogError(state.failure))
  }
  return { state, run }
}

function Item({ run }: { readonly run: () => Promise<string> }) {
  const query = useQuery({ queryKey: ['item'], queryFn: run })
  const error = appErrorOf(query.error)
  const { state, retry } = useRateLimitRetry({
    error,
    failedAt: query.errorUpdatedAt,
    fetching: query.isFetching,
    refetch: query.refetch,
  })
  // The failure view comes and goes with each request, as the list's does: the memory must not.
  if (error && !query.isFetching) return <ErrorMessage error={error} onRetry={retry} rateLimit={state} />
  return <p>{query.data ?? 'loading'}</p>
}

const second = () => act(() => vi.advanceTimersByTimeAsync(1000))

beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }))
afterEach(() => vi.useRealTimers())

describe('useRateLimitRetry', () => {
  it('counts down the wait the catalog asked for, then asks again by itself', async () => {
    const request = fakeRequest(rateLimited(3))
    renderWithQuery(<Item run={request.run} />)
    expect(await screen.findByText('Trying again in 3 s')).toBeInTheDocument()
    await second()
    expect(screen.getByText('Trying again in 2 s')).toBeInTheDocument()
    request.state.up = true
    await second()
    expect(request.state.calls).toBe(1)
    await second()
    expect(await screen.findByText('answer 2')).toBeInTheDocument()
  })

  it('asks by itself once: a second 429 offers only Retry, and no request follows', async () => {
    const request = fakeRequest(rateLimited(2))
    renderWithQuery(<Item run={request.run} />)
    await screen.findByText('Trying again in 2 s')
    await act(() => vi.advanceTimersByTimeAsync(2000))
    expect(await screen.findByText(/Tried again once by itself/)).toBeInTheDocument()
    expect(request.state.calls).toBe(2)
    await act(() => vi.advanceTimersByTimeAsync(60_000))
    expect(request.state.calls).toBe(2)
    expect(screen.queryByText(/Trying again in/)).not.toBeInTheDocument()
  })

  it("re-arms the countdown when the agent's Retry is refused again", async () => {
    const request = fakeRequest(rateLimited(2))
    renderWithQuery(<Item run={request.run} />)
    await screen.findByText('Trying again in 2 s')
    await act(() => vi.advanceTimersByTimeAsync(2000))
    await screen.findByText(/Tried again once by itself/)
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }))
    expect(await screen.findByText('Trying again in 2 s')).toBeInTheDocument()
    expect(request.state.calls).toBe(3)
  })

  it('waits the default when the 429 names no wait', async () => {
    const request = fakeRequest(rateLimited(null))
    renderWithQuery(<Item run={request.run} />)
    expect(await screen.findByText(`Trying again in ${RATE_LIMIT_DEFAULT_WAIT_S} s`)).toBeInTheDocument()
  })

  it('does not count down a wait longer than it is worth watching', async () => {
    const request = fakeRequest(rateLimited(RATE_LIMIT_LONGEST_COUNTDOWN_S + 1))
    renderWithQuery(<Item run={request.run} />)
    expect(await screen.findByRole('button', { name: 'Retry' })).toBeInTheDocument()
    expect(screen.queryByText(/Trying again in/)).not.toBeInTheDocument()
    await act(() => vi.advanceTimersByTimeAsync((RATE_LIMIT_LONGEST_COUNTDOWN_S + 2) * 1000))
    expect(request.state.calls).toBe(1)
  })

  it('leaves other failures to their Retry', async () => {
    const request = fakeRequest({
      kind: 'server',
      message: saying('The catalog failed (HTTP 503)'),
      status: 503,
    })
    renderWithQuery(<Item run={request.run} />)
    expect(await screen.findByRole('button', { name: 'Retry' })).toBeInTheDocument()
    expect(screen.queryByText(/Trying again in|Tried again/)).not.toBeInTheDocument()
  })

  it('counts down afresh for a 429 that follows an answer', async () => {
    const request = fakeRequest(rateLimited(1))
    const { queryClient } = renderWithQuery(<Item run={request.run} />)
    await screen.findByText('Trying again in 1 s')
    await act(() => vi.advanceTimersByTimeAsync(1000))
    await screen.findByText(/Tried again once by itself/)
    request.state.up = true
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }))
    await screen.findByText('answer 3')
    request.state.up = false
    await act(() => queryClient.refetchQueries({ queryKey: ['item'] }))
    expect(await screen.findByText('Trying again in 1 s')).toBeInTheDocument()
  })
})
