import { describe, expect, it } from 'vitest'
import { MAX_TEAM_SOURCE_CHARS } from '../../../shared/reply/team-templates'
import { readTeamSource } from './team-source'
import { inEnglish } from '../../../shared/i18n/english.test-support'
import { withEnglish } from '../../../shared/i18n/english.test-support'

/** The sentence the Reply templates dialog shows under a team source it refuses. */

const HELP =
  'Give the full path of the team file (for example /mnt/team/reply-templates.json) or its https:// address.'
const NO_SIGN_IN =
  'Team templates are read without sign-in: publish the file where the team can read it without one.'

function messageFor(typed: string): string {
  const read = readTeamSource(typed)
  if (read.ok) throw new Error(`${typed} was taken`)
  return inEnglish(read.message)
}

describe('readTeamSource (the dialog’s sentences)', () => {
  it('takes a full path or an https address', () => {
    expect(readTeamSource('  /mnt/team/reply-templates.json ')).toEqual({
      ok: true,
      source: { kind: 'file', path: '/mnt/team/reply-templates.json' },
    })
    expect(readTeamSource('https://intranet.example/team.json').ok).toBe(true)
  })

  it('shows what was typed, trimmed and cut to 80 characters', () => {
    expect(messageFor('  team.json  ')).toBe(
      `"team.json" is neither a full file path nor an address. ${HELP}`,
    )
    const long = `team/${'a'.repeat(100)}.json`
    expect(messageFor(long)).toBe(
      `"${long.slice(0, 80)}" is neither a full file path nor an address. ${HELP}`,
    )
  })

  it('says what is wrong with each address it refuses', () => {
    expect(withEnglish(messageFor(`/srv/${'a'.repeat(MAX_TEAM_SOURCE_CHARS)}`))).toBe(
      `That is longer than ${MAX_TEAM_SOURCE_CHARS.toLocaleString('en')} characters. ${HELP}`,
    )
    expect(messageFor('https://[intranet/team.json')).toBe(
      `"https://[intranet/team.json" is not a valid address. ${HELP}`,
    )
    expect(messageFor('https://lead:pw@intranet.example/team.json')).toBe(
      `That address has a user name or password in it. ${NO_SIGN_IN}`,
    )
    expect(messageFor('https://intranet.example/team.json?access_token=abc')).toBe(
      `That address carries a token in it. ${NO_SIGN_IN}`,
    )
    expect(messageFor('ftp://intranet.example/team.json')).toBe(
      `Addresses starting with ftp:// are not read. ${HELP}`,
    )
  })

  it('offers the https address for plain http to another computer', () => {
    expect(messageFor(' HTTP://intranet.example/team.json ')).toBe(
      'Plain http is used only on this computer. Use https://intranet.example/team.json or a file path.',
    )
  })
})
