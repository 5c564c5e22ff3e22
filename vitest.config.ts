import { defineConfig } from 'vitest/config'
import react from '@vitejs/plugin-react'

/**
 * Two projects: plain Node for shared/main/demo-server code (real sockets, real keychain),
 * and jsdom for renderer components.
 */
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
          ],
          testTimeout: 20_000,
        },
      },
    ],
  },
})
