import { describe, expect, it } from 'vitest'
import { inEnglish } from '../../shared/i18n/english.test-support'
import type { TeamTemplatesStatus } from '../../shared/reply/team-templates'
import { formatMoment } from '../format/format-time'
import { teamInUseWords } from './team-status-text'

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

describe('teamInUseWords', () => {
  it('says the version and when it was checked, in the app’s time format', () => {
    expect(inEnglish(teamInUseWords(status, checkedAt + 60_000, 'en'))).toBe(
      `Team templates 4, checked ${formatMoment(new Date(checkedAt), checkedAt, 'en')}`,
    )
  })

  it('says so when the file has no version, or was not checked yet', () => {
    expect(inEnglish(teamInUseWords({ ...status, setVersion: null }, checkedAt, 'en'))).toMatch(
      /^Team templates without a version, checked /,
    )
    expect(inEnglish(teamInUseWords({ ...status, checkedAt: null }, checkedAt, 'en'))).toBe(
      'Team templates 4, not checked yet',
    )
  })

  it('says a large version as written, not as a grouped number', () => {
    expect(
      inEnglish(teamInUseWords({ ...status, setVersion: 12345, checkedAt: null }, checkedAt, 'en')),
    ).toBe('Team templates 12345, not checked yet')
  })

  it('is null when team templates are off or none was ever read', () => {
    expect(teamInUseWords({ ...status, inUse: false }, checkedAt, 'en')).toBeNull()
    expect(teamInUseWords({ ...status, set: null }, checkedAt, 'en')).toBeNull()
    expect(teamInUseWords(undefined, checkedAt, 'en')).toBeNull()
  })
})
