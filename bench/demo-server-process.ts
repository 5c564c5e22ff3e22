import { spawn, type ChildProcess } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { once } from 'node:events'
import { join, resolve } from 'node:path'
import { createInterface } from 'node:readline'

const ROOT = resolve(__dirname, '..')

export type DemoServerProcess = { readonly url: string; readonly token: string; close(): Promise<void> }

/** `latencyMs` delays every `/v1` answer; `scriptable` accepts `POST /__demo/items/{id}/status`. */
export type DemoCatalog = Readonly<{ items: number; seed: number; latencyMs?: number; scriptable?: boolean }>

/** The demo CLI in a process of its own, so its CPU and memory stay out of the bench's timings. */
export async function startDemoServerProcess(
  { items, seed, latencyMs = 0, scriptable = false }: DemoCatalog,
  timeoutMs = 240_000,
): Promise<DemoServerProcess> {
  const token = randomBytes(24).toString('hex')
  const flags = { port: 0, host: '127.0.0.1', token, items, seed, 'latency-ms': latencyMs }
  const args = Object.entries(flags).map(([k, v]) => `--${k}=${v}`)
  if (scriptable) args.push('--scriptable')
  const cli = ['--import', 'tsx', join(ROOT, 'src/demo-server/cli.ts'), ...args]
  const child = spawn(process.execPath, cli, { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] })
  let stderr = ''
  child.stderr?.on('data', (chunk: Buffer) => (stderr = (stderr + chunk.toString()).slice(-4000)))
  const url = await new Promise<string>((done, fail) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL')
      fail(new Error(`demo server with ${items} items did not start within ${timeoutMs} ms`))
    }, timeoutMs)
    createInterface({ input: child.stdout as NodeJS.ReadableStream }).once('line', (line) => {
      clearTimeout(timer)
      const match = /listening on (http:\S+)/.exec(line)
      if (match) done(match[1] as string)
      else fail(new Error(`the demo server printed an unexpected line: ${line.slice(0, 200)}`))
    })
    child.once('exit', (code, signal) => {
      clearTimeout(timer)
      fail(new Error(`the demo server exited (${code ?? signal}) before listening: ${stderr.trim()}`))
    })
  })
  return { url, token, close: () => stop(child) }
}

/** SIGTERM, then SIGKILL after 5 s; only the child this started. */
async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return
  const force = setTimeout(() => child.kill('SIGKILL'), 5_000)
  child.kill('SIGTERM')
  await once(child, 'exit')
  clearTimeout(force)
}
