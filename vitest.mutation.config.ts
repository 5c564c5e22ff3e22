import { defineConfig } from 'vitest/config'

/**
 * The tests StrykerJS runs against each mutant of the security core (stryker.config.mjs):
 * the node tests of shared/ and main/, without the slow e2e-like suites that cannot kill a
 * mutant in these files (the fuzz test's 2,000 runs, the demo server, scripts and bench).
 */
export default defineConfig({
  test: {
    environment: 'node',
    include: ['src/shared/**/*.test.ts', 'src/main/**/*.test.ts'],
    exclude: ['**/*.fuzz.test.ts', '**/node_modules/**'],
    testTimeout: 20_000,
  },
})
