import { defineConfig } from 'vitest/config'
import react from '@vitejs/plugin-react'

/**
 * Plain Node for shared/main/demo-server code (real sockets, real keychain), and jsdom for
 * renderer components: one window shared by a worker's files, and one of its own for a file
 * that needs it.
 */

/**
 * Renderer files that fail after some other file in the same window, for a reason not yet
 * found (a file that polls on fake timers never sees its interval fire), so each gets a
 * window of its own.
 */
const OWN_WINDOW = ['src/renderer/api/outage-recovery.test.tsx']

const DOM = {
  environment: 'jsdom',
  include: ['src/renderer/**/*.test.{ts,tsx}'],
  // The census first: React DOM looks for its hook once, when test-setup.ts loads it.
  setupFiles: ['src/renderer/testing/install-render-census.test-support.ts', 'src/renderer/test-setup.ts'],
  testTimeout: 20_000,
}

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'node',
          environment: 'node',
          include: [
            'src/shared/**/*.test.ts',
            'src/main/**/*.test.ts',
            'src/preload/**/*.test.ts',
            'src/demo-server/**/*.test.ts',
            'scripts/**/*.test.ts',
            'bench/**/*.test.ts',
          ],
          testTimeout: 20_000,
        },
      },
      {
        plugins: [react()],
        test: {
          ...DOM,
          name: 'dom',
          // One jsdom per worker, not per file: building a window cost more than the tests in
          // it. Each file still loads our modules afresh and gets globals back as they were
          // (src/renderer/testing/between-files.test-support.ts).
          isolate: false,
          exclude: OWN_WINDOW,
        },
      },
      {
        plugins: [react()],
        test: { ...DOM, name: 'dom-own-window', include: OWN_WINDOW },
      },
    ],
  },
})
