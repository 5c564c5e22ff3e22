import type { Result } from '../src/shared/errors'
import type { WatchList } from '../src/shared/watch'
import { MAX_WATCHED_ITEMS } from '../src/shared/watch'
import { createBenchCore } from './bench-core'
import { startDemoServerProcess } from './demo-server-process'
import type { GroupOutcome } from './report'

const CATALOG_ITEMS = 50_000
/** The most an agent may watch: the figure is about a full watch list. */
const WATCHED = MAX_WATCHED_ITEMS
/** Short rounds so enough checks happen in a bounded time (the app's floor is 15 s; the cost per check is the same). */
const INTERVAL_MS = 1_000
const MEASURE_MS = 12_000
const WARMUP_MS = 3_000

/** CPU time (user + system) of this process, in microseconds. */
function cpuMicros(): number {
  const { user, system } = process.cpuUsage()
  return user + system
}

/**
 * watch_poll_cost: CPU time in main per watched item per check, with a full watch list of 200
 * items, divided by the CPU time of one bare `fetch` + `JSON.parse` of the same item URL
 * (the floor), both in this process against the same demo server in its own process.
 *
 * Checks are counted without hooks in the app: every half interval the bench reads the
 * watch list and counts the items whose `lastCheckedAt` moved (an item is checked at most
 * once per interval, so no check is missed or counted twice). The demo server runs in its
 * own process, so its CPU is not in the figure.
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
    await handle('session:connect', { baseUrl: server.url, token: server.token, remember: false })
    const ids = Array.from({ length: WATCHED }, (_, index) => 1 + index * 97)
    for (const id of ids) await handle('watch:add', { id })

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
    const observe = async (durationMs: number) => {
      let checks = 0
      const end = performance.now() + durationMs
      while (performance.now() < end) {
        await new Promise((resolve) => setTimeout(resolve, INTERVAL_MS / 2))
        checks += await countChecks()
      }
      return checks
    }
    await observe(WARMUP_MS)
    const cpuStart = cpuMicros()
    const checks = await observe(MEASURE_MS)
    const appCpu = cpuMicros() - cpuStart
    await handle('session:signOut', {})
    if (checks < WATCHED) throw new Error(`only ${checks} checks in ${MEASURE_MS} ms; the poller did not run`)

    // Floor: the same GETs by hand, two at a time (the watch's in-flight limit), same headers.
    const floorRuns = checks
    const fetchOne = async (id: number) => {
      const response = await fetch(`${server.url}/v1/items/${id}`, {
        headers: { Authorization: `Bearer ${server.token}`, Accept: 'application/json' },
      })
      JSON.parse(await response.text())
    }
    for (let index = 0; index < 200; index += 1) await fetchOne(ids[index % ids.length] as number)
    const floorStart = cpuMicros()
    for (let index = 0; index < floorRuns; index += 2) {
      await Promise.all([
        fetchOne(ids[index % ids.length] as number),
        fetchOne(ids[(index + 1) % ids.length] as number),
      ])
    }
    const floorCpu = cpuMicros() - floorStart
    const perCheck = appCpu / checks
    const perFetch = floorCpu / floorRuns
    return {
      series: [],
      figures: {
        watch_poll_cost: perCheck / perFetch,
        watch_poll_cpu_us: perCheck,
        watch_poll_floor_cpu_us: perFetch,
      },
      notes: [
        `watch: ${WATCHED} watched items, a check every ${INTERVAL_MS / WATCHED} ms (round ${INTERVAL_MS} ms), ` +
          `${checks} checks in ${MEASURE_MS} ms after ${WARMUP_MS} ms warm-up; CPU time of this process ` +
          `(user + system) per check vs per bare fetch + JSON.parse of the same items, 2 in flight`,
      ],
    }
  } finally {
    await bench.dispose()
    await server.close()
  }
}
