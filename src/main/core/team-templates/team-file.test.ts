import { spawn, spawnSync } from 'node:child_process'
import { openSync, closeSync, chmodSync } from 'node:fs'
import { mkdir, mkdtemp, rm, symlink, utimes, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { createServer } from 'node:net'
import { readTeamPath } from './team-file'

/**
 * One read of a team file from a path (a share), against real files: unchanged by its time,
 * the size bound to the byte, and the reason a read is refused. The service's use of it is
 * team-templates-file.test.ts's.
 */

let dir: string
let file: string
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'catalog-team-file-'))
  file = join(dir, 'team.json')
})
afterEach(async () => {
  await rm(dir, { recursive: true, force: true })
})

/** A small bound, so "exactly the bound" is a few bytes. */
const BOUND = 100
const TOO_BIG = { kind: 'too-big' }
const error = (code: string) => ({ kind: 'error', code })

describe('readTeamPath', () => {
  it('reads a file with its modification time, and not again while the time is the same', async () => {
    await writeFile(file, '{"a":1}')
    await utimes(file, 1_000, 1_000)
    expect(await readTeamPath(file, null, BOUND)).toEqual({
      kind: 'read',
      text: '{"a":1}',
      mtimeMs: 1_000_000,
    })
    expect(await readTeamPath(file, 1_000_000, BOUND)).toEqual({ kind: 'unchanged' })
    expect(await readTeamPath(file, 2_000_000, BOUND)).toMatchObject({ kind: 'read', text: '{"a":1}' })
  })

  it('takes a file of exactly the bound, and refuses one byte more as the file’s fault', async () => {
    await writeFile(file, ' '.repeat(BOUND))
    expect(await readTeamPath(file, null, BOUND)).toMatchObject({ kind: 'read', text: ' '.repeat(BOUND) })
    await writeFile(file, ' '.repeat(BOUND + 1))
    expect(await readTeamPath(file, null, BOUND)).toEqual(TOO_BIG)
  })

  it.runIf(process.platform === 'linux')(
    'refuses a file that turns out longer than its stated size',
    async () => {
      // A /proc file states size 0 and reads as its content: here a process's environment.
      const child = spawn('sleep', ['30'], { env: { PADDING: 'x'.repeat(BOUND * 3) } })
      try {
        await new Promise((resolve) => child.once('spawn', resolve))
        expect(await readTeamPath(`/proc/${child.pid}/environ`, null, BOUND)).toEqual(TOO_BIG)
      } finally {
        child.kill()
      }
    },
  )

  it('says why a path gives no file', async () => {
    await writeFile(file, '{}')
    await mkdir(join(dir, 'folder'))
    await symlink(join(dir, 'loop-b'), join(dir, 'loop-a'))
    await symlink(join(dir, 'loop-a'), join(dir, 'loop-b'))
    expect(await readTeamPath(join(dir, 'folder'), null, BOUND)).toEqual({
      kind: 'not-a-file',
      what: 'folder',
    })
    expect(await readTeamPath(join(dir, 'absent.json'), null, BOUND)).toEqual(error('ENOENT'))
    expect(await readTeamPath(join(file, 'team.json'), null, BOUND)).toEqual(error('ENOTDIR'))
    expect(await readTeamPath(join(dir, 'loop-a'), null, BOUND)).toEqual(error('ELOOP'))
  })

  it('says this account may not read a file it may not open', async (context) => {
    // Without read permission for a normal account; an administrator reads any file, but not
    // another namespace's process memory.
    const locked = join(dir, 'locked.json')
    await writeFile(locked, '{}')
    chmodSync(locked, 0o000)
    const unreadable = [locked, '/proc/1/mem'].find((path) => {
      try {
        closeSync(openSync(path, 'r'))
        return false
      } catch (error) {
        return (error as NodeJS.ErrnoException).code === 'EACCES'
      }
    })
    if (unreadable === undefined) return context.skip()
    expect(await readTeamPath(unreadable, null, BOUND)).toEqual(error('EACCES'))
  })

  it.runIf(process.platform !== 'win32')(
    'says a named pipe, a socket or a device is what it is, without opening it (R5-10)',
    async () => {
      // A FIFO with no writer holds an open for ever: the answer must come from the stat.
      const fifo = join(dir, 'team.fifo')
      expect(spawnSync('mkfifo', [fifo]).status).toBe(0)
      await symlink(fifo, join(dir, 'link-to-fifo.json'))
      expect(await readTeamPath(fifo, null, BOUND)).toEqual({ kind: 'not-a-file', what: 'fifo' })
      expect(await readTeamPath(join(dir, 'link-to-fifo.json'), null, BOUND)).toEqual({
        kind: 'not-a-file',
        what: 'fifo',
      })
      expect(await readTeamPath('/dev/zero', null, BOUND)).toEqual({ kind: 'not-a-file', what: 'device' })
      const socketPath = join(dir, 'team.sock')
      const server = createServer().listen(socketPath)
      await new Promise((resolve) => server.once('listening', resolve))
      try {
        expect(await readTeamPath(socketPath, null, BOUND)).toEqual({ kind: 'not-a-file', what: 'socket' })
      } finally {
        server.close()
      }
    },
  )
})
