/**
 * Command-line options of `npm run bench`.
 */
export const GROUPS = [
  'request',
  'lookup',
  'server',
  'bundle',
  'startup',
  'render',
  'heap',
  'watch',
  'export',
] as const
export type Group = (typeof GROUPS)[number]

export interface BenchArgs {
  /** Exit non-zero when a figure breaks its budget (or was not measured). */
  readonly check: boolean
  /** Skip `electron-vite build` and measure the existing out/ (faster when iterating). */
  readonly build: boolean
  /** Measurement groups to run; a partial run writes bench/tmp/results-partial.json, not results.json. */
  readonly only: readonly Group[] | null
  /** Runs the whole set this many times; figures are then medians, with min and max beside them. */
  readonly repeat: number
  readonly help: boolean
}

/** More repeats than this would take hours; a typo (`--repeat=50`) is refused, not started. */
export const MAX_REPEAT = 10

export const USAGE = `usage: npm run bench -- [--check] [--no-build] [--repeat=N] [--only=${GROUPS.join(',')}]

  --check      exit 1 listing every figure over its budget in bench/budgets.json
  --no-build   measure the existing out/ instead of building the app first
  --repeat=N   run the whole set N times (1..${MAX_REPEAT}); report min / median / max per figure
  --only=a,b   run only these measurement groups (writes bench/tmp/results-partial.json)`

export function parseArgs(argv: readonly string[]): BenchArgs {
  let check = false
  let build = true
  let only: Group[] | null = null
  let help = false
  let repeat = 1
  for (const arg of argv) {
    if (arg === '--check') check = true
    else if (arg.startsWith('--repeat=')) {
      const text = arg.slice('--repeat='.length)
      repeat = /^\d+$/.test(text) ? Number(text) : Number.NaN
      if (!(repeat >= 1 && repeat <= MAX_REPEAT)) {
        throw new Error(`--repeat takes a whole number from 1 to ${MAX_REPEAT}; got ${JSON.stringify(text)}`)
      }
    } else if (arg === '--no-build') build = false
    else if (arg === '--help' || arg === '-h') help = true
    else if (arg.startsWith('--only=')) {
      const names = arg
        .slice('--only='.length)
        .split(',')
        .filter((name) => name !== '')
      const unknown = names.filter((name) => !(GROUPS as readonly string[]).includes(name))
      if (unknown.length > 0 || names.length === 0) {
        throw new Error(
          `--only takes one or more of ${GROUPS.join(', ')}; unknown: ${unknown.join(', ') || '(none given)'}`,
        )
      }
      only = names as Group[]
    } else throw new Error(`unknown option ${JSON.stringify(arg)}`)
  }
  return { check, build, only, repeat, help }
}
