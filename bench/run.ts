/**
 * `npm run bench`: what a support agent waits for, each figure measured against its floor
 * in the same run. See bench/README.md for what each figure means and how it is measured.
 *
 * Usage: npm run bench -- [--check] [--no-build] [--repeat=N] [--only=<groups>] (see USAGE in cli-args.ts)
 */
import { spawn, spawnSync } from 'node:child_process'
import { mkdirSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { type Budgets, describeFailure, failures, checkBudgets, loadBudgets } from './budgets'
import { benchBulkLookup } from './bulk-lookup'
import { benchBundle } from './bundle-size'
import { GROUPS, parseArgs, USAGE, type BenchArgs, type Group } from './cli-args'
import { startDemoServerProcess, type DemoServerProcess } from './demo-server-process'
import { benchDemoServer } from './demo-server-scale'
import { machineInfo } from './machine'
import {
  formatNumber,
  formatReport,
  repeatBand,
  resultsDocument,
  type GroupOutcome,
  type Results,
  type Series,
} from './report'
import { benchRequestOverhead } from './request-overhead'
import { benchWatchPollCost } from './watch-poll-cost'
import { benchListExport } from './list-export'
import { benchHeap } from './ui/heap'
import { benchRender } from './ui/render'
import { benchElectronStartup } from './ui/electron-startup'
import { benchStartup } from './ui/startup'
import { aggregateRepeats, GroupTimeoutError, medianFigures, withinLimit } from './group-runner'
import { hasBand } from './noise-band'
import type { RepeatSummary } from './stats'

const ROOT = resolve(__dirname, '..')
const BUDGETS_FILE = join(ROOT, 'bench/budgets.json')
/**
 * Each group's own time limit. A group that runs out is reported as timed out and the others
 * still run; the results file is written after every group, so a stopped run still leaves
 * what it measured. Generous: each is several times what the group takes on 2 quiet cores.
 */
const GROUP_LIMIT_MS: Readonly<Record<Group, number>> = {
  request: 120_000,
  lookup: 120_000,
  server: 180_000,
  bundle: 30_000,
  startup: 180_000,
  render: 240_000,
  // 6 launches of 300 page turns (~25 s each: ~80 ms a turn) + 5 of 2,000 item opens (~90 s each).
  heap: 1_200_000,
  watch: 120_000,
  // 6 exports of 50,000 rows and 6 bare loops over the same pages: ~40 s on 2 cores.
  export: 240_000,
}
/** Items in the catalog the UI measurements page through (4,000 pages of 25). */
const UI_CATALOG_ITEMS = 100_000

/** Which budgeted figure each group is responsible for (partial runs check only theirs). */
const GROUP_FIGURES: Readonly<Record<Group, readonly string[]>> = {
  request: ['request_overhead_ratio'],
  lookup: ['bulk_lookup_ratio'],
  server: ['demo_server_scale_ratio'],
  bundle: ['bundle_gzip_kb'],
  startup: ['startup_ratio'],
  render: ['render_scale_ratio'],
  heap: ['heap_growth_ratio', 'heap_growth_items_data_ratio', 'heap_growth_items_steady_ratio'],
  watch: ['watch_poll_cost'],
  export: [],
}

async function main(): Promise<number> {
  let args: BenchArgs
  try {
    args = parseArgs(process.argv.slice(2))
  } catch (error) {
    console.error(`${(error as Error).message}\n\n${USAGE}`)
    return 2
  }
  if (args.help) {
    console.log(USAGE)
    return 0
  }
  if (process.env.CATALOG_TEST_KEYRING !== '1' && process.env.BENCH_IN_KEYRING !== '1')
    return rerunInPrivateKeyring()

  const budgets = loadBudgets(BUDGETS_FILE)
  const started = performance.now()
  // One keychain service name for the whole run, private to it (as the e2e suite does).
  process.env.E2E_RUN_ID ??= `bench-${process.pid}`

  const groups = args.only ?? GROUPS
  const errors: Record<string, string> = {}
  const notes: string[] = []
  const figures: Record<string, number> = {}
  let chromiumVersion: string | null = null

  if (args.build) {
    const error = build()
    if (error) errors.build = error
  } else notes.push('build: skipped (--no-build); measured the existing out/')

  let uiServer: DemoServerProcess | null = null
  const uiCatalog = async () => (uiServer ??= await startDemoServerProcess(UI_CATALOG_ITEMS, 3))
  const needsBuild = new Set<Group>(['bundle', 'startup', 'render', 'heap'])

  const runners: Record<Group, () => Promise<GroupOutcome & { chromiumVersion?: string }>> = {
    request: benchRequestOverhead,
    lookup: benchBulkLookup,
    server: benchDemoServer,
    bundle: () => benchBundle(join(ROOT, 'out/renderer/assets')),
    startup: async () => {
      const chromiumMode = await benchStartup()
      const electronMode = await benchElectronStartup()
      if ('skipped' in electronMode)
        return { ...chromiumMode, notes: [...chromiumMode.notes, `startup: ${electronMode.skipped}`] }
      return {
        series: [...chromiumMode.series, ...electronMode.series],
        figures: { ...chromiumMode.figures, ...electronMode.figures },
        notes: [...chromiumMode.notes, ...electronMode.notes],
      }
    },
    render: async () => benchRender(await uiCatalog()),
    heap: async () => benchHeap(await uiCatalog()),
    watch: benchWatchPollCost,
    export: benchListExport,
  }

  const partial = args.only !== null
  const file = partial ? join(ROOT, 'bench/tmp/results-partial.json') : join(ROOT, 'bench/results.json')
  mkdirSync(resolve(file, '..'), { recursive: true })
  /** Figures of each repeat of the whole set (the last one possibly incomplete). */
  const repeats: Record<string, number>[] = []
  const latestSeries = new Map<string, Series>()
  const current = (): Results => {
    const summaries = aggregateRepeats(repeats)
    Object.assign(figures, medianFigures(summaries))
    return {
      figures,
      ...(args.repeat > 1 ? { ranges: summaries } : {}),
      series: [...latestSeries.values()],
      notes: args.repeat > 1 ? [...notes, repeatNote(summaries, repeats.length)] : notes,
      errors,
      machine: {
        ...machineInfo(chromiumVersion),
        bench_seconds: Math.round((performance.now() - started) / 1000),
        ...(args.repeat > 1 ? { repeats: repeats.length } : {}),
      },
    }
  }
  const write = () => writeFileSync(file, `${JSON.stringify(resultsDocument(current()), null, 2)}\n`)

  try {
    for (let round = 1; round <= args.repeat; round += 1) {
      const figuresOfRound: Record<string, number> = {}
      repeats.push(figuresOfRound)
      for (const group of groups) {
        if (errors.build && needsBuild.has(group)) {
          errors[group] = 'not run: the build failed'
          continue
        }
        const groupStart = performance.now()
        process.stdout.write(`bench: ${args.repeat > 1 ? `[${round}/${args.repeat}] ` : ''}${group} … `)
        try {
          const outcome = await withinLimit(runners[group], GROUP_LIMIT_MS[group], group)
          for (const item of outcome.series) latestSeries.set(item.key, item)
          Object.assign(figuresOfRound, outcome.figures)
          if (round === 1) notes.push(...outcome.notes)
          if (outcome.chromiumVersion) chromiumVersion = outcome.chromiumVersion
          console.log(`done in ${seconds(performance.now() - groupStart)}`)
        } catch (error) {
          const message = error instanceof Error ? error.message : String(error)
          if (error instanceof GroupTimeoutError) {
            // Reported with what it had: figures measured before the limit still count.
            for (const item of error.partial.series) latestSeries.set(item.key, item)
            Object.assign(figuresOfRound, error.partial.figures)
            if (round === 1) notes.push(...error.partial.notes)
          }
          errors[group] = args.repeat > 1 ? `repeat ${round}: ${message}` : message
          console.log(`FAILED after ${seconds(performance.now() - groupStart)}: ${message}`)
        }
        // After every group: a run stopped now still leaves what it measured.
        write()
      }
    }
  } finally {
    await (uiServer as DemoServerProcess | null)?.close()
  }

  const results = current()
  console.log(`\n${formatReport(results, budgets)}\n`)
  for (const note of results.notes) console.log(`note: ${note}`)
  write()
  console.log(`\nwrote ${file.slice(ROOT.length + 1)} (${seconds(performance.now() - started)} in all)`)

  let exitCode = 0
  if (Object.keys(errors).length > 0) {
    console.error('\nbench: some measurements failed:')
    for (const [group, message] of Object.entries(errors)) console.error(`  ${group}: ${message}`)
    exitCode = 2
  }
  if (args.check) {
    const checked = partial ? budgetsOf(budgets, groups) : budgets
    const broken = failures(checkBudgets(figures, checked))
    if (broken.length > 0) {
      console.error(`\nbench --check: ${broken.length} figure(s) break their budget:`)
      for (const verdict of broken) console.error(`  ${describeFailure(verdict)}`)
      exitCode = exitCode || 1
    } else
      console.log(`\nbench --check: all ${Object.keys(checked).length} budgeted figures are within budget`)
  }
  return exitCode
}

/**
 * Runs this same command again inside scripts/with-keyring.mjs.
 *
 * The bench hosts the real main-process core, which opens the OS keychain; like the test
 * suites it must only ever see a private throwaway keyring, never the user's own.
 */
function rerunInPrivateKeyring(): Promise<number> {
  const child = spawn(
    process.execPath,
    [
      join(ROOT, 'scripts/with-keyring.mjs'),
      process.execPath,
      '--import',
      'tsx',
      __filename,
      ...process.argv.slice(2),
    ],
    { cwd: ROOT, stdio: 'inherit', env: { ...process.env, BENCH_IN_KEYRING: '1' } },
  )
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => child.kill(signal))
  return new Promise((done) => child.on('exit', (code, signal) => done(code ?? (signal ? 2 : 0))))
}

/** Builds out/ so the bundle and UI figures describe the code as it is now, not a stale build. */
function build(): string | null {
  process.stdout.write('bench: build (electron-vite build) … ')
  const start = performance.now()
  const result = spawnSync(join(ROOT, 'node_modules/.bin/electron-vite'), ['build'], {
    cwd: ROOT,
    encoding: 'utf8',
  })
  if (result.status === 0) {
    console.log(`done in ${seconds(performance.now() - start)}`)
    return null
  }
  const output = `${result.stdout ?? ''}${result.stderr ?? ''}`.trim().split('\n').slice(-15).join('\n')
  console.log('FAILED')
  console.error(output)
  return `electron-vite build failed (${result.error?.message ?? `exit code ${result.status}`})`
}

function budgetsOf(budgets: Budgets, groups: readonly Group[]): Budgets {
  const keys = new Set(groups.flatMap((group) => GROUP_FIGURES[group]))
  return Object.fromEntries(Object.entries(budgets).filter(([key]) => keys.has(key)))
}

/**
 * "request_overhead_ratio 1.21 (1.18–1.25), 1.08–1.35": each figure's median with its spread
 * over the repeats, and the 95 % noise band a rerun of as many repeats would land in if nothing
 * changed (noise-band.ts). The min–max is no such band: a fresh median falls outside it by chance.
 */
function repeatNote(summaries: Readonly<Record<string, RepeatSummary>>, count: number): string {
  const spread = Object.entries(summaries).map(([key, summary]) => {
    const band = repeatBand(summary)
    const bandText = hasBand(band) ? `${formatNumber(band.low)}–${formatNumber(band.high)}` : band.reason
    return `${key} ${formatNumber(summary.median)} (${formatNumber(summary.min)}–${formatNumber(summary.max)}), ${bandText}`
  })
  return `${count} repeats, figure = median (min–max), 95 % noise band low–high: ${spread.join('; ')}`
}

function seconds(ms: number): string {
  return `${(ms / 1000).toFixed(1)} s`
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(`bench: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`)
    process.exit(2)
  },
)
