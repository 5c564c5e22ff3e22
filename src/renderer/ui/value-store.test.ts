import { describe, expect, it } from 'vitest'
import { createValueStore } from './value-store'

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
})
