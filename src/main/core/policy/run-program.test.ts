import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { runProgram, type ProgramRun } from './run-program'

/** Real programs of this machine: what the policy's reg.exe and plutil runs rely on. */

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch {
    return false
  }
}

const base: Omit<ProgramRun, 'file' | 'args'> = { env: {}, timeoutMs: 5_000, maxOutputBytes: 1_000 }

describe.runIf(process.platform === 'linux')('runProgram', () => {
  it('gives the exit code and what the program wrote', async () => {
    expect(await runProgram({ ...base, file: '/bin/sh', args: ['-c', 'printf "%s" out; exit 4'] })).toEqual({
      kind: 'exited',
      code: 4,
      stdout: Buffer.from('out'),
    })
  })

  it('hands the program its input, and closes it', async () => {
    const result = await runProgram({
      ...base,
      file: '/bin/cat',
      args: [],
      input: Buffer.from('plist bytes'),
    })
    expect(result).toEqual({ kind: 'exited', code: 0, stdout: Buffer.from('plist bytes') })
  })

  it('passes only the environment it is given: no PATH, nothing of the caller’s', async () => {
    const result = await runProgram({ ...base, file: '/usr/bin/env', args: [], env: { ONLY: 'this' } })
    expect(result).toEqual({ kind: 'exited', code: 0, stdout: Buffer.from('ONLY=this\n') })
  })

  it('stops a program that never answers at the timeout, and kills it', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'catalog-run-'))
    try {
      const pidFile = join(dir, 'pid')
      const script = `echo $$ > '${pidFile}'; exec /bin/sleep 600`
      const result = await runProgram({ ...base, file: '/bin/sh', args: ['-c', script], timeoutMs: 200 })
      expect(result).toEqual({ kind: 'timedOut' })
      const pid = Number(readFileSync(pidFile, 'utf8'))
      await expect.poll(() => isRunning(pid)).toBe(false)
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  })

  it('stops a program that writes more than a policy can be, and takes exactly the bound', async () => {
    expect(await runProgram({ ...base, file: '/usr/bin/yes', args: [] })).toEqual({ kind: 'tooLong' })
    const atBound = await runProgram({ ...base, file: '/usr/bin/head', args: ['-c', '1000', '/dev/zero'] })
    expect(atBound).toEqual({ kind: 'exited', code: 0, stdout: Buffer.alloc(1000) })
    const over = await runProgram({ ...base, file: '/usr/bin/head', args: ['-c', '1001', '/dev/zero'] })
    expect(over).toEqual({ kind: 'tooLong' })
  })

  it('survives a program that exits without reading the input it was handed', async () => {
    const result = await runProgram({
      ...base,
      file: '/bin/true',
      args: [],
      input: Buffer.alloc(4 * 1024 * 1024),
    })
    expect(result).toEqual({ kind: 'exited', code: 0, stdout: Buffer.alloc(0) })
  })

  it('says a program that is not there could not be started, never looking it up in PATH', async () => {
    expect(await runProgram({ ...base, file: '/nonexistent/reg.exe', args: [] })).toEqual({
      kind: 'failed',
      code: 'ENOENT',
    })
    expect(await runProgram({ ...base, file: 'sh', args: ['-c', 'exit 0'] })).toEqual({
      kind: 'failed',
      code: 'ENOENT',
    })
  })

  it('says a program a signal ended failed', async () => {
    expect(await runProgram({ ...base, file: '/bin/sh', args: ['-c', 'kill -9 $$'] })).toEqual({
      kind: 'failed',
      code: 'SIGKILL',
    })
  })
})
