import { parseArgs, type ParseArgsConfig } from 'node:util'
import {
  DEFAULT_OPTIONS,
  MAX_FIRST_ID,
  optionProblems,
  type DemoServerOptions,
  type ResolvedOptions,
} from './options'

export type CliCommand =
  | { readonly kind: 'run'; readonly options: ResolvedOptions }
  | { readonly kind: 'help' }
  | { readonly kind: 'error'; readonly message: string }

/** Each flag (without its dashes) and the option it sets; one place for the names. */
const FLAGS = {
  port: 'port',
  host: 'host',
  token: 'token',
  items: 'items',
  seed: 'seed',
  'latency-ms': 'latencyMs',
  'missing-every': 'missingEvery',
  'first-id': 'firstId',
  scriptable: 'scriptable',
  now: 'now',
} as const satisfies Record<string, keyof DemoServerOptions>
type Flag = keyof typeof FLAGS

const SWITCHES: ReadonlySet<Flag> = new Set(['scriptable'])
const NUMERIC: ReadonlySet<Flag> = new Set([
  'port',
  'items',
  'seed',
  'latency-ms',
  'missing-every',
  'first-id',
])
const FLAG_OF = Object.fromEntries(Object.entries(FLAGS).map(([flag, key]) => [key, `--${flag}`])) as Record<
  keyof DemoServerOptions,
  string
>

/** What parseArgs reads: every flag, a string or (for switches) a boolean, and -h/--help. */
const PARSE_OPTIONS: ParseArgsConfig['options'] = {
  ...Object.fromEntries(
    Object.keys(FLAGS).map((flag) => [flag, { type: SWITCHES.has(flag as Flag) ? 'boolean' : 'string' }]),
  ),
  help: { type: 'boolean', short: 'h' },
}

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
  --first-id N     the first item ID, 1 to ${MAX_FIRST_ID}, for long IDs (default ${DEFAULT_OPTIONS.firstId})
  --now T          tell every item's story as of this moment (ISO 8601, e.g.
                   2026-11-23T12:00:00Z) instead of the clock, so times never move
  --scriptable     accept POST /__demo/items/{id}/status?value=STATUS (with the token) to
                   change an item's status, for tests that watch items (off by default)
  -h, --help       show this help

Example: npm run demo-server -- --port 0 --items 1000000
Stop it with Ctrl+C.`

function fail(message: string): CliCommand {
  return { kind: 'error', message }
}

/**
 * Parses `--flag value` and `--flag=value` with node:util's parseArgs, reading its tokens so
 * that every mistake (unknown flag, missing value, repeated flag, out-of-range number)
 * becomes a message naming the flag; nothing throws.
 */
export function parseCliArgs(argv: readonly string[]): CliCommand {
  if (argv.includes('--help') || argv.includes('-h')) return { kind: 'help' }
  const { tokens } = parseArgs({ args: [...argv], options: PARSE_OPTIONS, strict: false, tokens: true })
  const given: Record<string, unknown> = {}
  for (const token of tokens) {
    if (token.kind === 'positional') return fail(`Unexpected argument ${JSON.stringify(token.value)}.`)
    if (token.kind !== 'option') continue
    if (!Object.hasOwn(FLAGS, token.name)) return fail(`Unknown option ${JSON.stringify(token.rawName)}.`)
    const flag = token.name as Flag
    const key = FLAGS[flag]
    const { value, rawName } = token
    if (SWITCHES.has(flag) && value !== undefined) return fail(`${rawName} takes no value.`)
    if (!SWITCHES.has(flag) && (value === undefined || (!token.inlineValue && value.startsWith('--'))))
      return fail(`${rawName} needs a value.`)
    if (key in given) return fail(`${rawName} was given more than once.`)
    if (flag === 'now') {
      const moment = Date.parse(value ?? '')
      if (!Number.isFinite(moment))
        return fail(
          `${rawName} must be a date and time such as 2026-11-23T12:00:00Z (got ${JSON.stringify(value)}).`,
        )
      given[key] = moment
      continue
    }
    given[key] =
      value === undefined ? true : NUMERIC.has(flag) && /^\d{1,16}$/.test(value) ? Number(value) : value
  }
  const options = { ...DEFAULT_OPTIONS, ...given } as ResolvedOptions
  const problems = Object.entries(optionProblems(options)) as [keyof DemoServerOptions, string][]
  if (problems.length > 0)
    return fail(problems.map(([key, problem]) => `${FLAG_OF[key]} ${problem}.`).join('\n'))
  return { kind: 'run', options }
}
