import { describe, expect, it } from 'vitest'
import { describeTeamSource, readTeamSource, type TeamSourceContext } from './team-source'
import { MAX_TEAM_SOURCE_CHARS } from './team-templates'

const AGENT_LINUX: TeamSourceContext = { system: 'posix', setBy: 'agent' }
const AGENT_WINDOWS: TeamSourceContext = { system: 'windows', setBy: 'agent' }
const POLICY_WINDOWS: TeamSourceContext = { system: 'windows', setBy: 'policy' }
const POLICY_FILE: TeamSourceContext = { system: 'any', setBy: 'policy' }

const kindOf = (text: string, context: TeamSourceContext) => {
  const read = readTeamSource(text, context)
  return read.ok ? read.source.kind : read.problem.kind
}

describe('readTeamSource: the one rule for the dialog and the policy file', () => {
  it.each([
    ['/srv/team/templates.json', 'file'],
    ['  /srv/team/templates.json  ', 'file'],
    ['https://intranet.example.com/team/templates.json', 'url'],
    ['https://intranet.example.com/raw/templates.json?ref=main', 'url'],
    ['http://127.0.0.1:8080/templates.json', 'url'],
    ['http://localhost/templates.json', 'url'],
    ['http://[::1]:9/templates.json', 'url'],
  ])('takes %s as a %s', (text, kind) => {
    const read = readTeamSource(text, AGENT_LINUX)
    expect(read.ok && read.source.kind).toBe(kind)
    if (read.ok)
      expect(describeTeamSource(read.source)).toBe(kind === 'file' ? text.trim() : new URL(text).href)
  })

  it.each([
    [`/${'a'.repeat(MAX_TEAM_SOURCE_CHARS)}`, 'too-long'],
    ['team/templates.json', 'not-absolute'],
    ['templates.json', 'not-absolute'],
    ['/srv/team\u0000/templates.json', 'not-absolute'],
    ['', 'not-absolute'],
    ['https://', 'bad-url'],
    ['ftp://intranet.example.com/t.json', 'scheme'],
    ['file:///srv/team/t.json', 'scheme'],
    ['https://lead:pw@intranet.example.com/t.json', 'credentials'],
    ['https://lead@intranet.example.com/t.json', 'credentials'],
    ['https://intranet.example.com/t.json?access_token=abc', 'secret-in-query'],
    ['https://intranet.example.com/t.json?ref=main&API-KEY=abc', 'secret-in-query'],
    ['http://intranet.example.com/t.json', 'plain-http'],
    ['http://127.0.0.1.example.com/t.json', 'plain-http'],
  ])('refuses %j as %s', (text, kind) => {
    expect(kindOf(text, AGENT_LINUX)).toBe(kind)
  })

  it('takes a source of exactly the longest length', () => {
    expect(readTeamSource(`/${'a'.repeat(MAX_TEAM_SOURCE_CHARS - 1)}`, AGENT_LINUX).ok).toBe(true)
  })

  it('names the scheme it does not read', () => {
    const read = readTeamSource('ftp://intranet.example.com/t.json', AGENT_LINUX)
    expect(!read.ok && read.problem.kind === 'scheme' && read.problem.protocol).toBe('ftp:')
  })
})

describe('paths of this system only (R5-10)', () => {
  it.each([
    ['C:\\Shares\\Team\\templates.json', 'windows'],
    ['c:/Shares/Team/templates.json', 'windows'],
    ['\\\\fileserver\\team\\templates.json', 'windows'],
    ['\\\\?\\C:\\team\\templates.json', 'windows'],
  ])(
    'refuses %s on Linux and macOS as a %s path, which would resolve against the working folder',
    (text, system) => {
      const read = readTeamSource(text, AGENT_LINUX)
      expect(!read.ok && read.problem).toEqual({ kind: 'other-system', system })
    },
  )

  it('refuses a Linux or macOS path on Windows, where it would be relative to the drive', () => {
    const read = readTeamSource('/srv/team/templates.json', AGENT_WINDOWS)
    expect(!read.ok && read.problem).toEqual({ kind: 'other-system', system: 'posix' })
    expect(kindOf('\\srv\\team\\templates.json', AGENT_WINDOWS)).toBe('not-absolute')
    expect(kindOf('\\\\\\triple', AGENT_WINDOWS)).toBe('not-absolute')
  })

  it('takes a drive path on Windows, and a path with a double slash on Linux as the same folder', () => {
    expect(kindOf('C:\\Shares\\Team\\templates.json', AGENT_WINDOWS)).toBe('file')
    expect(kindOf('c:/Shares/Team/templates.json', AGENT_WINDOWS)).toBe('file')
    expect(kindOf('//srv/team/templates.json', AGENT_LINUX)).toBe('file')
    expect(kindOf('C:\\Shares\\console.json', AGENT_WINDOWS)).toBe('file')
    expect(kindOf('/srv/device/templates.json', AGENT_LINUX)).toBe('file')
  })
})

describe('network shares and device paths: only when the policy names them (R5-10)', () => {
  it.each([
    '\\\\fileserver\\team\\templates.json',
    '//fileserver/team/templates.json',
    '\\\\fileserver@SSL\\DavWWWRoot\\team\\templates.json',
    '\\\\fileserver@SSL@443\\team\\templates.json',
    '\\\\fileserver@8080\\team\\templates.json',
    '\\\\fileserver\\DavWWWRoot\\templates.json',
  ])('refuses the network path %s typed by the agent, and takes it from the policy', (text) => {
    expect(kindOf(text, AGENT_WINDOWS)).toBe('network-path')
    expect(kindOf(text, POLICY_WINDOWS)).toBe('file')
    expect(kindOf(text, POLICY_FILE)).toBe('file')
  })

  it.each([
    '\\\\.\\pipe\\team',
    '\\\\?\\C:\\team\\templates.json',
    '//?/C:/team/templates.json',
    '//./COM1',
    '\\??\\C:\\team\\templates.json',
    '\\\\?\\UNC\\fileserver\\team\\templates.json',
    'C:\\team\\NUL',
    'C:\\team\\nul.json',
    'C:\\team\\CON .json',
    'C:\\team\\com1\\templates.json',
    'C:\\team\\LPT¹.json',
    'C:\\team\\CONOUT$',
  ])('refuses the Windows device path %s typed by the agent, and takes it from the policy', (text) => {
    expect(kindOf(text, AGENT_WINDOWS)).toBe('device-path')
    expect(kindOf(text, POLICY_WINDOWS)).toBe('file')
  })

  it.each(['/dev/zero', '/dev/tty', '/dev', '//dev/stdin', '/./dev/fd/0', '/srv/../dev/random', '/dev/'])(
    'refuses the device path %s typed by the agent on Linux, and takes it from the policy',
    (text) => {
      expect(kindOf(text, AGENT_LINUX)).toBe('device-path')
      expect(kindOf(text, { system: 'posix', setBy: 'policy' })).toBe('file')
      expect(kindOf(text, POLICY_FILE)).toBe('file')
    },
  )

  it('reads a policy file’s path for either system, since the schema runs before the app knows which', () => {
    for (const text of ['/srv/team/templates.json', 'C:\\team\\templates.json', '\\\\fs\\team\\t.json'])
      expect(kindOf(text, POLICY_FILE)).toBe('file')
    expect(kindOf('team/templates.json', POLICY_FILE)).toBe('not-absolute')
  })
})
