import { configDefaults, defineConfig } from 'vitest/config'
import react from '@vitejs/plugin-react'

/** The tests of everything that runs in Node: shared/main/demo-server code, scripts, benchmarks. */
const NODE_TESTS = [
  'src/shared/**/*.test.ts',
  'src/main/**/*.test.ts',
  'src/preload/**/*.test.ts',
  'src/demo-server/**/*.test.ts',
  'scripts/**/*.test.ts',
  'bench/**/*.test.ts',
]

/**
 * Node test files that change the process for good through a library loaded once per process
 * (electron-builder adds signal and 'message' listeners and globals of its own), so each runs
 * in a process of its own rather than before another file.
 */
const OWN_PROCESS = ['scripts/packaging.test.ts']
/** `vi.waitFor` as patient as Testing Library's wait, in every project (the file says why). */
const PATIENT_WAIT_FOR = 'scripts/testing/patient-wait-for.test-support.ts'

/**
 * Three projects: plain Node for shared/main/demo-server code (real sockets, real keychain),
 * the few Node files that need a process each, and jsdom for renderer components.
 *
 * Pools are vitest's default, forks (child processes): keytar's libsecret binding registers
 * itself with GLib once per process, and a second worker thread loading it hangs the keychain
 * stories; threads were no faster once files share a worker.
 */
export default defineConfig({
  test: {
    // Both cores: vitest's default leaves one free in `vitest run`, which on a two-core machine
    // ran every file one after another, and many wait on sockets and child processes.
    maxWorkers: 2,
    projects: [
      {
        test: {
          name: 'node',
          environment: 'node',
          include: NODE_TESTS,
          exclude: [...configDefaults.exclude, ...OWN_PROCESS],
          // One process per worker, not per file: starting one cost more than most files' tests.
          // What a file leaves in the process is put back or refused between files.
          isolate: false,
          setupFiles: ['scripts/testing/between-node-files.test-support.ts', PATIENT_WAIT_FOR],
          testTimeout: 20_000,
        },
      },
      {
        test: {
          name: 'node-own-process',
          environment: 'node',
          include: OWN_PROCESS,
          setupFiles: [PATIENT_WAIT_FOR],
          testTimeout: 20_000,
        },
      },
      {
        plugins: [react()],
        test: {
          name: 'dom',
          environment: 'jsdom',
          // One jsdom per worker, not per file: building a window cost more than the tests in
          // it. Each file still loads our modules afresh and gets back the window as it was
          // (src/renderer/testing/between-files.test-support.ts).
          isolate: false,
          include: ['src/renderer/**/*.test.{ts,tsx}'],
          // The census first: React DOM looks for its hook once, when test-setup.ts loads it.
          setupFiles: [
            'src/renderer/testing/install-render-census.test-support.ts',
            'src/renderer/test-setup.ts',
            PATIENT_WAIT_FOR,
          ],
          testTimeout: 20_000,
        },
      },
    ],
  },
})
