import { spawnSync } from 'node:child_process'
import { readFile, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { inEnglish } from '../../../shared/i18n/english.test-support'
import { disposeCores, makeCore } from '../app-core.test-support'
import { NO_POLICY } from '../policy/load-policy'
import { createKeytarSecretStore } from '../secrets/keytar-secret-store'
import { PRIVATE_KEYRING, isolateKeychain, privateServiceName } from '../secrets/keyring.test-support'
import { openSettingsStore, SETTINGS_FILE_NAME } from '../settings/settings-store'
import { countedSpawns, forkStuckReader, teamFixture, type TeamFixture } from './team-templates.test-support'

/**
 * R5-1: a team source that never answers (a dead SMB or NFS share) kept a stat or open on
 * one of main's four I/O threads after the check gave up, and every later check took another:
 * after four, settings writes, keychain calls and the quit-time flush hung. Here the read is a
 * real one that never returns (a reader process opening a FIFO no one writes to), and main
 * keeps doing all of those while it is out.
 */

isolateKeychain()

let fixture: TeamFixture
let fifo: string
beforeEach(async () => {
  fixture = await teamFixture()
  fifo = join(fixture.dir, 'share.json')
  expect(spawnSync('mkfifo', [fifo]).status).toBe(0)
})
afterEach(async () => {
  await disposeCores()
  await fixture.cleanup()
})

describe.runIf(process.platform !== 'win32')('a team source that never answers (R5-1)', () => {
  it('is read once, then reported for as long as it is out, instead of read again', async () => {
    const reader = countedSpawns(forkStuckReader())
    let clock = 0
    const team = await fixture.open({ spawnReader: reader.spawn, timeoutMs: 1_000, now: () => clock })
    await team.start()
    await team.configure({ source: fifo, use: true })
    expect(inEnglish(team.status().problem)).toContain('because the file did not answer within 1 second')
    for (const minutes of [15, 30, 45, 60, 75]) {
      clock = minutes * 60_000
      expect(inEnglish((await team.checkNow()).problem)).toBe(
        `Team templates were not updated because the file has not answered for ${minutes} minutes, and the app waits for that answer before it asks again, so your own wording stays in use: check the address and your connection, then choose Check now.`,
      )
    }
    expect({ started: reader.started(), ended: reader.ended }).toEqual({ started: 1, ended: [] })
  })

  it('leaves settings writes, many file writes at once and the keychain working while it is out', async () => {
    const reader = countedSpawns(forkStuckReader())
    const team = await fixture.open({ spawnReader: reader.spawn, timeoutMs: 1_000 })
    await team.start()
    await team.configure({ source: fifo, use: true })
    for (let check = 0; check < 5; check++) await team.checkNow()

    const settings = await openSettingsStore({ dir: fixture.dir })
    await settings.update((current) => ({ ...current, lookupConcurrency: 3 }))
    await settings.flush()
    const saved = JSON.parse(await readFile(join(fixture.dir, SETTINGS_FILE_NAME), 'utf8')) as object
    expect(saved).toMatchObject({ lookupConcurrency: 3 })
    // More at once than Node has I/O threads: all four would be needed free.
    await Promise.all(Array.from({ length: 8 }, (_, index) => writeFile(join(fixture.dir, `w${index}`), 'x')))
    if (PRIVATE_KEYRING) {
      const keychain = createKeytarSecretStore({ serviceName: privateServiceName() })
      await keychain.set('https://catalog.example.com', 'stuck-share-token')
      expect(await keychain.get('https://catalog.example.com')).toBe('stuck-share-token')
      expect(await keychain.delete('https://catalog.example.com')).toBe(true)
    }
    expect(reader.started()).toBe(1)
  })

  it('lets the app quit at once with the read out, and ends the reader process', async () => {
    const reader = countedSpawns(forkStuckReader())
    // A policy's source is read at the start without waiting: its check is still out here.
    const { core, dir } = await makeCore({
      spawnTeamFileReader: reader.spawn,
      policy: { ...NO_POLICY, policy: { teamTemplatesSource: fifo } },
    })
    await vi.waitUntil(() => reader.started() === 1, { timeout: 5_000 })
    await core.saveWindowState({ x: 10, y: 20, width: 900, height: 700, maximized: false })
    await core.dispose()
    const saved = JSON.parse(await readFile(join(dir, SETTINGS_FILE_NAME), 'utf8')) as object
    expect(saved).toMatchObject({ window: { x: 10, y: 20, width: 900, height: 700 } })
    await vi.waitUntil(() => reader.ended.length === 1, { timeout: 5_000 })
    expect(reader.ended).toEqual(['SIGKILL'])
  })
})
