import { afterAll, vi } from 'vitest'
import { isolateKeychain } from '../../src/main/core/secrets/keyring.test-support'
import { changesBetween, processState } from './process-state'

/**
 * The node project's test files share a worker process (vitest's `isolate: false` in
 * vitest.config.ts: starting a process per file cost more than most files' tests). Their own
 * modules load anew per file; what a file changed in the process is put back here, and what
 * cannot be put back (the environment, the working folder, a process listener) fails the file
 * that left it, so that a file passes or fails the same alone or after any other.
 */

// keytar reads the D-Bus address once per process, when it first connects: set it before any
// file of the worker gets there.
isolateKeychain()

const atStart = processState()

afterAll(() => {
  vi.useRealTimers()
  vi.unstubAllEnvs()
  vi.unstubAllGlobals()
  // Our own modules (a module's Map or cache, a module vi.mock replaced for this file) start
  // again from their first line in the next file; libraries stay loaded.
  vi.resetModules()
  const left = changesBetween(atStart, processState())
  if (left.length > 0) {
    throw new Error(
      `this file leaves the next one in its worker ${left.join('; ')}: put it back in an afterAll, ` +
        'or, where a library does it once per process, list the file in OWN_PROCESS (vitest.config.ts)',
    )
  }
})
