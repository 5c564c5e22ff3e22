import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { readTeamFileText } from '../../../shared/reply/team-file'
import { loadTeamCopy, saveTeamCopy, TEAM_COPY_FILE_NAME, type TeamCopy } from './team-copy'
import { teamFileText } from './team-templates.test-support'
import { inEnglish } from '../../../shared/i18n/english.test-support'

/** The last good team set kept on disk, as the next start finds it. */

let dir: string
let logs: string[]
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'catalog-team-copy-'))
  logs = []
})
afterEach(async () => {
  await rm(dir, { recursive: true, force: true })
})

const load = () => loadTeamCopy(dir, (line) => logs.push(line))

function readTeamFile(text: string) {
  const read = readTeamFileText(text)
  if (!read.ok) throw new Error(inEnglish(read.problem))
  return read.file
}

describe('the kept team copy', () => {
  it('is none, said nowhere, before a team set was ever read', async () => {
    expect(await load()).toBeNull()
    expect(logs).toEqual([])
  })

  it('is found again as it was kept', async () => {
    const copy: TeamCopy = {
      source: '/srv/team.json',
      setVersion: 3,
      set: readTeamFile(teamFileText('Not found {id}.', 3)).set,
      readAt: 1_000,
      etag: '"e"',
      lastModified: null,
      mtimeMs: 2_000,
    }
    await saveTeamCopy(dir, copy)
    expect(await readdir(dir)).toEqual([TEAM_COPY_FILE_NAME])
    expect(await load()).toEqual(copy)
  })

  it('is none when it is not JSON, or not a copy, and the log says which', async () => {
    await writeFile(join(dir, TEAM_COPY_FILE_NAME), '{"source": ')
    expect(await load()).toBeNull()
    await writeFile(
      join(dir, TEAM_COPY_FILE_NAME),
      JSON.stringify({ source: '/srv/team.json', setVersion: 0 }),
    )
    expect(await load()).toBeNull()
    expect(logs).toHaveLength(2)
    expect(logs[0]).toBe('team templates: the kept copy is not JSON')
    expect(logs[1]).toMatch(/^team templates: the kept copy could not be read: at setVersion: \S/)
  })
})
