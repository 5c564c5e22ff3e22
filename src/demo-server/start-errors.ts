import type { ResolvedOptions } from './options'

/** Turns a failure to bind into a sentence saying what happened and what to do. */
export function describeStartError(error: unknown, options: Pick<ResolvedOptions, 'host' | 'port'>): string {
  const code = (error as { code?: unknown } | null)?.code
  const where = `${options.host}:${options.port}`
  switch (code) {
    case 'EADDRINUSE':
      return `Port ${options.port} on ${options.host} is already in use. Stop the other program, or pick another port with --port N (--port 0 picks a free one).`
    case 'EACCES':
      return `Not allowed to listen on ${where} (ports below 1024 need extra rights). Pick another port with --port N.`
    case 'EADDRNOTAVAIL':
    case 'ENOTFOUND':
    case 'EAI_AGAIN':
      return `Cannot listen on host ${JSON.stringify(options.host)}: it is not an address of this machine. Use --host 127.0.0.1.`
    default:
      return `Could not start the demo catalog on ${where}: ${error instanceof Error ? error.message : String(error)}`
  }
}
