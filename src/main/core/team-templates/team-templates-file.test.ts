import { spawnSync } from 'node:child_process'
import { stat, utimes, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { MAX_TEAM_FILE_BYTES } from '../../../shared/reply/team-templates'
import { TEAM_CHECK_INTERVAL_MS } from './team-templates-service'
import { openSettingsStore } from '../settings/settings-store'
import { readerWith, teamFileText, teamFixture, type TeamFixture } from './team-templates.test-support'
import { inEnglish } from '../../../shared/i18n/english.test-support'
import { withEnglish } from '../../../shared/i18n/english.test-support'

let fixture: TeamFixture
let path: string
beforeEach(async () => {
  fixture = await teamFixture()
  path = join(fixture.dir, 'share', '..', 'team.json')
})
afterEach(async () => {
  vi.useRealTimers()
  await fixture.cleanup()
})

const notFound = (status: { set: { languages: { en?: { not_found?: string } } } | null }) =>
  status.set?.languages.en?.not_found

/** Writes the file with a given modification time (seconds), so "changed" never depends on the clock's grain. */
async function publish(text: string, mtimeSeconds: number) {
  await writeFile(path, text)
  await utimes(path, mtimeSeconds, mtimeSeconds)
}

async function inUse() {
  const team = await fixture.open()
  await team.start()
  expect((await team.configure({ source: path, use: true })).ok).toBe(true)
  return team
}

describe('team templates from a file path', () => {
  it('reads a file whose modification time changed, and not one whose time did not', async () => {
    await publish(teamFileText('One {id}.', 1), 1_000)
    const team = await inUse()
    expect(notFound(team.status())).toBe('One {id}.')

    // Same time: not read again, so new content behind an old time is not seen.
    await publish(teamFileText('Unseen {id}.', 2), 1_000)
    expect(notFound(await team.checkNow())).toBe('One {id}.')

    await publish(teamFileText('Two {id}.', 2), 2_000)
    const after = await team.checkNow()
    expect(notFound(after)).toBe('Two {id}.')
    expect(after).toMatchObject({ setVersion: 2, problem: null })
  })

  it('refuses a file over the size bound from its size, keeping the last good copy', async () => {
    await publish(teamFileText('Small {id}.', 1), 1_000)
    const team = await inUse()
    await publish(' '.repeat(MAX_TEAM_FILE_BYTES + 1), 2_000)
    expect((await stat(path)).size).toBeGreaterThan(MAX_TEAM_FILE_BYTES)
    const after = await team.checkNow()
    expect(notFound(after)).toBe('Small {id}.')
    expect(inEnglish(after.problem)).toContain('the file is larger than')
  })

  it('says when there is no file at the path', async () => {
    const team = await inUse()
    expect(inEnglish(team.status().problem)).toBe(
      'Team templates were not updated because there is no file at that path, so your own wording stays in use: check the address and your connection, then choose Check now.',
    )
  })

  it('gives up on a file that does not answer, so Check now is not held back for ever', async () => {
    const team = await fixture.open({
      spawnReader: readerWith(() => new Promise(() => undefined)),
      timeoutMs: 50,
    })
    await team.start()
    await team.configure({ source: path, use: true })
    expect(inEnglish(team.status().problem)).toContain('because the file did not answer within 0 seconds')
    // The read is still out: Check now says so instead of starting another.
    expect(withEnglish((await team.checkNow()).problem)).toContain(
      'the file has not answered for less than a minute',
    )
  })

  it('says a folder is not a file', async () => {
    const team = await fixture.open()
    await team.start()
    await team.configure({ source: fixture.dir, use: true })
    expect(inEnglish(team.status().problem)).toContain('because that path is a folder, not a file')
  })

  it.runIf(process.platform !== 'win32')(
    'says a FIFO is a named pipe, not a folder, and is not held by it (R5-10)',
    async () => {
      const fifo = join(fixture.dir, 'team.fifo')
      expect(spawnSync('mkfifo', [fifo]).status).toBe(0)
      const team = await fixture.open()
      await team.start()
      await team.configure({ source: fifo, use: true })
      expect(inEnglish(team.status().problem)).toContain(
        'because that path is a named pipe (FIFO), not a file, so your own wording stays in use',
      )
    },
  )

  it('reads the source again every 15 minutes while in use, and not before', async () => {
    await publish(teamFileText('Before {id}.', 1), 1_000)
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    const team = await inUse()
    expect(notFound(team.status())).toBe('Before {id}.')
    await publish(teamFileText('After {id}.', 2), 2_000)

    const changesBefore = fixture.changes
    await vi.advanceTimersByTimeAsync(TEAM_CHECK_INTERVAL_MS - 1)
    expect(fixture.changes).toBe(changesBefore)
    await vi.advanceTimersByTimeAsync(1)
    await vi.waitUntil(() => fixture.changes > changesBefore, { timeout: 5_000, interval: 10 })
    expect(notFound(team.status())).toBe('After {id}.')
  })

  it('does not poll when team templates are off', async () => {
    await publish(teamFileText('Off {id}.', 1), 1_000)
    const team = await fixture.open()
    await team.start()
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    await team.configure({ source: path, use: false })
    expect(vi.getTimerCount()).toBe(0)
    expect(team.status()).toMatchObject({ inUse: false, set: null, source: path })
  })
})

describe('the agent’s choice and the policy seam', () => {
  it('refuses plain http to another computer, a relative path and an address with a password', async () => {
    const team = await fixture.open()
    await team.start()
    for (const source of [
      'http://intranet.example/team.json',
      'team.json',
      'https://lead:pw@intranet.example/t.json',
    ]) {
      const result = await team.configure({ source, use: true })
      expect(result.ok, source).toBe(false)
    }
    expect(team.status()).toMatchObject({ source: null, inUse: false })
  })

  it('keeps the source and the choice in settings.json for the next start', async () => {
    await publish(teamFileText('Saved {id}.', 1), 1_000)
    const first = await inUse()
    first.dispose()
    const next = await fixture.open()
    expect(next.status()).toMatchObject({ source: path, inUse: true, lockedBy: null })
  })

  it('uses a source a policy sets, and refuses the agent’s change while it is set', async () => {
    await publish(teamFileText('Policy {id}.', 3), 1_000)
    const team = await fixture.open()
    team.setManagedSource(path)
    await team.start()
    await vi.waitUntil(() => team.status().set !== null)
    expect(team.status()).toMatchObject({
      source: path,
      inUse: true,
      lockedBy: 'policy',
      setVersion: 3,
    })
    const refused = await team.configure({ use: false })
    expect(refused.ok).toBe(false)
    if (!refused.ok)
      expect(inEnglish(refused.error.message)).toContain(
        'Your organization sets where team templates come from',
      )
    team.setManagedSource(null)
    expect(team.status()).toMatchObject({ lockedBy: null, inUse: false })
  })

  it('numbers the next export above both the last export and the set in use', async () => {
    await publish(teamFileText('Five {id}.', 5), 1_000)
    const team = await fixture.open()
    await team.start()
    expect(team.nextExportVersion()).toBe(1)
    await team.recordExport(1)
    expect(team.nextExportVersion()).toBe(2)
    await team.configure({ source: path, use: true })
    expect(team.nextExportVersion()).toBe(6)
  })

  it('refuses a share, WebDAV or device path the agent types, and reads one the policy names (R5-10)', async () => {
    const team = await fixture.open({ platform: 'win32' })
    await team.start()
    for (const [source, says] of [
      ['\\\\fs01\\support\\team.json', 'is on a network share'],
      ['\\\\fs01@SSL\\DavWWWRoot\\team.json', 'is on a network share'],
      ['\\\\.\\pipe\\team', 'is a device path'],
      ['C:\\share\\NUL.json', 'is a device path'],
    ] as const) {
      const refused = await team.configure({ source, use: true })
      expect(!refused.ok && inEnglish(refused.error.message), source).toContain(says)
    }
    expect(team.status()).toMatchObject({ source: null, inUse: false })
    team.setManagedSource('\\\\fs01\\support\\team.json')
    await vi.waitUntil(() => team.status().checkedAt !== null)
    expect(team.status()).toMatchObject({ lockedBy: 'policy', inUse: true })
    expect(inEnglish(team.status().problem)).not.toContain('network share')
  })

  it('says a saved Windows path was not read on Linux, instead of reading it from the working folder (R5-10)', async () => {
    const settings = await openSettingsStore({ dir: fixture.dir })
    await settings.update((current) => ({
      ...current,
      teamTemplates: { source: 'C:\\share\\team.json', use: true, lastExported: null },
    }))
    await settings.flush()
    const team = await fixture.open({ platform: 'linux' })
    await team.start()
    await vi.waitUntil(() => team.status().checkedAt !== null)
    expect(inEnglish(team.status().problem)).toBe(
      'Team templates were not read: "C:\\share\\team.json" is a Windows path, not one of this computer. Give the full path of the team file as this computer sees it, or its https:// address.',
    )
  })
})
