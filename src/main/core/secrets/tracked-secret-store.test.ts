import { describe, expect, it } from 'vitest'
import { createMemorySecretStore } from './memory-secret-store'
import type { SecretStore } from './secret-store'
import { trackSecretStore } from './tracked-secret-store'

/** A store whose calls answer only when the test says so, like a keyring behind an unlock prompt. */
function heldStore(): { store: SecretStore; release: () => void } {
  let release = () => {}
  const answered = new Promise<void>((resolve) => {
    release = resolve
  })
  const memory = createMemorySecretStore()
  const held =
    <A extends unknown[], R>(call: (...args: A) => Promise<R>) =>
    async (...args: A) => {
      await answered
      return call(...args)
    }
  return {
    store: {
      get: held((account: string) => memory.get(account)),
      set: held((account: string, token: string) => memory.set(account, token)),
      delete: held((account: string) => memory.delete(account)),
      status: held(() => memory.status()),
    },
    release,
  }
}

describe('trackSecretStore', () => {
  it.each(['get', 'set', 'delete', 'status'] as const)(
    'is waiting while %s has not answered',
    async (method) => {
      const { store, release } = heldStore()
      const tracked = trackSecretStore(store)
      expect(tracked.waiting()).toBe(false)
      const call =
        method === 'set'
          ? tracked.set('https://a.example', 't')
          : method === 'status'
            ? tracked.status()
            : tracked[method]('https://a.example')
      expect(tracked.waiting()).toBe(true)
      release()
      await call
      expect(tracked.waiting()).toBe(false)
    },
  )

  it('stops waiting when a call fails, and passes the failure on', async () => {
    const failing: SecretStore = {
      ...createMemorySecretStore(),
      get: () => Promise.reject(new Error('locked')),
    }
    const tracked = trackSecretStore(failing)
    await expect(tracked.get('https://a.example')).rejects.toThrow('locked')
    expect(tracked.waiting()).toBe(false)
  })

  it('passes answers through unchanged', async () => {
    const tracked = trackSecretStore(createMemorySecretStore())
    await tracked.set('https://a.example', 'secret')
    expect(await tracked.get('https://a.example')).toBe('secret')
    expect(await tracked.delete('https://a.example')).toBe(true)
    expect(await tracked.get('https://a.example')).toBeNull()
    expect(await tracked.status()).toEqual(await createMemorySecretStore().status())
  })

  it('counts overlapping calls: still waiting while one of them has not answered', async () => {
    const held = heldStore()
    const memory = createMemorySecretStore()
    const tracked = trackSecretStore({ ...memory, get: held.store.get })
    const slow = tracked.get('https://a.example')
    await tracked.status()
    expect(tracked.waiting()).toBe(true)
    held.release()
    await slow
    expect(tracked.waiting()).toBe(false)
  })
})
