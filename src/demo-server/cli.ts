/**
 * `npm run demo-server -- [options]`: the demo catalog as a standalone process.
 *
 * Prints exactly one line on stdout when ready (scripts and tests wait for it); usage errors
 * exit with 2, start failures with 1, never with a stack trace. Ctrl+C / SIGTERM stop it
 * cleanly with exit code 0.
 */
import { USAGE, parseCliArgs } from './args'
import { startDemoServer } from './server'
import { describeStartError } from './start-errors'

async function main(argv: readonly string[]): Promise<void> {
  const command = parseCliArgs(argv)
  if (command.kind === 'help') {
    process.stdout.write(`${USAGE}\n`)
    return
  }
  if (command.kind === 'error') {
    process.stderr.write(`demo-server: ${command.message}\n\n${USAGE}\n`)
    process.exitCode = 2
    return
  }
  let server
  try {
    server = await startDemoServer(command.options)
  } catch (error) {
    process.stderr.write(`demo-server: ${describeStartError(error, command.options)}\n`)
    process.exitCode = 1
    return
  }
  const running = server
  const stop = (signal: NodeJS.Signals) => {
    process.stderr.write(`demo-server: ${signal} received, stopping.\n`)
    void running.close().then(() => {
      process.exitCode = 0
    })
  }
  process.once('SIGINT', stop)
  process.once('SIGTERM', stop)
  process.stdout.write(`Demo catalog listening on ${running.url} (token: ${running.token})\n`)
}

main(process.argv.slice(2)).catch((error: unknown) => {
  process.stderr.write(
    `demo-server: unexpected failure: ${error instanceof Error ? error.message : String(error)}\n`,
  )
  process.exitCode = 1
})
