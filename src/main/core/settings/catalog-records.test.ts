import { describe, expect, it } from 'vitest'
import { withoutHistory, withoutRecords } from './catalog-records'
import { DEFAULT_SETTINGS, type Settings } from './settings-schema'

const A = 'https://a.example.com'
const B = 'https://b.example.com'
const history = { items: [], openItem: 7 }

describe("dropping a catalog's watch list and history", () => {
  it('removes its entry from both sections and keeps every other catalog’s', () => {
    const settings: Settings = {
      ...DEFAULT_SETTINGS,
      watch: { [A]: [], [B]: [] },
      recent: { [A]: history, [B]: history },
    }
    expect(withoutRecords(settings, A)).toStrictEqual({
      ...settings,
      watch: { [B]: [] },
      recent: { [B]: history },
    })
  })

  it('leaves an absent section absent, so a file without one is written as it was', () => {
    const settings: Settings = { ...DEFAULT_SETTINGS, watch: { [A]: [] } }
    const next = withoutRecords(settings, A)
    expect(next).toStrictEqual({ ...DEFAULT_SETTINGS, watch: {} })
    expect(next).not.toHaveProperty('recent')
  })

  it('reads a section that is not an object (an unreadable one) as empty', () => {
    const settings: Settings = { ...DEFAULT_SETTINGS, watch: 'not a list', recent: [history] }
    expect(withoutRecords(settings, A)).toStrictEqual({ ...DEFAULT_SETTINGS, watch: {}, recent: {} })
  })

  it('changes nothing else and leaves the settings it was given as they were', () => {
    const settings: Settings = { ...DEFAULT_SETTINGS, lastUsed: A, watch: { [A]: [] } }
    withoutRecords(settings, A)
    expect(settings.watch).toStrictEqual({ [A]: [] })
    expect(withoutRecords(settings, A).lastUsed).toBe(A)
  })
})

describe("dropping a catalog's history on sign-out", () => {
  const settings: Settings = {
    ...DEFAULT_SETTINGS,
    watch: { [A]: [], [B]: [] },
    recent: { [A]: history, [B]: history },
  }

  it("removes that catalog's history and keeps its watch list and every other catalog's", () => {
    expect(withoutHistory(settings, A)).toStrictEqual({ ...settings, recent: { [B]: history } })
  })

  it("removes every catalog's history for null, and leaves an absent section absent", () => {
    expect(withoutHistory(settings, null)).toStrictEqual({ ...settings, recent: {} })
    expect(withoutHistory(DEFAULT_SETTINGS, null)).toBe(DEFAULT_SETTINGS)
  })
})
