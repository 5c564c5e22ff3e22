import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { Notice } from '../../../shared/ipc'
import { words } from '../../../shared/i18n/words'
import { createSetAside } from './set-aside'

let dir: string
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'catalog-set-aside-'))
})
afterEach(async () => {
  await rm(dir, { recursive: true, force: true })
})

const said = (file: string) =>
  words({ id: 'templates.savedTo', defaultMessage: 'Saved to {path}' }, { path: file })

describe('createSetAside', () => {
  it('keeps the section beside settings.json and says so, naming the file', async () => {
    const notices: Notice[] = []
    const lines: string[] = []
    const setAside = createSetAside({
      dir,
      notice: (notice) => notices.push(notice),
      log: (line) => lines.push(line),
    })
    await setAside('watch', { 'https://a.example.com': 'nonsense' }, said)
    const [file, ...others] = await readdir(dir)
    expect(others).toStrictEqual([])
    expect(file).toMatch(/^watch\.unreadable-\d{4}-\d\d-\d\dT\d\d-\d\d-\d\d-\d{3}Z\.json$/)
    expect(JSON.parse(await readFile(join(dir, file ?? ''), 'utf8'))).toStrictEqual({
      'https://a.example.com': 'nonsense',
    })
    expect(notices).toStrictEqual([{ id: 'unreadable-watch', level: 'warning', message: said(file ?? '') }])
    expect(lines).toStrictEqual([])
  })

  it('logs, and says nothing, when the section cannot be saved', async () => {
    const notices: Notice[] = []
    const lines: string[] = []
    const setAside = createSetAside({
      dir: join(dir, 'gone'),
      notice: (notice) => notices.push(notice),
      log: (line) => lines.push(line),
    })
    await expect(setAside('replyTemplates', { broken: true }, said)).resolves.toBeUndefined()
    expect(notices).toStrictEqual([])
    expect(lines).toStrictEqual([
      expect.stringMatching(/^settings: could not set replyTemplates aside: .*ENOENT/),
    ])
  })
})
