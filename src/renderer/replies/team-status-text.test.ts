import { describe, expect, it } from 'vitest'
import type { TeamTemplatesStatus } from '../../shared/reply/team-templates'
import { formatMoment } from '../format/format-time'
import { teamInUseText } from './team-status-text'

const checkedAt = new Date(2026, 10, 25, 14, 2).getTime()
const status: TeamTemplatesStatus = {
  source: '/mnt/team/reply-templates.json',
  inUse: true,
  lockedBy: null,
  setVersion: 4,
  checkedAt,
  problem: null,
  set: { languages: {} },
}

describe('teamInUseText', () => {
  it('says the version and when it was checked, in the app’s time format', () => {
    expect(teamInUseText(status, checkedAt + 60_000)).toBe(
      `Team templates 4, checked ${formatMoment(new Date(checkedAt), checkedAt)}`,
    )
  })

  it('says so when the file has no version', () => {
    expect(teamInUseText({ ...status, setVersion: null }, checkedAt)).toMatch(
      /^Team templates without a version, checked /,
    )
  })

  it('is null when team templates are off or none was ever read', () => {
    expect(teamInUseText({ ...status, inUse: false }, checkedAt)).toBeNull()
    expect(teamInUseText({ ...status, set: null }, checkedAt)).toBeNull()
    expect(teamInUseText(undefined, checkedAt)).toBeNull()
  })
})
