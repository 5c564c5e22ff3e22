import { MAX_WATCH_CHECKS_IN_FLIGHT, MAX_WATCHED_ITEMS, type WatchList } from '../src/shared/watch'
import { bareFetchItem } from './bare-fetch'
import { startBenchCore } from './bench-core'
import type { GroupOutcome } from './report'
import { compareToFloor, MIN_RUNS } from './sampling'

const CATALOG_ITEMS = 50_000
/** The most an agent may watch: the figure is about a full watch list. */
const WATCHED = MAX_WATCHED_ITEMS
/** Short rounds so enough checks happen in a bounded time (the cost per check is the same). */
const INTERVAL_MS = 1_000
/** One check (or floor fetch) every SPACING_MS, as the poller spreads a round over its interval. */
const SPACING_MS = INTERVAL_MS / WATCHED
const WINDOW_MS = 4_000
/** After (re)connecting, before a window: the first round's start-up is not a check's cost. */
const SETTLE_MS = 1_500

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** CPU time (user + system) of this process, in microseconds. */
function cpuMicros(): number {
  const { user, system } = process.cpuUsage()
  return user + system
}

/**
 * watch_poll_cost: CPU time of the main process per watched-item check with a full watch
 * list, divided by the CPU time per bare `fetch` + `JSON.parse` of the same item URLs launched
 * on the poller's own schedule (one every interval / 200, at most MAX_WATCH_CHECKS_IN_FLIGHT in
 * flight), so waking up per request is on both sides. The demo server runs in its own process,
 * so its CPU is in neither. App and floor windows alternate (A B B A …); the poller is stopped
 * (sign-out) during floor windows. Checks are counted from each item's `lastCheckedAt`, read
 * every half interval (an item is checked at most once per interval: none missed or counted twice).
 */
export async function benchWatchPollCost(): Promise<GroupOutcome> {
  const bench = await startBenchCore({ items: CATALOG_ITEMS, seed: 11, watchIntervalMsOverride: INTERVAL_MS })
  try {
    const ids = Array.from({ length: WATCHED }, (_, index) => 1 + index * 97)
    for (const id of ids) await bench.handle('watch:add', { id })
    let connected = true

    const lastChecked = new Map<number, string | null>()
    const countChecks = async (): Promise<number> => {
      const list = await bench.handle<WatchList>('watch:list', {})
      let moved = 0
      for (const item of list.items) {
        if (item.lastCheckedAt !== null && item.lastCheckedAt !== lastChecked.get(item.id)) moved += 1
        lastChecked.set(item.id, item.lastCheckedAt)
      }
      return moved
    }
    const appWindow = async () => {
      if (!connected) await bench.connect()
      connected = true
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
    const floorWindow = async () => {
      if (connected) await bench.handle('session:signOut', {})
      connected = false
      await sleep(SETTLE_MS)
      const start = cpuMicros()
      const end = performance.now() + WINDOW_MS
      let launched = 0
      let inFlight = 0
      const settled: Promise<void>[] = []
      while (performance.now() < end) {
        if (inFlight < MAX_WATCH_CHECKS_IN_FLIGHT) {
          inFlight += 1
          settled.push(
            bareFetchItem(bench.server, ids[launched % ids.length] as number).finally(() => (inFlight -= 1)),
          )
          launched += 1
        }
        await sleep(SPACING_MS)
      }
      await Promise.all(settled)
      return (cpuMicros() - start) / launched
    }

    // One window of each to warm up, then alternating: drift hits app and floor alike.
    return await compareToFloor(
      { warmup: 1, runs: MIN_RUNS },
      {
        ratio: 'watch_poll_cost',
        app: { key: 'watch_poll_cpu_us', label: 'watch: CPU per check' },
        floor: { key: 'watch_poll_floor_cpu_us', label: 'watch: floor, CPU per bare fetch' },
        unit: 'µs',
        note: `watch: ${WATCHED} watched items, a check every ${SPACING_MS} ms (round ${INTERVAL_MS} ms), at most ${MAX_WATCH_CHECKS_IN_FLIGHT} in flight; windows of ${WINDOW_MS / 1000} s`,
      },
      appWindow,
      floorWindow,
    )
  } finally {
    await bench.dispose()
  }
}
