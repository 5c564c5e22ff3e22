import { join } from 'node:path'
import { ok } from '../../../shared/errors'
import { CHANNELS } from '../../../shared/ipc'
import { words } from '../../../shared/i18n/words'
import type { AppLanguage } from '../../../shared/i18n/app-languages'
import type { CorePort, CorePortOptions, WindowState } from '../core-port'
import { startApp } from '../start-app'
import { FakeEmitter, createFakeElectron } from './fake-electron.test-support'
import { createFakeUpdater } from './fake-updater.test-support'
import { fakeQuickAnswerCore } from './fake-quick-answer-core.test-support'

/**
 * startApp against the fake Electron and a fake core, for the shell's start tests
 * (start-app.test.ts, and the Quick answer's start-app.quick-answer.test.ts).
 */
export const BOGUS = words(
  {
    id: 'launch.noUrl',
    defaultMessage: '{flag} was given without a URL and was ignored. Use {flag}=https://catalog.example.com.',
  },
  { flag: '--bogus' },
)

export const MAIN_DIR = join('/app', 'out', 'main')

export class FakeProcess extends FakeEmitter {
  constructor(
    readonly argv: string[],
    readonly env: Record<string, string | undefined>,
    readonly platform: NodeJS.Platform = 'linux',
  ) {
    super()
  }
  readonly versions = { electron: '45.4.1', chrome: '142.0.0.0', node: '22.20.0' }
}

export function fakeCore(windowState: WindowState | null = null) {
  const quick = fakeQuickAnswerCore()
  const calls: [string, unknown][] = []
  const saved: WindowState[] = []
  let disposed = 0
  const sinks = new Set<(event: string, payload: unknown) => void>()
  const links: string[] = []
  const emitted: [string, unknown][] = []
  let language: AppLanguage = 'en'
  const core: CorePort = {
    emit: (event, payload) => (emitted.push([event, payload]), true),
    // Recorded as the event the core sends with it, which is all the shell can see of it.
    requestQuickAnswerSettings: () => void emitted.push(['desktop:openQuickAnswerSettings', {}]),
    receiveLink: (text) => void links.push(text),
    channels: CHANNELS,
    addEventSink: (sink) => {
      sinks.add(sink as (event: string, payload: unknown) => void)
      return () => sinks.delete(sink as (event: string, payload: unknown) => void)
    },
    handle: async (channel, payload) => {
      calls.push([channel, payload])
      return ok({ channel })
    },
    appLanguage: () => language,
    chooseAppLanguage: async (chosen) => void (language = chosen),
    getWindowState: () => windowState,
    saveWindowState: async (state) => void saved.push(state),
    dispose: async () => void disposed++,
    ...quick.port,
  }
  const emit = (event: string, payload: unknown) => sinks.forEach((sink) => sink(event, payload))
  return { core, calls, saved, emit, emitted, links, quick, disposed: () => disposed }
}

export async function start(
  options: {
    env?: Record<string, string | undefined>
    argv?: string[]
    platform?: NodeJS.Platform
    lock?: boolean
    packaged?: boolean
    windowState?: WindowState | null
    createCore?: (options: CorePortOptions) => Promise<CorePort>
    fake?: ReturnType<typeof createFakeElectron>
    updater?: ReturnType<typeof createFakeUpdater>
  } = {},
) {
  const fake = options.fake ?? createFakeElectron()
  fake.app.lockAvailable = options.lock ?? true
  fake.app.isPackaged = options.packaged ?? false
  const core = fakeCore(options.windowState ?? null)
  const coreOptions: CorePortOptions[] = []
  const logLines: string[] = []
  const process = new FakeProcess(options.argv ?? ['electron', '.'], { ...options.env }, options.platform)
  const started = await startApp({
    electron: fake.electron,
    createCore:
      options.createCore ??
      (async (o) => {
        coreOptions.push(o)
        return core.core
      }),
    parseLaunchOptions: (_argv, env) => ({
      options: env.CATALOG_API_TOKEN ? { token: env.CATALOG_API_TOKEN } : {},
      warnings: [BOGUS],
    }),
    mainDir: MAIN_DIR,
    process,
    writeLog: (line) => logLines.push(line),
    loadUpdater: () => (options.updater ?? createFakeUpdater()).loaded,
  })
  const window = fake.windows[0]
  return { fake, core, coreOptions, logLines, process, started, window }
}
