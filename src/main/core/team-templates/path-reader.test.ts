import { spawnSync } from 'node:child_process'
import { mkdtemp, rm, utimes, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { inEnglish } from '../../../shared/i18n/english.test-support'
import { createPathReader, type PathReader, type SpawnReader } from './path-reader'
import { countedSpawns, forkStuckReader, forkTestReader, readerWith } from './team-templates.test-support'

/**
 * Reads of a path in reader processes: real ones (Node's fork of the reader entry), one
 * read at a time, a stuck one reported rather than repeated, ended at dispose.
 */

let dir: string
const readers: PathReader[] = []
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'catalog-path-reader-'))
})
afterEach(async () => {
  for (const reader of readers.splice(0)) reader.dispose()
  await rm(dir, { recursive: true, force: true })
})

let clock = 0
function readerOf(spawn: SpawnReader, timeoutMs = 10_000): PathReader {
  const reader = createPathReader({ spawn, timeoutMs, now: () => clock })
  readers.push(reader)
  return reader
}
const request = (path: string) => ({ path, lastMtimeMs: null, maxBytes: 1_000 })
const reason = (reading: Awaited<ReturnType<PathReader['read']>>) =>
  reading.kind === 'failed' ? inEnglish(reading.reason) : reading.kind

function fifoIn(folder: string): string {
  const fifo = join(folder, 'team.json')
  expect(spawnSync('mkfifo', [fifo]).status).toBe(0)
  return fifo
}

describe('reading a path in a reader process', () => {
  it('reads a file in a process of its own, and ends that process once it has answered', async () => {
    const file = join(dir, 'team.json')
    await writeFile(file, '{"a":1}')
    await utimes(file, 1_000, 1_000)
    const counted = countedSpawns(forkTestReader())
    const reader = readerOf(counted.spawn)
    expect(await reader.read(request(file))).toEqual({ kind: 'read', text: '{"a":1}', mtimeMs: 1_000_000 })
    await vi.waitUntil(() => counted.ended.length === 1, { timeout: 5_000 })
    expect(counted.ended).toEqual(['SIGKILL'])
    expect(await reader.read({ ...request(file), lastMtimeMs: 1_000_000 })).toEqual({ kind: 'unchanged' })
    expect(counted.started()).toBe(2)
  })

  it.runIf(process.platform !== 'win32')(
    'says a FIFO is a named pipe, and the reader is not held by it',
    async () => {
      const reader = readerOf(forkTestReader())
      expect(reason(await reader.read(request(fifoIn(dir))))).toBe(
        'that path is a named pipe (FIFO), not a file',
      )
    },
  )

  it('says a reader that stopped or answered nonsense, and reads again after it', async () => {
    const file = join(dir, 'team.json')
    await writeFile(file, '{}')
    const missing = readerOf(forkTestReader(join(dir, 'no-such-reader.js')))
    expect(reason(await missing.read(request(file)))).toBe(
      'the file could not be read (the reader stopped: exit code 1)',
    )
    expect(reason(await missing.read(request(file)))).toContain('the reader stopped')
    const odd = readerOf(readerWith(async () => ({ kind: 'read', text: 1 })))
    expect(reason(await odd.read(request(file)))).toBe(
      'the file could not be read (an answer the app does not know)',
    )
    const boastful = readerOf(readerWith(async () => ({ kind: 'read', text: 'x'.repeat(1_001), mtimeMs: 1 })))
    expect(reason(await boastful.read(request(file)))).toBe(
      'the file is larger than 1 KB, the most a team file may be',
    )
  })
})

describe.runIf(process.platform !== 'win32')('a read that never returns (R5-1)', () => {
  it('is given up on as a check, then reported instead of started again, for as long as it is out', async () => {
    const fifo = fifoIn(dir)
    const counted = countedSpawns(forkStuckReader())
    clock = 0
    const reader = readerOf(counted.spawn, 1_000)
    expect(reason(await reader.read(request(fifo)))).toBe('the file did not answer within 1 second')
    expect(reason(await reader.read(request(fifo)))).toBe(
      'the file has not answered for less than a minute, and the app waits for that answer before it asks again',
    )
    clock = 15 * 60_000
    expect(reason(await reader.read(request(fifo)))).toContain('has not answered for 15 minutes')
    clock = 61_000
    expect(reason(await reader.read(request(fifo)))).toContain('has not answered for 1 minute,')
    expect({ started: counted.started(), ended: counted.ended }).toEqual({ started: 1, ended: [] })
  })

  it('ends a stuck read whose source is no longer the one asked for, and reads the new one', async () => {
    const stuckDir = await mkdtemp(join(dir, 'stuck-'))
    const fifo = fifoIn(stuckDir)
    const file = join(dir, 'other.json')
    await writeFile(file, '{}')
    const stuck = countedSpawns(forkStuckReader())
    const real = forkTestReader()
    let useStuck = true
    const reader = readerOf(() => (useStuck ? stuck.spawn() : real()), 1_000)
    expect(reason(await reader.read(request(fifo)))).toContain('did not answer within 1 second')
    useStuck = false
    expect(await reader.read(request(file))).toMatchObject({ kind: 'read', text: '{}' })
    await vi.waitUntil(() => stuck.ended.length === 1, { timeout: 5_000 })
    expect(stuck.ended).toEqual(['SIGKILL'])
  })

  it('ends the stuck process at dispose, and answers a waiting check at once', async () => {
    const counted = countedSpawns(forkStuckReader())
    const reader = readerOf(counted.spawn, 60_000)
    const waiting = reader.read(request(fifoIn(dir)))
    reader.dispose()
    expect(reason(await waiting)).toBe('the file could not be read (closing)')
    await vi.waitUntil(() => counted.ended.length === 1, { timeout: 5_000 })
    expect(reason(await reader.read(request(join(dir, 'x.json'))))).toContain('closing')
    expect(counted.started()).toBe(1)
  })
})
