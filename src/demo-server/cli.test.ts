import { spawn, type ChildProcess } from 'node:child_process'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { startDemoServer } from './index'
import { ContractClient } from './testing/contract-client.test-support'

const ROOT = path.resolve(import.meta.dirname, '../..')
const TSX = path.join(ROOT, 'node_modules/.bin/tsx')
const READY = /^Demo catalog listening on (http:\/\/127\.0\.0\.1:(\d+)) \(token: (\S+)\)$/

interface CliRun {
  readonly child: ChildProcess
  readonly stdout: () => string
  readonly stderr: () => string
  readonly exited: Promise<number | null>
  readonly firstLine: Promise<string>
}

const running: ChildProcess[] = []

/** Runs the CLI exactly as `npm run demo-server -- ...` does (tsx src/demo-server/cli.ts ...). */
function runCli(args: readonly string[]): CliRun {
  const child = spawn(TSX, ['src/demo-server/cli.ts', ...args], {
    cwd: ROOT,
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  running.push(child)
  let out = ''
  let err = ''
  child.stderr?.on('data', (chunk: Buffer) => (err += chunk.toString()))
  const firstLine = new Promise<string>((resolve, reject) => {
    child.stdout?.on('data', (chunk: Buffer) => {
      out += chunk.toString()
      const newline = out.indexOf('\n')
      if (newline >= 0) resolve(out.slice(0, newline))
    })
    child.on('exit', () => reject(new Error(`the CLI exited before printing a line; stderr: ${err}`)))
  })
  firstLine.catch(() => undefined)
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)))
  return { child, stdout: () => out, stderr: () => err, exited, firstLine }
}

afterEach(() => {
  for (const child of running.splice(0)) {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL')
  }
})

describe('npm run demo-server (cli.ts)', () => {
  it('prints one ready line with URL and token, serves the catalog, and stops cleanly on SIGTERM', async () => {
    const run = runCli(['--port', '0', '--items', '42', '--seed', '3'])
    const line = await run.firstLine
    const match = READY.exec(line)
    expect(match, line).not.toBeNull()
    expect(match?.[3]).toBe('demo-token')
    const client = new ContractClient(match?.[1] ?? '', match?.[3] ?? '')
    expect((await client.list()).pagination.total).toBe(42)
    run.child.kill('SIGTERM')
    expect(await run.exited).toBe(0)
    expect(run.stdout()).toBe(`${line}\n`)
    expect(run.stderr()).not.toMatch(/\n\s+at /)
  })

  it('honours --token=... and --latency-ms, and stops on SIGINT (Ctrl+C)', async () => {
    const run = runCli(['--port=0', '--token=my.Token-9', '--latency-ms', '1', '--host', '127.0.0.1'])
    const match = READY.exec(await run.firstLine)
    expect(match?.[3]).toBe('my.Token-9')
    const client = new ContractClient(match?.[1] ?? '', 'my.Token-9')
    expect((await client.list('?limit=1')).pagination.total).toBe(5000)
    await client.error('/v1/items', 401, { token: 'demo-token' })
    run.child.kill('SIGINT')
    expect(await run.exited).toBe(0)
  })

  // Every message is unit-tested in args.test.ts; these check the process contract end to end.
  it.each([
    [['--port', 'abc'], /--port must be a whole number from 0 to 65535 \(got "abc"\)/],
    [['--bogus', '1'], /Unknown option "--bogus"/],
    [['4010'], /Unexpected argument "4010"/],
  ])('bad arguments %j: a clear message, the usage, exit code 2', async (args, message) => {
    const run = runCli(args)
    expect(await run.exited).toBe(2)
    expect(run.stderr()).toMatch(message)
    expect(run.stderr()).toContain('Usage: npm run demo-server -- [options]')
    expect(run.stderr()).not.toMatch(/\n\s+at /)
    expect(run.stdout()).toBe('')
  })

  it('--help prints the usage and exits 0', async () => {
    const run = runCli(['--help'])
    expect(await run.exited).toBe(0)
    expect(run.stdout()).toContain('--latency-ms N')
    expect(run.stdout()).toContain('default 4010')
  })

  it('a port already in use is explained, exit code 1, no stack trace', async () => {
    const taken = await startDemoServer({ port: 0 })
    try {
      const run = runCli(['--port', String(taken.port)])
      expect(await run.exited).toBe(1)
      expect(run.stderr()).toContain(`Port ${taken.port} on 127.0.0.1 is already in use`)
      expect(run.stderr()).not.toMatch(/\n\s+at /)
    } finally {
      await taken.close()
    }
  })
})
