import { defineConfig } from 'vitest/config'
import { UnloadableFileAsFailedTest } from './scripts/mutation/unloadable-file-as-failed-test'

/**
 * The tests StrykerJS runs against each mutant of the security core (stryker.config.mjs):
 * the node tests that exercise those modules, without the slow suites that cannot kill a
 * mutant in them (the fuzz test's 2,000 runs, the demo server, scripts and bench).
 */
export default defineConfig({
  test: {
    environment: 'node',
    // keytar's native libsecret binding must be loaded once per process (GLib refuses a second
    // registration and the process crashes), so test files run in processes, not threads.
    pool: 'forks',
    // The suites that exercise the mutated modules (stryker.config.mjs); the watch, lookup and
    // export stories run real background timers that do not belong in a mutant's run.
    include: [
      'src/shared/**/*.test.ts',
      'src/main/core/catalog-client/**/*.test.ts',
      'src/main/core/secrets/**/*.test.ts',
      'src/main/core/redaction/**/*.test.ts',
      'src/main/core/settings/**/*.test.ts',
      'src/main/core/prefs/**/*.test.ts',
      'src/main/core/handlers/**/*.test.ts',
      'src/main/core/links/**/*.test.ts',
      'src/main/core/quick-answer/**/*.test.ts',
      'src/main/core/session/**/*.test.ts',
      'src/main/core/app-core.{ipc,redaction,session,quick-answer}.test.ts',
      'src/main/shell/**/*.test.ts',
    ],
    // app-core.keychain.test.ts hangs in Stryker's sandbox copy (its D1 story never answers
    // there); the D1 and keychain mutants are covered by session-manager and secrets tests.
    exclude: ['**/*.fuzz.test.ts', '**/node_modules/**', 'src/main/core/app-core.keychain.test.ts'],
    // Instrumented code runs slower; a keychain story needs more than the usual 20 s here.
    testTimeout: 90_000,
    // StrykerJS forces one worker thread per test file in one process, where keytar can be
    // loaded only once: the core's stories use an in-memory keychain (app-core.test-support.ts).
    env: { CATALOG_TEST_KEYCHAIN: 'memory' },
    // A file that cannot load is a failed test, not an absent one (the reporter says why).
    reporters: ['default', new UnloadableFileAsFailedTest()],
  },
})
