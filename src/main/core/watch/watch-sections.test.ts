import { describe, expect, it } from 'vitest'
import type { Notice } from '../../../shared/ipc'
import { STORED_TEXT_LIMITS } from '../../../shared/watch'
import { DEFAULT_WATCH_OPTIONS } from './watch-schema'
import { readSections } from './watch-sections'
import { watchedItem } from '../../../shared/watch.test-support'
import { inEnglish } from '../../../shared/i18n/english.test-support'
import type { Words } from '../../../shared/i18n/words'

const A = 'https://a.example.com'
const B = 'https://b.example.com'
const watched = (name: string | null) => watchedItem({ id: 7, name, status: 'WAITING_FOR_SEND' })
const recentOf = (name: string) => ({
  items: [{ id: 7, name, status: 'AVAILABLE', at: '2024-05-01T12:00:00.000Z' }],
  openItem: 7,
})

function reader() {
  const notices: Notice[] = []
  const setAside: [string, unknown][] = []
  const deps = {
    setAside: async (name: string, raw: unknown, said: (file: string) => Words) => {
      setAside.push([name, raw])
      notices.push({ id: `unreadable-${name}`, level: 'warning', message: said(`${name}.unreadable-1.json`) })
    },
    log: () => undefined,
  }
  return { deps, notices, setAside }
}

describe('reading the watch sections of settings', () => {
  it('R3: one catalog whose watch list cannot be read is set aside alone; the other catalogs keep theirs', async () => {
    const { deps, notices, setAside } = reader()
    const sections = readSections(deps, {
      watch: { [A]: 'nonsense', [B]: [watched('Kept')] },
      recent: { [A]: { items: 'no' }, [B]: recentOf('Kept') },
      watchOptions: undefined,
    })
    expect(sections.watch).toStrictEqual({ [B]: [watched('Kept')] })
    expect(sections.recent).toStrictEqual({ [B]: recentOf('Kept') })
    await Promise.resolve()
    expect(setAside).toStrictEqual([
      ['watch', { [A]: 'nonsense' }],
      ['recent', { [A]: { items: 'no' } }],
    ])
    expect(notices.map((notice) => inEnglish(notice.message))).toStrictEqual([
      expect.stringMatching(/watch list could not be read and was set aside for one catalog/),
      expect.stringMatching(/recent lookups could not be read and was set aside for one catalog/),
    ])
  })

  it('R3: names longer than their bound (a file edited by hand, an older version) are cut, not refused', () => {
    const { deps, setAside } = reader()
    const long = 'n'.repeat(10_000)
    const sections = readSections(deps, {
      // A problem kept as a sentence by a version before the catalogs: costs only itself.
      watch: { [A]: [{ ...watched(long), problem: 'p'.repeat(5_000) }] },
      recent: { [A]: recentOf(long) },
      watchOptions: undefined,
    })
    const [item] = sections.watch[A] ?? []
    expect(item?.name).toHaveLength(STORED_TEXT_LIMITS.name)
    expect(item?.name?.endsWith('n…')).toBe(true)
    expect(item?.problem).toBeNull()
    expect(sections.recent[A]?.items[0]?.name).toHaveLength(STORED_TEXT_LIMITS.name)
    expect(setAside).toStrictEqual([])
  })

  it('a section that is not a record of catalogs, and unreadable options, are set aside whole', async () => {
    const { deps, setAside } = reader()
    const sections = readSections(deps, {
      watch: [1, 2],
      recent: undefined,
      watchOptions: { intervalSeconds: 1 },
    })
    expect(sections).toStrictEqual({
      watch: {},
      recent: {},
      options: DEFAULT_WATCH_OPTIONS,
      setAside: true,
    })
    await Promise.resolve()
    expect(setAside).toStrictEqual([
      ['watch', [1, 2]],
      ['watchOptions', { intervalSeconds: 1 }],
    ])
  })
})
