import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import * as electron from 'electron'
import { autoUpdater } from 'electron-updater'
import { createAppCore } from './core/app-core'
import { parseLaunchOptions } from './core/launch-options'
import type { ElectronMain } from './shell/electron-main'
import { startApp } from './shell/start-app'
import { boundedFeed, feedUrlFromUpdateConfig } from './shell/updates/bounded-feed'

/**
 * Electron itself, seen as the shell's narrowed view of it: this line is where `tsc -b`
 * checks every method and event the shell (and so its unit tests' fake) relies on against
 * the installed Electron's own types.
 */
const shellElectron: ElectronMain = electron

/**
 * The Electron main process entry: hands the real `electron` module and the real core to the
 * shell. Everything else lives in ./shell (wiring, unit-tested with a fake electron) and
 * ./core (plain Node, no electron).
 */
void startApp({
  electron: shellElectron,
  createCore: createAppCore,
  parseLaunchOptions,
  mainDir: __dirname,
  process,
  // Only evaluated when this copy updates itself: reading `autoUpdater` sets up electron-updater.
  // The feed address is where electron-updater itself would read it (an installed app's
  // resources); a missing or broken file turns updates off with the reason.
  loadUpdater: () => ({
    autoUpdater,
    feed: boundedFeed(
      feedUrlFromUpdateConfig(readFileSync(join(process.resourcesPath, 'app-update.yml'), 'utf8')),
    ),
  }),
})
