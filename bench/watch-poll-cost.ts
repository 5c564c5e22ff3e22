import type { Result } from '../src/shared/errors'
import type { WatchList } from '../src/shared/watch'
import { MAX_WATCH_CHECKS_IN_FLIGHT, MAX_WATCHED_ITEMS } from '../src/shared/watch'
import { createBenchCore } from './bench-core'
import { startDemoServerProcess } from './demo-server-process'
import type { GroupOutcome } from './report'
import { summarize } from './stats'
import { checkpoint } from './group-runner'
import { MIN_RUNS } from './sampling'

const CATALOG_ITEMS = 50_000
/** The most an agent may watch: the figure is about a full watch list. */
const WATCHED = MAX_WATCHED_ITEMS
/** Short rounds so enough checks happen in a bounded time (the app's floor is 15 s; the cost per check is the same). */
const INTERVAL_MS = 1_000
/** One check (or floor fetch) every SPACING_MS, as the poller spreads a round over its interval. */
const SPACING_MS = INTERVAL_MS / WATCHED
/** Measured windows per path, alternating app, floor, floor, app, … so drift hits both alike. */
const WINDOWS = MIN_RUNS
const WINDOW_MS = 4_000
/** After (re)connecting, before a window: the first round's start-up is not a check's cost. */
const SETTLE_MS = 1_500

/** CPU time (user + system) of this process, in microseconds. */
function cpuMicros(): number {
  const { user, system } = process.cpuUsage()
  return user + system
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/**
 * watch_poll_cost: CPU time of the main process per watched-item check, with a full watch
 * list of 200 items, divided by the CPU time per bare `fetch` + `JSON.parse` of the same item
 * URLs launched on the same schedule (the floor), both in this process against the same demo
 * server in its own process (its CPU is not in either figure).
 *
 * The floor keeps the poller's schedule (one request every interval / 200 ms, at most
 * MAX_WATCH_CHECKS_IN_FLIGHT in flight), so waking up for each request is on both sides and
 * the ratio is what the app's check adds to the request itself. App and floor windows
 * alternate (A B B A …); the app's poller is stopped (sign-out) during floor windows.
 *
 * Checks are counted without hooks in the app: every half interval the bench reads the
 * watch list and counts the items whose `lastCheckedAt` moved (an item is checked at most
 * once per interval, so no check is missed or counted twice).
 */
export async function benchWatchPollCost(): Promise<GroupOutcome> {
  const server = await startDemoServerProcess(CATALOG_ITEMS, 11)
  const bench = await createBenchCore({ watchIntervalMsOverride: INTERVAL_MS })
  try {
    const { core } = bench
    const handle = async <T>(channel: string, payload: unknown): Promise<T> => {
      const result = (await core.handle(channel, payload)) as Result<T>
      if (!result.ok) throw new Error(`${channel} failed: ${result.error.kind}: ${result.error.message}`)
      return result.data
    }
    const connect = () =>
      handle('session:connect', { baseUrl: server.url, token: server.token, remember: false })
    await connect()
    const ids = Array.from({ length: WATCHED }, (_, index) => 1 + index * 97)
    for (const id of ids) await handle('watch:add', { id })
    let connected = true

    const lastChecked = new Map<number, string | null>()
    const countChecks = async (): Promise<number> => {
      const list = await handle<WatchList>('watch:list', {})
      let moved = 0
      for (const item of list.items) {
        if (item.lastCheckedAt !== null && item.lastCheckedAt !== lastChecked.get(item.id)) moved += 1
        lastChecked.set(item.id, item.lastCheckedAt)
      }
      return moved
    }
    const appWindow = async () => {
      if (!connected) {
        await connect()
        connected = true
      }
      await sleep(SETTLE_MS)
      await countChecks()
      const start = cpuMicros()
      let checks = 0
      const end = performance.now() + WINDOW_MS
      while (performance.now() < end) {
        await sleep(INTERVAL_MS / 2)
        checks += await countChecks()
      }
      const cpu = cpuMicros() - start
      if (checks < WATCHED)
        throw new Error(`only ${checks} checks in ${WINDOW_MS} ms; the poller did not run`)
      return cpu / checks
    }

    const fetchOne = async (id: number) => {
      const response = await fetch(`${server.url}/v1/items/${id}`, {
        headers: { Authorization: `Bearer ${server.token}`, Accept: 'application/json' },
      })
      JSON.parse(await response.text())
    }
    const floorWindow = async () => {
      if (connected) {
        await handle('session:signOut', {})
        connected = false
      }
      await sleep(SETTLE_MS)
      const start = cpuMicros()
      const end = performance.now() + WINDOW_MS
      let launched = 0
      let inFlight = 0
      const settled: Promise<void>[] = []
      while (performance.now() < end) {
        if (inFlight < MAX_WATCH_CHECKS_IN_FLIGHT) {
          inFlight += 1
          settled.push(fetchOne(ids[launched % ids.length] as number).finally(() => (inFlight -= 1)))
          launched += 1
        }
        await sleep(SPACING_MS)
      }
      await Promise.all(settled)
      return (cpuMicros() - start) / launched
    }

    // One window of each to warm up, then A B B A … (the same order as sampleInterleaved).
    await appWindow()
    await floorWindow()
    const app: number[] = []
    const floor: number[] = []
    for (let window = 0; window < WINDOWS; window += 1) {
      checkpoint()
      if (window % 2 === 0) {
        app.push(await appWindow())
        floor.push(await floorWindow())
      } else {
        floor.push(await floorWindow())
        app.push(await appWindow())
      }
    }
    const appSummary = summarize(app)
    const floorSummary = summarize(floor)
    return {
      series: [
        {
          key: 'watch_poll_cpu_us_windows',
          label: 'watch: CPU per check, per window',
          unit: 'µs',
          summary: appSummary,
        },
        {
          key: 'watch_poll_floor_cpu_us_windows',
          label: 'watch: floor, CPU per bare fetch on the same schedule, per window',
          unit: 'µs',
          summary: floorSummary,
        },
      ],
      figures: {
        watch_poll_cost: appSummary.median / floorSummary.median,
        watch_poll_cpu_us: appSummary.median,
        watch_poll_floor_cpu_us: floorSummary.median,
      },
      notes: [
        `watch: ${WATCHED} watched items, a check every ${SPACING_MS} ms (round ${INTERVAL_MS} ms), at most ` +
          `${MAX_WATCH_CHECKS_IN_FLIGHT} in flight; ${WINDOWS} windows of ${WINDOW_MS / 1000} s per path after one warm-up each, ` +
          'app and floor alternating; CPU time of this process (user + system) per check vs per bare fetch + JSON.parse ' +
          'of the same items on the same schedule',
      ],
    }
  } finally {
    await bench.dispose()
    await server.close()
  }
}
