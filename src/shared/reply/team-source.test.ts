import { describe, expect, it } from 'vitest'
import { describeTeamSource, readTeamSource } from './team-source'
import { MAX_TEAM_SOURCE_CHARS } from './team-templates'

describe('readTeamSource: the one rule for the dialog and the policy file', () => {
  it.each([
    ['/srv/team/templates.json', 'file'],
    ['  /srv/team/templates.json  ', 'file'],
    ['C:\\Shares\\Team\\templates.json', 'file'],
    ['c:/Shares/Team/templates.json', 'file'],
    ['\\\\fileserver\\team\\templates.json', 'file'],
    ['https://intranet.example.com/team/templates.json', 'url'],
    ['https://intranet.example.com/raw/templates.json?ref=main', 'url'],
    ['http://127.0.0.1:8080/templates.json', 'url'],
    ['http://localhost/templates.json', 'url'],
    ['http://[::1]:9/templates.json', 'url'],
  ])('takes %s as a %s', (text, kind) => {
    const read = readTeamSource(text)
    expect(read.ok && read.source.kind).toBe(kind)
    if (read.ok)
      expect(describeTeamSource(read.source)).toBe(kind === 'file' ? text.trim() : new URL(text).href)
  })

  it.each([
    [`/${'a'.repeat(MAX_TEAM_SOURCE_CHARS)}`, 'too-long'],
    ['team/templates.json', 'not-absolute'],
    ['templates.json', 'not-absolute'],
    ['\\\\\\triple', 'not-absolute'],
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
    const read = readTeamSource(text)
    expect(read.ok ? 'taken' : read.problem.kind).toBe(kind)
  })

  it('takes a source of exactly the longest length', () => {
    expect(readTeamSource(`/${'a'.repeat(MAX_TEAM_SOURCE_CHARS - 1)}`).ok).toBe(true)
  })

  it('names the scheme it does not read', () => {
    const read = readTeamSource('ftp://intranet.example.com/t.json')
    expect(!read.ok && read.problem.kind === 'scheme' && read.problem.protocol).toBe('ftp:')
  })
})
