// Mutation testing of the security core: `npm run test:mutation` (not part of npm test: too
// slow). Every mutant that survives is either killed by a new test or explained below, next
// to the code it concerns, with a `// Stryker disable next-line <mutator>: reason` comment.
/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  testRunner: 'vitest',
  vitest: { configFile: 'vitest.mutation.config.ts' },
  // Only the tests that cover a mutant run against it.
  coverageAnalysis: 'perTest',
  mutate: [
    'src/shared/base-url.ts',
    'src/main/core/catalog-client/*.ts',
    '!src/main/core/catalog-client/*.test.ts',
    'src/main/core/secrets/*.ts',
    '!src/main/core/secrets/*.test.ts',
    '!src/**/*.test-support.ts',
    'src/main/core/redaction/secret-redactor.ts',
    'src/main/core/settings/*.ts',
    '!src/main/core/settings/*.test.ts',
    'src/main/core/prefs/*.ts',
    '!src/main/core/prefs/*.test.ts',
    'src/main/core/replies/*.ts',
    '!src/main/core/replies/*.test.ts',
    'src/main/core/handlers/dispatch.ts',
    'src/main/core/events/event-for-window.ts',
    'src/main/shell/app-protocol.ts',
    'src/main/core/links/link-inbox.ts',
    // The shortcut's clipboard text: held once for the window, gone with its session.
    'src/main/core/quick-answer/quick-answer.ts',
    'src/main/core/quick-answer/forget-with-session.ts',
    'src/main/core/quick-answer/settings-open-request.ts',
    'src/shared/links/catalog-link.ts',
  ],
  // Two cores: one test process per core.
  concurrency: 2,
  timeoutMS: 30_000,
  reporters: ['clear-text', 'progress', 'html', 'json'],
  htmlReporter: { fileName: 'reports/mutation/index.html' },
  jsonReporter: { fileName: 'reports/mutation/mutation.json' },
  // What builds and test runs write: not needed by the unit tests, and an e2e run beside a
  // mutation run adds and removes files there while StrykerJS copies the project.
  ignorePatterns: [
    '/out',
    '/dist',
    '/test-results',
    '/playwright-report',
    '/e2e/artifacts',
    '/bench/tmp',
    '/bench/runs',
  ],
  tempDirName: '.stryker-tmp',
  cleanTempDir: 'always',
  thresholds: { high: 90, low: 80, break: null },
}
