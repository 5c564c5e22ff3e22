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

const AGENT_LINUX = { system: 'posix', setBy: 'agent' } as const

function messageFor(typed: string, context: Parameters<typeof readTeamSource>[1] = AGENT_LINUX): string {
  const read = readTeamSource(typed, context)
  if (read.ok) throw new Error(`${typed} was taken`)
  return inEnglish(read.message)
}

describe('readTeamSource (the dialog’s sentences)', () => {
  it('takes a full path or an https address', () => {
    expect(readTeamSource('  /mnt/team/reply-templates.json ', AGENT_LINUX)).toEqual({
      ok: true,
      source: { kind: 'file', path: '/mnt/team/reply-templates.json' },
    })
    expect(readTeamSource('https://intranet.example/team.json', AGENT_LINUX).ok).toBe(true)
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

  it('says a share or device path is read only when the policy names it, and a path of another system is not this computer’s', () => {
    const windows = { system: 'windows', setBy: 'agent' } as const
    expect(messageFor('\\\\fs01\\support\\team.json', windows)).toBe(
      '"\\\\fs01\\support\\team.json" is on a network share, which the app reads only when your organization\'s policy names it (\\\\server\\share paths and WebDAV alike). Ask IT to set it, or give the path where this computer mounts the share (a drive letter such as Z: on Windows).',
    )
    expect(messageFor('/dev/zero')).toBe(
      '"/dev/zero" is a device path, which the app reads only when your organization\'s policy names it. Give the ordinary full path of the team file or its https:// address.',
    )
    expect(messageFor('C:\\Shares\\team.json')).toBe(
      '"C:\\Shares\\team.json" is a Windows path, not one of this computer. Give the full path of the team file as this computer sees it, or its https:// address.',
    )
    expect(messageFor('/srv/team.json', windows)).toContain(
      'is a Linux or macOS path, not one of this computer',
    )
  })
})
