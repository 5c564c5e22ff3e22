import { act, renderHook } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { createValueStore, useStoredValue } from './value-store'

describe('createValueStore', () => {
  it('tells its listeners of a new value only, until they unsubscribe', () => {
    const store = createValueStore<string | null>(null)
    const heard: (string | null)[] = []
    const unsubscribe = store.subscribe(() => heard.push(store.get()))
    store.set('row-1')
    store.set('row-1')
    store.set(null)
    unsubscribe()
    store.set('row-2')
    expect(heard).toEqual(['row-1', null])
    expect(store.get()).toBe('row-2')
  })

  it('keeps its value current only while someone listens (whileHeard)', () => {
    const stop = vi.fn()
    const start = vi.fn(() => stop)
    const store = createValueStore(0, { whileHeard: start })
    expect(start).not.toHaveBeenCalled()
    const first = store.subscribe(() => {})
    const second = store.subscribe(() => {})
    expect(start).toHaveBeenCalledTimes(1)
    first()
    expect(stop).not.toHaveBeenCalled()
    second()
    expect(stop).toHaveBeenCalledTimes(1)
    store.subscribe(() => {})
    expect(start).toHaveBeenCalledTimes(2)
  })

  it('lets a listener unsubscribe another while being told, without skipping or repeating', () => {
    const store = createValueStore(0)
    const heard: string[] = []
    let unsubscribeB = () => {}
    store.subscribe(() => {
      heard.push('a')
      unsubscribeB()
    })
    unsubscribeB = store.subscribe(() => heard.push('b'))
    store.set(1)
    store.set(2)
    expect(heard).toEqual(['a', 'b', 'a'])
  })
})

describe('useStoredValue', () => {
  it('re-renders the caller only when what it selects changes', () => {
    const store = createValueStore({ open: 1, other: 'x' })
    let renders = 0
    const { result } = renderHook(() => {
      renders += 1
      return useStoredValue(store, (value) => value.open === 1)
    })
    expect(result.current).toBe(true)
    act(() => store.set({ open: 1, other: 'y' }))
    expect(renders).toBe(1)
    act(() => store.set({ open: 2, other: 'y' }))
    expect(result.current).toBe(false)
    expect(renders).toBe(2)
  })
})
