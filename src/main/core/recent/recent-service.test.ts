import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { tolerantSingleItemSchema } from '../../../shared/catalog/item'
import { sampleSingleItemWire } from '../../../shared/catalog/sample-items.test-support'
import { MAX_RECENT_BULK_LOOKUPS, MAX_RECENT_LOOKUPS, RECENT_LOOKUPS_DAYS } from '../../../shared/watch'
import { NO_SESSION } from '../session/no-session'
import type { ActiveSession } from '../session/session-manager'
import { openSettingsStore, type SettingsStore } from '../settings/settings-store'
import { createRecentService } from './recent-service'

/** The recent lookups on a real settings store, with the session reduced to who is connected. */
let dir: string
let settings: SettingsStore
let active: ActiveSession | null
/** Told of every session change, as the session manager tells its listeners. */
const sessionListeners = new Set<(active: ActiveSession | null) => void>()
let now: Date
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'catalog-recent-'))
  settings = await openSettingsStore({ dir })
  active = null
  sessionListeners.clear()
  now = AT
})
afterEach(async () => {
  await settings.flush()
  await rm(dir, { recursive: true, force: true })
})

const A = 'https://a.example'
const B = 'https://b.example'
const AT = new Date('2026-05-01T12:00:00.000Z')
const session = {
  current: () => active,
  onChange: (listener: (active: ActiveSession | null) => void) => {
    sessionListeners.add(listener)
    return () => sessionListeners.delete(listener)
  },
}
const service = (keepDays?: number) => createRecentService({ session, settings, keepDays, now: () => now })
const connectTo = (prefsKey: string | null) => {
  active = prefsKey === null ? null : ({ prefsKey } as ActiveSession)
  for (const listener of sessionListeners) listener(active)
}
const item = (id: number) => tolerantSingleItemSchema.parse(sampleSingleItemWire(id))
const ids = (result: Awaited<ReturnType<ReturnType<typeof service>['recentLookups']>>) =>
  result.ok ? result.data.items.map((lookup) => lookup.id) : result

describe('recent lookups service', () => {
  it('answers "no session" while nothing is connected and records nothing', async () => {
    const recent = service()
    await recent.recordLookup(item(1))
    expect(await recent.recentLookups()).toEqual(NO_SESSION)
    expect(await recent.clearRecentLookups()).toEqual(NO_SESSION)
    expect(settings.current().recent).toBeUndefined()
  })

  it('puts the latest lookup first, once, makes it the open item, and keeps at most the limit', async () => {
    connectTo(A)
    const recent = service()
    for (let id = 1; id <= MAX_RECENT_LOOKUPS + 2; id += 1) await recent.recordLookup(item(id))
    await recent.recordLookup(item(5))
    const result = await recent.recentLookups()
    expect(result.ok && result.data.items).toHaveLength(MAX_RECENT_LOOKUPS)
    expect(result.ok && result.data.items[0]).toEqual({
      id: 5,
      name: 'Item 5',
      status: 'WAITING_FOR_SEND',
      at: AT.toISOString(),
    })
    expect(ids(result)).toStrictEqual(
      [
        ...new Set([
          5,
          ...Array.from({ length: MAX_RECENT_LOOKUPS + 2 }, (_, i) => MAX_RECENT_LOOKUPS + 2 - i),
        ]),
      ].slice(0, MAX_RECENT_LOOKUPS),
    )
    expect(result.ok && result.data.openItem).toBe(5)
  })

  it('keeps each catalog its own history, in the settings format stored before', async () => {
    connectTo(A)
    await service().recordLookup(item(1))
    connectTo(B)
    expect(ids(await service().recentLookups())).toStrictEqual([])
    await service().setOpenItem({ id: 9 })
    expect(settings.current().recent).toStrictEqual({
      [A]: {
        items: [{ id: 1, name: 'Item 1', status: 'WAITING_FOR_SEND', at: AT.toISOString() }],
        openItem: 1,
      },
      [B]: { items: [], openItem: 9 },
    })
  })

  it('clears the history but not the open item, and Undo puts back exactly what was there', async () => {
    connectTo(A)
    const recent = service()
    for (const id of [1, 2, 3]) await recent.recordLookup(item(id))
    const before = await recent.recentLookups()
    const cleared = await recent.clearRecentLookups()
    expect(cleared).toEqual({ ok: true, data: { items: [], openItem: 3 } })
    expect(await recent.undoClearRecentLookups()).toEqual(before)
  })

  it('Undo after new lookups keeps the new ones first and each item once; a second Undo adds nothing', async () => {
    connectTo(A)
    const recent = service()
    for (const id of [1, 2, 3]) await recent.recordLookup(item(id))
    await recent.clearRecentLookups()
    await recent.recordLookup(item(2))
    expect(ids(await recent.undoClearRecentLookups())).toStrictEqual([2, 3, 1])
    expect(ids(await recent.undoClearRecentLookups())).toStrictEqual([2, 3, 1])
  })

  it('Undo in another catalog does not bring the cleared history there', async () => {
    connectTo(A)
    const recent = service()
    await recent.recordLookup(item(1))
    await recent.clearRecentLookups()
    connectTo(B)
    expect(ids(await recent.undoClearRecentLookups())).toStrictEqual([])
    connectTo(A)
    expect(ids(await recent.undoClearRecentLookups())).toStrictEqual([1])
  })
})

describe('recent bulk lookups', () => {
  const kept = (result: Awaited<ReturnType<ReturnType<typeof service>['recentBulkLookups']>>) =>
    result.ok ? result.data.map((lookup) => lookup.ids.join(',')) : result

  it('keeps the last lookups first, per catalog, with when and the reply language, and the same IDs once', async () => {
    const recent = service()
    expect(await recent.recordBulkLookup({ ids: [1], language: null, chosen: null })).toEqual(NO_SESSION)
    connectTo(A)
    for (let id = 1; id <= MAX_RECENT_BULK_LOOKUPS + 2; id += 1)
      await recent.recordBulkLookup({ ids: [id, id + 1000], language: 'de', chosen: null })
    const list = await recent.recentBulkLookups()
    expect(kept(list)).toHaveLength(MAX_RECENT_BULK_LOOKUPS)
    expect(kept(list)).toEqual(
      expect.arrayContaining([`${MAX_RECENT_BULK_LOOKUPS + 2},${MAX_RECENT_BULK_LOOKUPS + 1002}`]),
    )
    expect(list.ok && list.data[0]).toEqual({
      ids: [MAX_RECENT_BULK_LOOKUPS + 2, MAX_RECENT_BULK_LOOKUPS + 1002],
      at: AT.toISOString(),
      language: 'de',
      chosen: null,
    })
    expect(kept(list)).not.toContain('1,1001')
    await recent.recordBulkLookup({ ids: [5, 1005], language: null, chosen: null })
    expect((kept(await recent.recentBulkLookups()) as string[]).slice(0, 2)).toEqual([
      '5,1005',
      `${MAX_RECENT_BULK_LOOKUPS + 2},${MAX_RECENT_BULK_LOOKUPS + 1002}`,
    ])
    expect(kept(await recent.recentBulkLookups())).toHaveLength(MAX_RECENT_BULK_LOOKUPS)
    connectTo(B)
    expect(kept(await recent.recentBulkLookups())).toEqual([])
  })

  it('sits beside the items opened: recording one keeps the other', async () => {
    connectTo(A)
    const recent = service()
    await recent.recordLookup(item(7))
    await recent.recordBulkLookup({ ids: [1, 2], language: 'ru', chosen: null })
    await recent.recordLookup(item(8))
    expect(ids(await recent.recentLookups())).toEqual([8, 7])
    expect(kept(await recent.recentBulkLookups())).toEqual(['1,2'])
  })

  it('Clear history clears the kept lookups too, and Undo puts back exactly what it cleared', async () => {
    connectTo(A)
    const recent = service()
    await recent.recordLookup(item(7))
    await recent.recordBulkLookup({ ids: [1, 2], language: 'de', chosen: null })
    await recent.recordBulkLookup({ ids: [3], language: null, chosen: null })
    await recent.clearRecentLookups()
    expect(kept(await recent.recentBulkLookups())).toEqual([])
    expect(settings.current().recent).toEqual({ [A]: { items: [], openItem: 7 } })
    // A ticket looked up meanwhile stays first; the cleared ones follow, each once.
    await recent.recordBulkLookup({ ids: [3], language: 'ru', chosen: null })
    await recent.recordBulkLookup({ ids: [9], language: null, chosen: null })
    await recent.undoClearRecentLookups()
    expect(kept(await recent.recentBulkLookups())).toEqual(['9', '3', '1,2'])
    expect(ids(await recent.recentLookups())).toEqual([7])
    await recent.clearRecentLookups()
    await recent.undoClearRecentLookups()
    expect(kept(await recent.recentBulkLookups())).toEqual(['9', '3', '1,2'])
  })

  it('Undo after a clear of kept lookups only brings back those, not an older clear', async () => {
    connectTo(A)
    const recent = service()
    await recent.recordLookup(item(7))
    await recent.clearRecentLookups()
    await recent.recordBulkLookup({ ids: [1, 2], language: 'de', chosen: null })
    await recent.clearRecentLookups()
    await recent.undoClearRecentLookups()
    expect(kept(await recent.recentBulkLookups())).toEqual(['1,2'])
    expect(ids(await recent.recentLookups())).toEqual([])
  })

  it("keeps the agent's choice of reply language for the ticket, only over a language read from it", async () => {
    connectTo(A)
    const recent = service()
    await recent.recordBulkLookup({ ids: [1, 2], language: 'de', chosen: 'es' })
    await recent.recordBulkLookup({ ids: [3], language: null, chosen: 'es' })
    const list = await recent.recentBulkLookups()
    expect(list.ok && list.data.map(({ language, chosen }) => [language, chosen])).toEqual([
      [null, null],
      ['de', 'es'],
    ])
  })

  it('loads a lookup kept without a reply language, or with an unreadable one, as the usual language', async () => {
    connectTo(A)
    const recent = service()
    await recent.recordBulkLookup({ ids: [9], language: 'ru', chosen: null })
    await settings.update((current) => ({
      ...current,
      recent: {
        [A]: {
          items: [],
          openItem: null,
          lookups: [
            // Kept before the choice was, and before the language was.
            { ids: [1, 2], at: AT.toISOString(), language: 'de' },
            { ids: [3], at: AT.toISOString() },
            // Edited by hand: only the unreadable field is lost.
            { ids: [4], at: AT.toISOString(), language: 'xx', chosen: 7 },
          ],
        },
      },
    }))
    const list = await recent.recentBulkLookups()
    expect(list.ok && list.data).toEqual([
      { ids: [1, 2], at: AT.toISOString(), language: 'de', chosen: null },
      { ids: [3], at: AT.toISOString(), language: null, chosen: null },
      { ids: [4], at: AT.toISOString(), language: null, chosen: null },
    ])
  })

  it('keeps where a lookup’s IDs came from, and reads an unknown origin as one that asks whose rows', async () => {
    connectTo(A)
    const recent = service()
    await recent.recordBulkLookup({ ids: [5, 6], language: null, chosen: null, origin: 'page' })
    await recent.recordBulkLookup({ ids: [7], language: null, chosen: null, origin: 'customer' })
    const list = await recent.recentBulkLookups()
    expect(list.ok && list.data.map(({ ids, origin }) => ({ ids, origin }))).toEqual([
      { ids: [7], origin: undefined },
      { ids: [5, 6], origin: 'page' },
    ])
    await settings.update((current) => ({
      ...current,
      recent: {
        [A]: { items: [], openItem: null, lookups: [{ ids: [8], at: AT.toISOString(), origin: 'x' }] },
      },
    }))
    const edited = await recent.recentBulkLookups()
    expect(edited.ok && edited.data[0]?.origin).toBe('page')
  })

  it('sets an unreadable stored lookup aside and keeps the rest and the items opened', async () => {
    connectTo(A)
    const recent = service()
    await recent.recordLookup(item(7))
    await recent.recordBulkLookup({ ids: [1, 2], language: 'en', chosen: null })
    await settings.update((current) => {
      const section = current.recent as Record<string, { lookups: unknown[] }>
      const entry = section[A]!
      return {
        ...current,
        recent: {
          ...section,
          [A]: { ...entry, lookups: [{ ids: [-1], at: 'yesterday', language: 'xx' }, ...entry.lookups] },
        },
      }
    })
    expect(kept(await recent.recentBulkLookups())).toEqual(['1,2'])
    expect(ids(await recent.recentLookups())).toEqual([7])
  })
})

describe('how long recent lookups are kept', () => {
  const DAY_MS = 24 * 60 * 60 * 1000
  const stored = () => settings.current().recent as Record<string, unknown> | undefined

  it(`keeps each entry ${RECENT_LOOKUPS_DAYS.default} days by default, then drops it from settings when read`, async () => {
    connectTo(A)
    const recent = service()
    await recent.recordLookup(item(1))
    await recent.recordBulkLookup({ ids: [1, 2], language: 'de', chosen: null })
    now = new Date(AT.getTime() + RECENT_LOOKUPS_DAYS.default * DAY_MS)
    await recent.recordLookup(item(2))
    expect(ids(await recent.recentLookups())).toEqual([2, 1])
    now = new Date(now.getTime() + 1)
    expect(ids(await recent.recentLookups())).toEqual([2])
    expect(await recent.recentBulkLookups()).toEqual({ ok: true, data: [] })
    await settings.flush()
    // Gone from the file, not only from the answer.
    expect(stored()).toEqual({ [A]: { items: [expect.objectContaining({ id: 2 })], openItem: 2 } })
  })

  it('drops what expired in every catalog when it starts, the connected one or not', async () => {
    connectTo(B)
    await service().recordBulkLookup({ ids: [5], language: null, chosen: null })
    connectTo(A)
    await service().recordLookup(item(1))
    now = new Date(AT.getTime() + 8 * DAY_MS)
    connectTo(null)
    service(7)
    await settings.flush()
    expect(stored()).toEqual({ [A]: { items: [], openItem: null }, [B]: { items: [], openItem: null } })
  })

  it('keeps nothing with 0 days: nothing opened or looked up is written, and nothing reopens', async () => {
    connectTo(A)
    const recent = service(0)
    await recent.recordLookup(item(1))
    await recent.recordBulkLookup({ ids: [1, 2], language: 'de', chosen: null })
    expect(await recent.recentLookups()).toEqual({ ok: true, data: { items: [], openItem: null } })
    expect(await recent.recentBulkLookups()).toEqual({ ok: true, data: [] })
    await settings.flush()
    expect(JSON.stringify(stored())).not.toMatch(/"id"|"ids"/)
  })

  it('forgets what Clear history removed once the session ends, so no Undo brings it back', async () => {
    connectTo(A)
    const recent = service()
    await recent.recordBulkLookup({ ids: [1, 2], language: 'de', chosen: null })
    await recent.clearRecentLookups()
    connectTo(null)
    connectTo(A)
    await recent.undoClearRecentLookups()
    expect(await recent.recentBulkLookups()).toEqual({ ok: true, data: [] })
  })
})
