/**
 * The demo catalog server: embedded by the app's demo mode, started by tests and benchmarks,
 * and run standalone with `npm run demo-server`.
 */
export { startDemoServer, type RunningDemoServer } from './server'
export { DEFAULT_OPTIONS, type DemoServerOptions } from './options'
export { DEFAULT_LIMIT } from './list/list-request'
