import { expect, type Page } from '@playwright/test'

/**
 * A lookup of several IDs runs one request per ID, a few at a time: on a busy machine the
 * whole run can take longer than the suite's per-step wait (playwright.config.ts). The bound
 * here is for the whole run, and the test still waits on the state (every answer in), never
 * on the clock.
 */
export const WHOLE_LOOKUP_MS = 45_000

/** The lookup's progress bar (one home for its name, shared by the specs that paste tickets). */
export function lookupProgress(page: Page) {
  return page.getByRole('progressbar', { name: 'Lookup progress' })
}

/** Waits until `answered` of the lookup's IDs have their answer. */
export async function expectLookupAnswered(page: Page, answered: number): Promise<void> {
  await expect(lookupProgress(page)).toHaveAttribute('aria-valuenow', String(answered), {
    timeout: WHOLE_LOOKUP_MS,
  })
}
