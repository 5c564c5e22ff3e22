import { DEFAULT_OPTIONS, optionProblems, type DemoServerOptions, type ResolvedOptions } from './options'

export type CliCommand =
  | { readonly kind: 'run'; readonly options: ResolvedOptions }
  | { readonly kind: 'help' }
  | { readonly kind: 'error'; readonly message: string }

const FLAGS: Readonly<Record<string, keyof DemoServerOptions>> = {
  '--port': 'port',
  '--host': 'host',
  '--token': 'token',
  '--items': 'items',
  '--seed': 'seed',
  '--latency-ms': 'latencyMs',
  '--missing-every': 'missingEvery',
}
/** Flags that take no value. */
const SWITCHES: Readonly<Record<string, keyof DemoServerOptions>> = { '--scriptable': 'scriptable' }
const FLAG_OF = Object.fromEntries(
  Object.entries({ ...FLAGS, ...SWITCHES }).map(([flag, key]) => [key, flag]),
) as Record<keyof DemoServerOptions, string>
const NUMERIC: ReadonlySet<keyof DemoServerOptions> = new Set([
  'port',
  'items',
  'seed',
  'latencyMs',
  'missingEvery',
])

export const USAGE = `Usage: npm run demo-server -- [options]

Starts the demo Item Catalog Service (generated data, same contract as the real one)
and prints the URL to connect to.

Options:
  --port N         TCP port; 0 picks a free one (default ${DEFAULT_OPTIONS.port})
  --host H         address to listen on, and only on it (default ${DEFAULT_OPTIONS.host})
  --token T        bearer token clients must send (default ${DEFAULT_OPTIONS.token})
  --items N        number of items, 0 to 10000000 (default ${DEFAULT_OPTIONS.items})
  --seed S         seed of the generated data, 0 to 4294967295 (default ${DEFAULT_OPTIONS.seed})
  --latency-ms N   delay every /v1 response by N ms, 0 to 60000 (default ${DEFAULT_OPTIONS.latencyMs})
  --missing-every N  every Nth item ID does not exist (gaps, as deleted items leave); 0: none (default ${DEFAULT_OPTIONS.missingEvery})
  --scriptable     accept POST /__demo/items/{id}/status?value=STATUS (with the token) to
                   change an item's status, for tests that watch items (off by default)
  -h, --help       show this help

Example: npm run demo-server -- --port 0 --items 1000000
Stop it with Ctrl+C.`

function fail(message: string): CliCommand {
  return { kind: 'error', message }
}

/**
 * Parses `--flag value` and `--flag=value`. Every mistake (unknown flag, missing value,
 * repeated flag, out-of-range number) becomes an error message; nothing throws.
 */
export function parseCliArgs(argv: readonly string[]): CliCommand {
  if (argv.includes('--help') || argv.includes('-h')) return { kind: 'help' }
  const given: Record<string, unknown> = {}
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i]!
    const toggle = SWITCHES[arg]
    if (toggle) {
      if (toggle in given) return fail(`${arg} was given more than once.`)
      given[toggle] = true
      continue
    }
    const eq = arg.startsWith('--') ? arg.indexOf('=') : -1
    const flag = eq > 0 ? arg.slice(0, eq) : arg
    const key = FLAGS[flag]
    if (!key) {
      return fail(
        arg.startsWith('-')
          ? `Unknown option ${JSON.stringify(flag)}.`
          : `Unexpected argument ${JSON.stringify(arg)}.`,
      )
    }
    let value = eq > 0 ? arg.slice(eq + 1) : argv[i + 1]
    if (eq < 0) {
      if (value === undefined || value.startsWith('--')) return fail(`${flag} needs a value.`)
      i += 1
    }
    value ??= ''
    if (key in given) return fail(`${flag} was given more than once.`)
    given[key] = NUMERIC.has(key) && /^\d{1,16}$/.test(value) ? Number(value) : value
  }
  const options = { ...DEFAULT_OPTIONS, ...given } as ResolvedOptions
  const problems = Object.entries(optionProblems(options)) as [keyof DemoServerOptions, string][]
  if (problems.length > 0)
    return fail(problems.map(([key, problem]) => `${FLAG_OF[key]} ${problem}.`).join('\n'))
  return { kind: 'run', options }
}
