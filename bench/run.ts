/** `npm run bench`: what a support agent waits for, each figure against its floor (bench/README.md). */
import { spawnSync } from 'node:child_process'
import { mkdirSync, writeFileSync } from 'node:fs'
import { availableParallelism, cpus, release, totalmem } from 'node:os'
import { dirname, join, resolve } from 'node:path'
import { budgetsOf, checkBudgets, describeFailure, loadBudgets } from './budgets'
import { benchBulkLookup } from './bulk-lookup'
import { benchBundle } from './bundle-size'
import { GROUPS, parseArgs, USAGE, type BenchArgs, type Group } from './cli-args'
import { startDemoServerProcess, type DemoServerProcess } from './demo-server-process'
import { cjkFonts, FONT_DEPENDENT_GROUPS, missingFontsMessage } from './fonts'
import { benchListExport } from './list-export'
import { benchPaste } from './paste'
import { formatReport, resultsDocument, type GroupOutcome, type Results, type Series } from './report'
import { benchRequestOverhead } from './request-overhead'
import { aggregateRepeats, round } from './stats'
import { benchFirstOpen } from './ui/first-open'
import { benchLoad } from './ui/load'
import { benchQuickAnswer } from './ui/quick-answer'
import { benchRender } from './ui/render'
import { benchShift } from './ui/shift'
import { benchStartup } from './ui/startup'
import { benchWatchPollCost } from './watch-poll-cost'

const ROOT = resolve(__dirname, '..')
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`

async function main(): Promise<number> {
  let args: BenchArgs
  try {
    args = parseArgs(process.argv.slice(2))
  } catch (error) {
    console.error(`bench: ${(error as Error).message}\n\n${USAGE}`)
    return 2
  }
  const budgets = loadBudgets(join(ROOT, 'bench/budgets.json'))
  const started = performance.now()
  // One keychain service name for the whole run, private to it (as the e2e suite does).
  process.env.E2E_RUN_ID ??= `bench-${process.pid}`
  const groups = args.only ?? GROUPS
  const errors: Record<string, string> = {}
  let chromiumVersion: string | null = null
  // Without a build the bundle and UI figures would describe stale code.
  if (args.build) {
    console.log('bench: build (electron-vite build)')
    const electronVite = join(ROOT, 'node_modules/.bin/electron-vite')
    if (spawnSync(electronVite, ['build'], { cwd: ROOT, stdio: 'inherit' }).status !== 0) {
      console.error('bench: the build failed; nothing measured')
      return 2
    }
  }

  const fonts = cjkFonts()
  const noFonts = missingFontsMessage(fonts)

  /**
   * The UI groups' 100,000-item catalog, started once. It answers after 20 ms, more than a frame:
   * an answer that could beat the frame its click paints made a click paint once or twice by chance.
   */
  let uiCatalog = null as DemoServerProcess | null
  const catalog = async () =>
    (uiCatalog ??= await startDemoServerProcess({ items: 100_000, seed: 3, latencyMs: 20 }))
  const runners: Record<Group, () => Promise<GroupOutcome & { chromiumVersion?: string }>> = {
    request: benchRequestOverhead,
    lookup: benchBulkLookup,
    bundle: async () => benchBundle(join(ROOT, 'out/renderer')),
    startup: benchStartup,
    open: async () => benchFirstOpen(await catalog()),
    render: async () => benchRender(await catalog()),
    load: async () => benchLoad(await catalog()),
    shift: benchShift,
    watch: benchWatchPollCost,
    export: benchListExport,
    paste: benchPaste,
    quick: async () => benchQuickAnswer(await catalog()),
  }

  const file = join(ROOT, args.only ? 'bench/tmp/results-partial.json' : 'bench/results.json')
  mkdirSync(dirname(file), { recursive: true })
  /** The figures of each repeat of the whole set (the last possibly incomplete). */
  const repeats: Record<string, number>[] = []
  const latestSeries = new Map<string, Series>()
  const current = (): Results => {
    const ranges = aggregateRepeats(repeats)
    return {
      figures: Object.fromEntries(Object.entries(ranges).map(([key, range]) => [key, range.median])),
      ...(args.repeat > 1 ? { ranges } : {}),
      series: [...latestSeries.values()],
      errors,
      // Ratios travel between machines better than milliseconds, but neither means much without the machine.
      machine: {
        cpu_model: cpus()[0]?.model ?? 'unknown',
        cores: availableParallelism(),
        memory_gb: round(totalmem() / 1024 ** 3, 1),
        os: `${process.platform} ${release()}`,
        node_version: process.version,
        chromium_version: chromiumVersion,
        date: new Date().toISOString(),
        out_built: args.build,
        cjk_fonts: fonts.join(', ') || null,
        bench_seconds: Math.round((performance.now() - started) / 1000),
        ...(args.repeat > 1 ? { repeats: repeats.length } : {}),
      },
    }
  }
  const write = () => writeFileSync(file, `${JSON.stringify(resultsDocument(current()), null, 2)}\n`)

  try {
    for (let round = 1; round <= args.repeat; round += 1) {
      const figures: Record<string, number> = {}
      repeats.push(figures)
      for (const group of groups) {
        const groupStart = performance.now()
        process.stdout.write(`bench: ${args.repeat > 1 ? `[${round}/${args.repeat}] ` : ''}${group} … `)
        try {
          if (noFonts && FONT_DEPENDENT_GROUPS.has(group)) throw new Error(noFonts)
          const outcome = await runners[group]()
          for (const item of outcome.series) latestSeries.set(item.key, item)
          Object.assign(figures, outcome.figures)
          chromiumVersion = outcome.chromiumVersion ?? chromiumVersion
          console.log(`done in ${seconds(performance.now() - groupStart)}`)
        } catch (error) {
          const message = error instanceof Error ? error.message : String(error)
          errors[group] = args.repeat > 1 ? `repeat ${round}: ${message}` : message
          console.log(`FAILED after ${seconds(performance.now() - groupStart)}: ${message}`)
        }
        // After every group: a run stopped now still leaves what it measured.
        write()
      }
    }
  } finally {
    await uiCatalog?.close()
  }

  const results = current()
  console.log(`\n${formatReport(results, budgets)}\n`)
  write()
  console.log(`\nwrote ${file.slice(ROOT.length + 1)} (${seconds(performance.now() - started)} in all)`)

  for (const [group, message] of Object.entries(errors)) console.error(`bench: ${group} failed: ${message}`)
  const exitCode = Object.keys(errors).length > 0 ? 2 : 0
  if (!args.check) return exitCode
  const verdicts = checkBudgets(results.figures, budgetsOf(budgets, groups))
  const broken = verdicts.filter((verdict) => verdict.status !== 'pass')
  for (const verdict of broken) console.error(`bench --check: ${describeFailure(verdict)}`)
  if (broken.length === 0) console.log('bench --check: every budgeted figure is within budget')
  return broken.length > 0 ? exitCode || 1 : exitCode
}

main()
  .catch((error: unknown) => {
    console.error(`bench: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`)
    return 2
  })
  .then((code) => process.exit(code))
