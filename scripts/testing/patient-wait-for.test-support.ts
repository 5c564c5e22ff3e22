import { vi } from 'vitest'

/**
 * `vi.waitFor` waits for what the code under test does, not for how fast the machine is: its
 * default of one second is shorter than a ticket read in slices takes on a loaded two-core
 * machine (a 1,001-ID paste took over 3 s beside two busy cores). As Testing Library's wait
 * in src/renderer/test-setup.ts, it waits up to 15 s unless a test says otherwise; a wait that
 * never ends still fails, within the 20 s test timeout. Set in every project (vitest.config.ts).
 */
export const PATIENT_WAIT_MS = 15_000

type WaitFor = typeof vi.waitFor
const PATIENT = Symbol.for('catalog-browser.patient-wait-for')

// Files share a worker (`isolate: false`), so this runs once per file: wrap only once.
if (!(PATIENT in vi.waitFor)) {
  const original: WaitFor = vi.waitFor
  const patient: WaitFor = (callback, options) =>
    original(callback, {
      timeout: PATIENT_WAIT_MS,
      ...(typeof options === 'number' ? { timeout: options } : options),
    })
  Object.assign(patient, { [PATIENT]: true })
  vi.waitFor = patient
}
