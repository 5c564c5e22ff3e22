import * as electron from 'electron'
import { createAppCore } from './core/app-core'
import { parseLaunchOptions } from './core/launch-options'
import { startApp } from './shell/start-app'

/**
 * The Electron main process entry: hands the real `electron` module and the real core to the
 * shell. Everything else lives in ./shell (wiring, unit-tested with a fake electron) and
 * ./core (plain Node, no electron).
 */
void startApp({
  electron,
  createCore: createAppCore,
  parseLaunchOptions,
  mainDir: __dirname,
  process,
})
