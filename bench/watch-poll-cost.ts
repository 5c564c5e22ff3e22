import { setTimeout as sleep } from 'node:timers/promises'
import { MAX_WATCH_CHECKS_IN_FLIGHT, MAX_WATCHED_ITEMS, type WatchList } from '../src/shared/watch'
import { bareFetchItem } from './bare-fetch'
import { withBenchCore } from './bench-core'
import type { GroupOutcome } from './report'
import { compareToFloor, MIN_RUNS } from './sampling'

/** A full watch list, checked in short rounds so enough checks happen in bounded time. */
const WATCHED = MAX_WATCHED_ITEMS
const INTERVAL_MS = 1_000
/** The poller spreads a round over its interval: one check every SPACING_MS. */
const SPACING_MS = INTERVAL_MS / WATCHED
const WINDOW_MS = 4_000
/** After (re)connecting: the first round's start-up is not a check's cost. */
const SETTLE_MS = 1_500

/** Main's CPU per watched-item check vs per bare fetch; `lastCheckedAt` read every half interval. */
export function benchWatchPollCost(): Promise<GroupOutcome> {
  const options = { items: 50_000, seed: 11, watchIntervalMsOverride: INTERVAL_MS }
  return withBenchCore(options, async (bench) => {
    const ids = Array.from({ length: WATCHED }, (_, index) => 1 + index * 97)
    for (const id of ids) await bench.handle('watch:add', { id })
    let connected = true
    const lastChecked = new Map<number, string | null>()
    const countChecks = async () => {
      let moved = 0
      for (const item of (await bench.handle<WatchList>('watch:list', {})).items) {
        if (item.lastCheckedAt !== null && item.lastCheckedAt !== lastChecked.get(item.id)) moved += 1
        lastChecked.set(item.id, item.lastCheckedAt)
      }
      return moved
    }
    const app = async () => {
      if (!connected) await bench.connect()
      connected = true
      await sleep(SETTLE_MS)
      await countChecks()
      const start = process.cpuUsage()
      let checks = 0
      for (const end = performance.now() + WINDOW_MS; performance.now() < end;) {
        await sleep(INTERVAL_MS / 2)
        checks += await countChecks()
      }
      const { user, system } = process.cpuUsage(start)
      if (checks < WATCHED)
        throw new Error(`only ${checks} checks in ${WINDOW_MS} ms; the poller did not run`)
      return (user + system) / checks
    }
    const floor = async () => {
      if (connected) await bench.handle('session:signOut', {})
      connected = false
      await sleep(SETTLE_MS)
      const start = process.cpuUsage()
      let [launched, inFlight] = [0, 0]
      const settled: Promise<void>[] = []
      for (const end = performance.now() + WINDOW_MS; performance.now() < end; await sleep(SPACING_MS)) {
        if (inFlight >= MAX_WATCH_CHECKS_IN_FLIGHT) continue
        inFlight += 1
        settled.push(bareFetchItem(bench.server, ids[launched % ids.length]!).finally(() => (inFlight -= 1)))
        launched += 1
      }
      await Promise.all(settled)
      const { user, system } = process.cpuUsage(start)
      return (user + system) / launched
    }
    return compareToFloor(
      { warmup: 1, runs: MIN_RUNS },
      'watch_poll_cost',
      ['watch_poll_cpu_us', app],
      ['watch_poll_floor_cpu_us', floor],
      'µs',
    )
  })
}
