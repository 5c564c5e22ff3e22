import { describe, expect, it } from 'vitest'
import { teamSourceKey } from './team-source-key'

/** The version fence's key: one per file however its name is typed, another for another file. */

const same = (a: string, b: string, platform = 'linux') =>
  expect(teamSourceKey(a, platform), `${a} / ${b}`).toBe(teamSourceKey(b, platform))
const differ = (a: string, b: string, platform = 'linux') =>
  expect(teamSourceKey(a, platform), `${a} / ${b}`).not.toBe(teamSourceKey(b, platform))

describe('teamSourceKey', () => {
  it('keys an address without its fragment, host case, trailing slash or dot, default port or escape spelling', () => {
    const base = 'https://intranet.example.com/team/templates.json'
    for (const typed of [
      `${base}#x`,
      `${base}#`,
      'HTTPS://Intranet.Example.COM/team/templates.json',
      'https://intranet.example.com./team/templates.json',
      'https://intranet.example.com:443/team/templates.json',
      `${base}/`,
      'https://intranet.example.com/team/./x/../templates.json',
      'https://intranet.example.com/%74eam/templates.json',
      `  ${base}  `,
    ])
      same(typed, base)
    same('https://h.example/a%2fb.json', 'https://h.example/a%2Fb.json')
  })

  it('keeps what names another file: path case, another port, another query, another host', () => {
    const base = 'https://intranet.example.com/team/templates.json'
    differ(base, 'https://intranet.example.com/Team/templates.json')
    differ(base, 'https://intranet.example.com:8443/team/templates.json')
    differ(base, `${base}?ref=main`)
    differ(base, 'https://mirror.example.com/team/templates.json')
    differ(base, 'http://localhost/team/templates.json')
  })

  it('keys a Linux path by its names, case and all', () => {
    same('/srv/team//templates.json', '/srv/team/templates.json')
    same('/srv/./old/../team/templates.json/', '/srv/team/templates.json')
    differ('/srv/team/Templates.json', '/srv/team/templates.json')
  })

  it('keys a macOS path without case, as its disks read it by default', () => {
    same('/Volumes/Team/Templates.json', '/volumes/team/templates.json', 'darwin')
  })

  it('keys a Windows path without case, either slash, or a name’s trailing dots and spaces', () => {
    const base = 'C:\\Shares\\Team\\templates.json'
    for (const typed of [
      'c:/shares/team/templates.json',
      'C:\\Shares\\\\Team\\.\\templates.json',
      'C:\\Shares\\Other\\..\\Team\\templates.json',
      'C:\\Shares\\Team.\\templates.json ',
      'C:\\..\\Shares\\Team\\templates.json',
    ])
      same(typed, base, 'win32')
    same('\\\\FS01\\Support\\..\\..\\t.json', '\\\\fs01\\support\\t.json', 'win32')
    differ('\\\\fs01\\support\\t.json', 'C:\\fs01\\support\\t.json', 'win32')
    differ('C:\\Shares\\Team\\templates.json', 'D:\\Shares\\Team\\templates.json', 'win32')
  })
})
