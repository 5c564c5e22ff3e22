import { randomBytes } from 'node:crypto'
import { startDemoServer } from '../../../demo-server'

/**
 * The embedded demo catalog: started on first use on 127.0.0.1 with a free port and a random
 * token that exists only in this process, and stopped on sign-out and quit.
 */
export interface DemoEndpoint {
  readonly baseUrl: string
  readonly token: string
}

export interface DemoCatalog {
  /** Starts the server if it is not running (concurrent calls share one start). */
  start(): Promise<DemoEndpoint>
  stop(): Promise<void>
}

/** Every 97th ID of the in-app demo catalog does not exist (a prime: no pattern with page sizes). */
export const DEMO_MISSING_EVERY = 97

export interface DemoCatalogOptions {
  /**
   * Test seam: the moment the demo's delivery stories are told from (ms since the epoch), so
   * e2e tests read the same times however long a run takes. Absent: the clock.
   */
  readonly now?: number
}

export function createDemoCatalog(options: DemoCatalogOptions = {}): DemoCatalog {
  let running: ReturnType<typeof startDemoServer> | null = null

  return {
    start() {
      if (!running) {
        const token = randomBytes(32).toString('hex')
        // Like a real catalog, where deleted items leave gaps: IDs 97, 194, … answer "not
        // found", so a bulk lookup in the demo shows that row too.
        const starting = startDemoServer({
          port: 0,
          host: '127.0.0.1',
          token,
          missingEvery: DEMO_MISSING_EVERY,
          now: options.now ?? null,
        })
        running = starting
        // A failed start must not be cached: the next attempt should try again.
        starting.catch(() => {
          if (running === starting) running = null
        })
      }
      return running.then((server) => ({ baseUrl: server.url, token: server.token }))
    },
    async stop() {
      const stopping = running
      running = null
      if (!stopping) return
      try {
        const server = await stopping
        await server.close()
      } catch {
        // It never started, or is already closed: either way nothing is listening any more.
      }
    },
  }
}
