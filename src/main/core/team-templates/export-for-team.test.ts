import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { ChooseSavePath } from '../export/save-export'
import { exportForTeam } from './export-for-team'
import { teamFixture, type TeamFixture } from './team-templates.test-support'

/**
 * `Export for the team…`: the save dialog's proposal, the file written, and the set version
 * counted only once the file is written.
 */

let fixture: TeamFixture
beforeEach(async () => {
  fixture = await teamFixture()
})
afterEach(async () => {
  await fixture.cleanup()
})

/** The lead's own set as the file text, marked with the version it carries. */
const exportText = (setVersion: number) => `{"setVersion": ${setVersion}}\n`

/** A save dialog that answers `path` (null: cancelled), noting what it proposed. */
function dialog(path: string | null) {
  const asked: Parameters<ChooseSavePath>[0][] = []
  const choose: ChooseSavePath = async (request) => {
    asked.push(request)
    return path
  }
  return { asked, choose }
}

describe('exportForTeam', () => {
  it('proposes team-reply-templates.json and writes the next set version there', async () => {
    const team = await fixture.open()
    await team.start()
    const path = join(fixture.dir, 'chosen.json')
    const save = dialog(path)
    expect(await exportForTeam(save.choose, exportText, team)).toEqual({
      ok: true,
      data: { saved: true, path, rows: 0, capped: false },
    })
    expect(save.asked).toEqual([{ fileName: 'team-reply-templates.json', format: 'json' }])
    expect(await readFile(path, 'utf8')).toBe('{"setVersion": 1}\n')
    expect(team.nextExportVersion()).toBe(2)
  })

  it('counts no version when the dialog is cancelled or the file cannot be written', async () => {
    const team = await fixture.open()
    await team.start()
    expect(await exportForTeam(dialog(null).choose, exportText, team)).toEqual({
      ok: true,
      data: { saved: false },
    })
    const unwritable = join(fixture.dir, 'no-such-folder', 'team.json')
    expect((await exportForTeam(dialog(unwritable).choose, exportText, team)).ok).toBe(false)
    expect(team.nextExportVersion()).toBe(1)
  })
})
