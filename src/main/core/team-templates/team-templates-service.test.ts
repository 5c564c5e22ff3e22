import { access, mkdir, utimes, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { openSettingsStore } from '../settings/settings-store'
import { TEAM_COPY_FILE_NAME } from './team-copy'
import { readTeamPath } from './team-file'
import { readerWith, teamFileText, teamFixture, type TeamFixture } from './team-templates.test-support'
import { inEnglish } from '../../../shared/i18n/english.test-support'
import { withEnglish } from '../../../shared/i18n/english.test-support'

/**
 * The team templates service's choices around a read: when the source is read and when not,
 * what the agent's settings mean, what is said and logged, and that nothing is left running.
 * Reads from a path and a URL themselves are team-templates-file/url.test.ts's.
 */

let fixture: TeamFixture
let path: string
/** Every path the service read. */
let reads: string[]
beforeEach(async () => {
  fixture = await teamFixture()
  path = join(fixture.dir, 'team.json')
  reads = []
})
afterEach(async () => {
  vi.useRealTimers()
  await fixture.cleanup()
})

const counted = readerWith(async ({ path: source, lastMtimeMs, maxBytes }) => {
  reads.push(source)
  return readTeamPath(source, lastMtimeMs, maxBytes)
})
const open = () => fixture.open({ spawnReader: counted })
const notFound = (status: { set: { languages: { en?: { not_found?: string } } } | null }) =>
  status.set?.languages.en?.not_found

async function publish(text: string, mtimeSeconds: number, at = path) {
  await writeFile(at, text)
  await utimes(at, mtimeSeconds, mtimeSeconds)
}

/** Lets every queued check run to its end. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 50))

async function withTeamSettings(teamTemplates: unknown) {
  const store = await openSettingsStore({ dir: fixture.dir })
  await store.update((current) => ({ ...current, teamTemplates }))
  await store.flush()
}

describe('when the source is read', () => {
  it('reads a source a policy sets only once started, and again only when it changes', async () => {
    await publish(teamFileText('Policy {id}.', 1), 1_000)
    const team = await open()
    team.setManagedSource(path)
    await settle()
    expect(reads).toEqual([])
    const before = fixture.changes
    await team.start()
    // The start's check says it changed last, once its copy is kept on disk: the set alone
    // shows before that, and a change counted after it would be the check's own.
    await vi.waitUntil(() => fixture.changes > before)
    expect(team.status().set).not.toBeNull()
    const changes = fixture.changes
    team.setManagedSource(path)
    await settle()
    expect({ reads: reads.length, changes: fixture.changes }).toEqual({ reads: 1, changes })
  })

  it('reads a source a policy sets after the start at once', async () => {
    await publish(teamFileText('Later {id}.', 1), 1_000)
    const team = await open()
    await team.start()
    team.setManagedSource(path)
    await vi.waitUntil(() => team.status().set !== null)
    expect(notFound(team.status())).toBe('Later {id}.')
  })

  it('does not read a source that is off, at the start or when it is typed', async () => {
    await publish(teamFileText('Off {id}.', 1), 1_000)
    await withTeamSettings({ source: path, use: false })
    const team = await open()
    await team.start()
    await team.configure({ source: join(fixture.dir, 'other.json') })
    await settle()
    expect(reads).toEqual([])
    expect(team.status()).toMatchObject({ inUse: false, set: null })
  })

  it('reads the source when it is turned on, and not when it is typed again unchanged', async () => {
    await publish(teamFileText('On {id}.', 1), 1_000)
    const team = await open()
    await team.start()
    await team.configure({ source: path })
    expect((await team.configure({ use: true })).ok).toBe(true)
    expect(notFound(team.status())).toBe('On {id}.')
    expect(reads).toHaveLength(1)
    await team.configure({ source: ` ${path} ` })
    expect(reads).toHaveLength(1)
  })

  it('keeps the problem of a source typed again unchanged, and drops it for a new one', async () => {
    const team = await open()
    await team.start()
    await team.configure({ source: path, use: true })
    const problem = team.status().problem
    expect(withEnglish(problem)).toContain('there is no file at that path')
    await team.configure({ source: path })
    expect({ reads: reads.length, problem: team.status().problem }).toEqual({
      reads: 1,
      problem,
    })
    await team.configure({ source: join(fixture.dir, 'other.json'), use: false })
    expect(team.status().problem).toBeNull()
  })

  it('is not in use when turned on with no source, and reads nothing', async () => {
    const team = await open()
    await team.start()
    await team.configure({ use: true })
    expect(await team.checkNow()).toMatchObject({
      inUse: false,
      source: null,
      checkedAt: null,
      problem: null,
    })
    expect({ reads, logs: fixture.logs }).toEqual({ reads: [], logs: [] })
  })
})

describe('the agent’s settings', () => {
  it('starts off, with no source, from settings that are missing or not settings', async () => {
    await withTeamSettings('garbage')
    const team = await open()
    expect(team.status()).toMatchObject({ source: null, inUse: false })
    await team.configure({ source: path })
    expect(team.status()).toMatchObject({ source: path, inUse: false })
  })

  it('reads a choice that is not a yes or no as off', async () => {
    await withTeamSettings({ source: path, use: 'yes' })
    expect((await open()).status()).toMatchObject({ source: path, inUse: false })
  })

  it('keeps the source on a change of use only, trims a typed one, and clears it when emptied', async () => {
    const team = await open()
    await team.start()
    await team.configure({ source: `  ${path}  ` })
    expect(team.status().source).toBe(path)
    await team.configure({ use: false })
    expect(team.status().source).toBe(path)
    expect((await team.configure({ source: '  ' })).ok).toBe(true)
    expect(team.status().source).toBeNull()
  })

  it('refuses a source it cannot read, and any change while a policy sets it, as refusals', async () => {
    const team = await open()
    await team.start()
    expect(withEnglish(await team.configure({ source: 'team.json' }))).toMatchObject({
      ok: false,
      error: { kind: 'refused', message: expect.stringContaining('"team.json" is neither') },
    })
    team.setManagedSource(path)
    expect(await team.configure({ use: false })).toMatchObject({
      ok: false,
      error: { kind: 'refused' },
    })
  })

  it('says a saved source it cannot read was not read', async () => {
    await withTeamSettings({ source: 'relative/team.json', use: true })
    const team = await open()
    await team.start()
    await vi.waitUntil(() => team.status().checkedAt !== null)
    expect(inEnglish(team.status().problem)).toBe(
      'Team templates were not read: "relative/team.json" is neither a full file path nor an address. Give the full path of the team file (for example /mnt/team/reply-templates.json) or its https:// address.',
    )
  })
})

describe('what is kept and said', () => {
  it('takes a new source’s set whatever the old one’s version, and the same version again', async () => {
    const other = join(fixture.dir, 'other.json')
    await publish(teamFileText('Five {id}.', 5), 1_000)
    await publish(teamFileText('Two {id}.', 2), 1_000, other)
    const team = await open()
    await team.start()
    await team.configure({ source: path, use: true })
    await team.configure({ source: other })
    expect(team.status()).toMatchObject({ setVersion: 2, problem: null })
    await publish(teamFileText('Two again {id}.', 2), 2_000, other)
    expect(notFound(await team.checkNow())).toBe('Two again {id}.')
  })

  it('names the set kept as the last read when it has no version, and says to check the address', async () => {
    await publish(teamFileText('No version {id}.'), 1_000)
    const team = await open()
    await team.start()
    await team.configure({ source: path, use: true })
    await writeFile(path, '{')
    await utimes(path, 2_000, 2_000)
    expect(withEnglish((await team.checkNow()).problem)).toContain(
      'so the last team templates read stays in use: ask your team lead to publish it again',
    )
    expect((await team.configure({ source: join(fixture.dir, 'gone.json') })).ok).toBe(true)
    expect(inEnglish(team.status().problem)).toBe(
      'Team templates were not updated because there is no file at that path, so the last team templates read stays in use: check the address and your connection, then choose Check now.',
    )
    expect(fixture.logs).toContain('team templates: not updated: there is no file at that path')
  })

  it('says to check the address of a file that does not answer', async () => {
    const team = await fixture.open({
      spawnReader: readerWith(() => new Promise(() => undefined)),
      timeoutMs: 50,
    })
    await team.start()
    await team.configure({ source: path, use: true })
    expect(inEnglish(team.status().problem)).toMatch(/did not answer within 0 seconds, .*: check the address/)
  })

  it('uses a set it could not keep on disk, and logs why', async () => {
    await publish(teamFileText('Unkept {id}.', 1), 1_000)
    await mkdir(join(fixture.dir, TEAM_COPY_FILE_NAME))
    const team = await open()
    await team.start()
    await team.configure({ source: path, use: true })
    expect(notFound(team.status())).toBe('Unkept {id}.')
    expect(fixture.logs.join('\n')).toMatch(/^team templates: the copy could not be kept on disk: \S/m)
  })

  it('says a reader that stopped without an answer, and checks again after it', async () => {
    let fail = true
    const team = await fixture.open({
      spawnReader: readerWith(async ({ path: at, lastMtimeMs, maxBytes }) => {
        if (fail) throw new Error('share gone')
        return readTeamPath(at, lastMtimeMs, maxBytes)
      }),
    })
    await publish(teamFileText('After {id}.', 1), 1_000)
    await team.start()
    await team.configure({ source: path, use: true })
    expect(fixture.logs).toEqual([
      'team templates: not updated: the file could not be read (the reader stopped: Error: share gone)',
    ])
    fail = false
    expect(notFound(await team.checkNow())).toBe('After {id}.')
  })
})

describe('nothing left running', () => {
  it('keeps one poll however often it is rescheduled, none before the start, none after dispose', async () => {
    await publish(teamFileText('Poll {id}.', 1), 1_000)
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    const team = await open()
    await team.configure({ source: path, use: true })
    expect(vi.getTimerCount()).toBe(0)
    await team.start()
    await team.checkNow()
    await team.checkNow()
    expect(vi.getTimerCount()).toBe(1)
    const changes = fixture.changes
    team.dispose()
    expect(vi.getTimerCount()).toBe(0)
    team.setManagedSource(path)
    expect(vi.getTimerCount()).toBe(0)
    expect(fixture.changes).toBe(changes)
  })

  it('keeps nothing a check read after dispose', async () => {
    await publish(teamFileText('Late {id}.', 1), 1_000)
    let release = () => undefined as void
    const gate = new Promise<void>((resolve) => (release = resolve))
    const team = await fixture.open({
      spawnReader: readerWith(async ({ path: at, lastMtimeMs, maxBytes }) =>
        gate.then(() => readTeamPath(at, lastMtimeMs, maxBytes)),
      ),
    })
    await team.start()
    const configured = team.configure({ source: path, use: true })
    await settle()
    team.dispose()
    release()
    await configured
    await expect(access(join(fixture.dir, TEAM_COPY_FILE_NAME))).rejects.toThrow()
    expect(team.status()).toMatchObject({ set: null, checkedAt: null })
  })
})
