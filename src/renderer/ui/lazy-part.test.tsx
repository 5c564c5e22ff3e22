import { afterEach, describe, expect, it, vi } from 'vitest'
import { Suspense, useState } from 'react'
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { CrashBoundary } from '../layout/crash-boundary'
import { later } from '../testing/later.test-support'
import { createLazyParts, loadableModule, loadablePart } from './lazy-part'

// React reports every error a boundary catches on the console; the screen is what is tested.
const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined)
afterEach(() => consoleError.mockClear())

function Counter({ label }: { readonly label: string }) {
  const [count, setCount] = useState(0)
  return (
    <button type="button" onClick={() => setCount(count + 1)}>
      {label} {count}
    </button>
  )
}
const MODULE = { Counter }

function shown(
  Part: ReturnType<typeof loadablePart<typeof MODULE, 'Counter'>>['Component'],
  label = 'Count',
) {
  return (
    <Suspense fallback={<p>waiting</p>}>
      <Part label={label} />
    </Suspense>
  )
}

describe('loadablePart', () => {
  it('once prefetched, mounts at once: no fallback, not even for a render', async () => {
    const load = vi.fn(() => Promise.resolve(MODULE))
    const { Component, prefetch } = loadablePart(load, 'Counter')
    await prefetch()
    await prefetch()
    render(shown(Component))
    expect(screen.queryByText('waiting')).not.toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Count 0' })).toBeInTheDocument()
    expect(load).toHaveBeenCalledTimes(1)
  })

  it('not yet in: the fallback while its chunk loads, then the part, which keeps its state', async () => {
    const chunk = later<typeof MODULE>()
    const { Component } = loadablePart(() => chunk.promise, 'Counter')
    const view = render(shown(Component))
    expect(screen.getByText('waiting')).toBeInTheDocument()
    chunk.settle(MODULE)
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Count 0' }))
    // A render after the chunk is in keeps the mounted part (and its count), not a new one.
    view.rerender(shown(Component, 'Again'))
    expect(screen.getByRole('button', { name: 'Again 1' })).toBeInTheDocument()
  })

  it('a chunk that cannot be read shows the crash screen with Reload window, never a blank', async () => {
    const { Component, prefetch } = loadablePart(
      () => Promise.reject<typeof MODULE>(new TypeError('Failed to fetch dynamically imported module')),
      'Counter',
    )
    // The prefetch says nothing: the open that needs the part does.
    await expect(prefetch()).resolves.toBeUndefined()
    render(
      <CrashBoundary onReload={() => undefined} currentMessages={() => null}>
        {shown(Component)}
      </CrashBoundary>,
    )
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch dynamically imported module')
    expect(screen.getByRole('button', { name: 'Reload window' })).toBeInTheDocument()
  })

  it('forgets a failed prefetch: the open after it loads the chunk again', async () => {
    const load = vi
      .fn<() => Promise<typeof MODULE>>()
      .mockRejectedValueOnce(new TypeError('busy'))
      .mockResolvedValue(MODULE)
    const { Component, prefetch } = loadablePart(load, 'Counter')
    await prefetch()
    render(shown(Component))
    expect(await screen.findByRole('button', { name: 'Count 0' })).toBeInTheDocument()
    expect(load).toHaveBeenCalledTimes(2)
  })
})

describe('loadableModule', () => {
  it('is null until its chunk is in, then at hand at once; loads once, and again after a failure', async () => {
    const load = vi
      .fn<() => Promise<typeof MODULE>>()
      .mockRejectedValueOnce(new TypeError('busy'))
      .mockResolvedValue(MODULE)
    const reader = loadableModule(load)
    expect(reader.loaded()).toBeNull()
    await expect(reader.load()).rejects.toThrow('busy')
    expect(reader.loaded()).toBeNull()
    await expect(reader.load()).resolves.toBe(MODULE)
    await reader.load()
    expect(reader.loaded()).toBe(MODULE)
    expect(load).toHaveBeenCalledTimes(2)
  })
})

describe('createLazyParts', () => {
  it('prefetches every part and module it made, in the order they were made, one per idle moment', async () => {
    const parts = createLazyParts()
    const order: string[] = []
    parts.part(() => (order.push('first'), Promise.resolve(MODULE)), 'Counter')
    const second = parts.module(() => (order.push('second'), Promise.resolve(MODULE)))
    const waiting: (() => void)[] = []
    parts.prefetchAll((then) => {
      waiting.push(then)
      return () => undefined
    })
    expect(order).toEqual([])
    waiting.shift()?.()
    expect(order).toEqual(['first'])
    await vi.waitFor(() => expect(waiting).toHaveLength(1))
    waiting.shift()?.()
    expect(order).toEqual(['first', 'second'])
    await vi.waitFor(() => expect(second.loaded()).toBe(MODULE))
  })
})
