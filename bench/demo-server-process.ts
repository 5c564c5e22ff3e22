import { spawn, type ChildProcess } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { createInterface } from 'node:readline'

const ROOT = resolve(__dirname, '..')

export interface DemoServerProcess {
  readonly url: string
  readonly token: string
  readonly pid: number
  /** How long startDemoServer took inside the child (building the catalog). */
  readonly startMs: number
  /** Resident memory of the child now, in MB (Linux; null elsewhere). */
  rssMb(): number | null
  close(): Promise<void>
}

/**
 * Starts bench/demo-server-child.ts in its own Node process and waits until it listens.
 *
 * Bounded: gives up after `timeoutMs` (a million-item catalog takes a while to build on a slow
 * machine, but not forever) and kills only the child it started.
 */
export async function startDemoServerProcess(
  items: number,
  seed: number,
  timeoutMs = 240_000,
  /** Delay before every `/v1` answer (the bulk lookup measures against a slow-ish catalog). */
  latencyMs = 0,
): Promise<DemoServerProcess> {
  const child = spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      join(ROOT, 'bench/demo-server-child.ts'),
      String(items),
      String(seed),
      String(latencyMs),
    ],
    {
      cwd: ROOT,
      stdio: ['pipe', 'pipe', 'pipe'],
    },
  )
  let stderr = ''
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr = (stderr + chunk.toString()).slice(-4000)
  })
  const ready = await new Promise<{ url: string; token: string; pid: number; startMs: number }>(
    (done, fail) => {
      const timer = setTimeout(() => {
        child.kill('SIGKILL')
        fail(new Error(`demo server with ${items} items did not start within ${timeoutMs} ms`))
      }, timeoutMs)
      const lines = createInterface({ input: child.stdout as NodeJS.ReadableStream })
      lines.once('line', (line) => {
        clearTimeout(timer)
        try {
          done(JSON.parse(line) as { url: string; token: string; pid: number; startMs: number })
        } catch {
          fail(new Error(`demo server child printed an unexpected line: ${line.slice(0, 200)}`))
        }
      })
      child.once('exit', (code, signal) => {
        clearTimeout(timer)
        fail(new Error(`demo server child exited (${code ?? signal}) before listening: ${stderr.trim()}`))
      })
    },
  )
  return {
    ...ready,
    rssMb: () => rssMb(ready.pid),
    close: () => stop(child),
  }
}

function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve()
  return new Promise((done) => {
    const force = setTimeout(() => child.kill('SIGKILL'), 5_000)
    child.once('exit', () => {
      clearTimeout(force)
      done()
    })
    child.kill('SIGTERM')
  })
}

function rssMb(pid: number): number | null {
  try {
    const match = /^VmRSS:\s+(\d+) kB$/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))
    return match?.[1] ? Number(match[1]) / 1024 : null
  } catch {
    return null
  }
}
