import { epochMsFrom } from '../../src/shared/epoch-ms'

/** Where playwright.config.ts puts the run's fixed demo moment, for every worker to read. */
export const E2E_DEMO_NOW_VARIABLE = 'E2E_DEMO_NOW'

/**
 * The moment every demo catalog of this e2e run tells its delivery stories from (ms since the
 * epoch), fixed once per run so that a value a test reads early and the value the app shows
 * later are the same even when a minute turns in between. Undefined outside a Playwright run
 * (the bench), where the demo follows the clock.
 */
export function e2eDemoNow(): number | undefined {
  return epochMsFrom(process.env[E2E_DEMO_NOW_VARIABLE])
}
