/**
 * Child-process entry: one demo catalog server for the bench, on 127.0.0.1.
 *
 * Run in its own process so a million-item catalog's memory and CPU are its own (the parent's
 * timings and heap stay clean), as a real catalog server would be. Prints one JSON line
 * `{url, token, pid, startMs}` when listening; closes on SIGTERM or when stdin ends.
 *
 * Usage: node --import tsx bench/demo-server-child.ts <items> <seed> [latency-ms]
 */
import { randomBytes } from 'node:crypto'
import { startDemoServer } from '../src/demo-server'

async function main(): Promise<void> {
  const items = Number(process.argv[2])
  const seed = Number(process.argv[3] ?? 1)
  const latencyMs = Number(process.argv[4] ?? 0)
  if (!Number.isInteger(items) || items < 1)
    throw new Error(`items must be a positive integer, not ${process.argv[2]}`)
  if (!Number.isInteger(latencyMs) || latencyMs < 0)
    throw new Error(`latency-ms must be a whole number from 0, not ${process.argv[4]}`)
  const token = randomBytes(24).toString('hex')
  const start = performance.now()
  const server = await startDemoServer({ port: 0, host: '127.0.0.1', items, seed, latencyMs, token })
  const startMs = performance.now() - start
  process.stdout.write(
    `${JSON.stringify({ url: server.url, token: server.token, pid: process.pid, startMs })}\n`,
  )
  const shutdown = () => void server.close().finally(() => process.exit(0))
  process.on('SIGTERM', shutdown)
  // The parent holds our stdin open: when it dies without stopping us, stdin ends and we go too.
  process.stdin.on('end', shutdown)
  process.stdin.resume()
}

main().catch((error: unknown) => {
  console.error(`demo server child failed: ${error instanceof Error ? error.message : String(error)}`)
  process.exit(1)
})
