import { rmSync } from 'node:fs'
import { launchChromiumApp, type ChromiumExtras } from '../../e2e/chromium-host'
import type { AppLaunch, LaunchedApp } from '../../e2e/launch-types'

/**
 * The app in Chromium mode, as the e2e harness launches it, whose close() also removes the
 * userData folder the harness made for it (the e2e fixture does that for tests; a bench run
 * of dozens of launches would otherwise leave dozens of folders in the temp directory).
 */
export async function launchBenchApp(
  options: Omit<AppLaunch, 'userDataDir'>,
  extras: ChromiumExtras = {},
): Promise<LaunchedApp> {
  const app = await launchChromiumApp(options, extras)
  return {
    ...app,
    close: async () => {
      try {
        await app.close()
      } finally {
        rmSync(app.userDataDir, { recursive: true, force: true })
      }
    },
  }
}
