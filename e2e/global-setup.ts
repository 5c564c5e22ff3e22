import { existsSync } from 'node:fs'
import { resolve } from 'node:path'

/** The e2e suite drives the built app: say how to build it instead of failing obscurely. */
export default function globalSetup(): void {
  for (const file of ['out/renderer/index.html', 'out/main/index.js', 'out/preload/index.cjs']) {
    if (!existsSync(resolve(__dirname, '..', file))) {
      throw new Error(
        `${file} is missing: build the app first (npm run build), or run npm test, which builds it.`,
      )
    }
  }
  if (process.env.CATALOG_TEST_KEYRING !== '1') {
    throw new Error(
      'The e2e tests use the OS keychain and must run in a private throwaway keyring: ' +
        'run them with `npm run test:e2e` (or `npm test`), not `npx playwright test` directly.',
    )
  }
}
