import { cancelled, fail, type Result } from '../../shared/errors'
import { words } from '../../shared/i18n/words'
import type { AppLanguage } from '../../shared/i18n/app-languages'
import { CHANNELS, type Channel, type EventName, type EventPayload } from '../../shared/ipc'
import { DEFAULT_TIMEOUT_MS } from './catalog-client/catalog-client'
import { createRequestSlots } from './catalog-client/request-slots'
import { createAppLanguageService } from './app-language/app-language-service'
import { inEnglish } from '../../shared/i18n/english'
import { textIn } from './app-language/app-messages'
import { createEventBus, type EventSink } from './events/event-bus'
import { eventForWindow } from './events/event-for-window'
import { createListExporter } from './export/list-export'
import { createDispatch } from './handlers/dispatch'
import { createServices } from './handlers/services'
import type { CoreOptions } from './core-options'
import { checkLaunchOptions } from './launch-options'
import { createLinkInbox } from './links/link-inbox'
import { createLookupRunner } from './lookup/lookup-runner'
import { createNoticeBoard } from './notice-board'
import { createQuickAnswer } from './quick-answer/quick-answer'
import { forgetWithSession } from './quick-answer/forget-with-session'
import type { QuickAnswerHost } from './quick-answer/quick-answer-host'
import { NO_POLICY, policyTeamTemplatesSource } from './policy/load-policy'
import { policySettingsView } from './policy/managed-catalogs'
import { announcePolicyProblem } from './policy/policy-notice'
import { managedSession } from './policy/managed-session'
import { createRecentService } from './recent/recent-service'
import { createSecretRedactor, lineForLog } from './redaction/secret-redactor'
import { createKeytarSecretStore } from './secrets/keytar-secret-store'
import { createMemorySecretStore } from './secrets/memory-secret-store'
import { trackSecretStore } from './secrets/tracked-secret-store'
import { createCatalogItems } from './items/catalog-items'
import { createDemoCatalog } from './session/demo-catalog'
import { createFirstPagePrefetch } from './session/first-page-prefetch'
import { listQueryOf } from '../../shared/catalog/view-query'
import { createSessionManager } from './session/session-manager'
import { prefsFor } from './settings/catalog-prefs'
import { createCatalogPrefsService } from './prefs/catalog-prefs-service'
import { createRepliesService } from './replies/replies-service'
import { windowStateSchema, type WindowState } from './settings/settings-schema'
import { openSettingsStore } from './settings/settings-store'
import { createSetAside } from './settings/set-aside'
import { createTeamTemplates } from './team-templates/team-templates-service'
import { NO_UPDATES } from './updates/updates-service'
import { createWatchService, type DesktopNotification } from './watch/watch-service'
import { createWatchedCountSignal } from './watch/watched-count'
import { createQuickAnswerSettings, type ShortcutRegistrar } from './quick-answer/quick-answer-settings'
import type { QuickAnswerSettings } from '../../shared/ipc'

/**
 * The main-process core: everything main does except being Electron.
 *
 * Plain Node, so it runs in vitest and inside the e2e test runner exactly as in the app. The
 * Electron shell wires `channels`/`handle` to ipcMain; the chromium e2e harness wires the same
 * `handle` to the page over CDP. There is one implementation of each service (put together by
 * handlers/services.ts) and no second one.
 */
export interface AppCore {
  /** Every channel of the IPC contract. */
  readonly channels: readonly Channel[]
  /**
   * Validates payload with the channel's request schema; an unknown channel or a bad payload is
   * `{ ok: false, error: { kind: 'invalid_request', path, … } }`. Never throws, never rejects.
   */
  handle(channel: string, payload: unknown): Promise<Result<unknown>>
  /**
   * Sends an event to the window: validated against the contract first; false (and a log
   * line) when refused. Features in the core call this; hosts only install sinks.
   */
  emit<E extends EventName>(event: E, payload: EventPayload<E>): boolean
  /**
   * A `catalog-browser:` link from outside (the shell's `second-instance` / `open-url`, a link
   * that started the app, the e2e harness's `openLink`): held for the window, which is told.
   */
  receiveLink(text: string): void
  /**
   * The Quick answer shortcut's clipboard text (the shell's shortcut and tray, the e2e harness's
   * `quickAnswer`): held in memory for the Quick answer window, which takes it once.
   */
  openQuickAnswer(text: string): void
  /** How the core closes the Quick answer window and shows the main one; returns its removal. */
  setQuickAnswerHost(host: QuickAnswerHost): () => void
  /** The host's delivery to the window (webContents.send, or the e2e page); returns its removal. */
  addEventSink(sink: EventSink): () => void
  /** The app's language, for the shell's menu, and the menu's choice (remembered; the window told). */
  appLanguage(): AppLanguage
  chooseAppLanguage(language: AppLanguage): Promise<void>
  /** For the shell to restore the window's size and position. */
  getWindowState(): WindowState | null
  saveWindowState(state: WindowState): Promise<void>
  /** The shortcut and the tray option in effect (the policy's, the agent's, or the defaults). */
  quickAnswerSettings(): QuickAnswerSettings
  /** The app menu's `Quick answer settings…`: held until the window takes it (settings-open-request.ts). */
  requestQuickAnswerSettings(): void
  /** The shell's binding of the global shortcut (quick-answer/quick-answer-settings.ts). */
  setShortcutRegistrar(registrar: ShortcutRegistrar): () => void
  /** How many items the connected catalog watches (null: none connected), and when that changes. */
  watchedCount(): number | null
  onWatchedCountChange(listener: (count: number | null) => void): () => void
  /** Cancels requests, stops the demo server, and waits for settings to be written. */
  dispose(): Promise<void>
}

export type { CoreOptions, WindowState, EventSink, DesktopNotification, QuickAnswerHost }

/** What the window may ask before the last session is restored: enough to say what it waits for. */
const ANSWERED_DURING_START: ReadonlySet<string> = new Set<Channel>([
  'app:info',
  'app:startup',
  'app:language',
])

export async function createAppCore(options: CoreOptions): Promise<AppCore> {
  const redactor = createSecretRedactor()
  const log = (line: string) => options.log?.(lineForLog(line, redactor))
  const notices = createNoticeBoard()
  const events = createEventBus(log, eventForWindow(redactor))

  const launch = checkLaunchOptions(options.launch ?? {})
  for (const [index, message] of [...(options.launchWarnings ?? []), ...launch.warnings].entries()) {
    log(`launch: ${inEnglish(message)}`)
    notices.add({ id: `launch-${index}`, level: 'info', message })
  }
  if (launch.options.token !== undefined) redactor.remember(launch.options.token)

  const settings = await openSettingsStore({ dir: options.userDataDir, onNotice: notices.add, log })
  const slots = createRequestSlots()
  const keychain = trackSecretStore(
    options.keychain ?? createKeytarSecretStore({ serviceName: options.secretServiceName }),
  )
  const loadedPolicy = options.policy ?? NO_POLICY
  announcePolicyProblem(loadedPolicy, notices.add, log)
  const { policy } = loadedPolicy
  const session = managedSession(
    createSessionManager({
      settings: policySettingsView(settings, policy),
      keychain,
      memory: createMemorySecretStore(),
      demo: createDemoCatalog({ now: options.demoNow }),
      slots,
      redactor,
      client: {
        timeoutMs: options.requestTimeoutMs ?? DEFAULT_TIMEOUT_MS,
        ...(options.fetch ? { fetch: options.fetch } : {}),
      },
      notify: notices.add,
      log,
    }),
    policy,
    log,
  )
  // Not awaited: restoring the last session may wait on the keychain for as long as the person
  // takes to unlock it, and the window must open (and say so) meanwhile. Channels that depend
  // on the session wait for this instead (see `handle` below).
  let ready = false
  const firstPage = createFirstPagePrefetch({ beginRequest: () => slots.begin(), log })
  const started = session
    .start(launch.options)
    .then(() => {
      // The window will ask for this page once it has loaded: ask now, while it loads.
      const active = session.current()
      if (active) firstPage.start(active.client, listQueryOf(prefsFor(settings.current(), active.prefsKey)))
    })
    .catch((error: unknown) => {
      // Starting disconnected is always possible; the connect screen takes it from there.
      log(`session: start failed: ${String(error)}`)
    })
    .finally(() => {
      ready = true
    })

  const links = createLinkInbox({
    connected: () => session.current()?.catalog.baseUrl ?? null,
    knownCatalogs: async () => (await session.listCatalogs()).catalogs,
    emit: events.emit,
    log,
  })
  // The link the OS started the app with: held until the window takes it.
  if (launch.options.link !== undefined) links.receive(launch.options.link)
  const quickAnswer = createQuickAnswer({
    emit: events.emit,
    openLookup: (ids, reply) => links.deliver({ target: { kind: 'lookup', ids, reply }, catalog: null }),
  })
  forgetWithSession(quickAnswer, session)

  const setAside = createSetAside({ dir: options.userDataDir, notice: notices.add, log })
  const recent = createRecentService({ session, settings, keepDays: policy?.recentLookupsDays })
  const appLanguage = createAppLanguageService({
    settings,
    systemLanguages: options.systemLanguages ?? [],
    emit: events.emit,
  })
  const watch = createWatchService({
    session,
    settings,
    emit: events.emit,
    notify: (notification) => options.notify?.(notification),
    say: () => textIn(appLanguage.current()),
    openItem: (id, baseUrl) => links.deliver({ target: { kind: 'item', id }, catalog: baseUrl }),
    rememberOpenItem: (id) => void recent.setOpenItem({ id }).catch(() => undefined),
    setAside,
    log,
    intervalMsOverride: options.watchIntervalMsOverride,
  })
  // Team templates: read at start, every 15 minutes and on `Check now`. A source the policy names
  // is in use and locked, as its catalogs are; the agent's own waits until the policy drops it.
  const team = createTeamTemplates({
    dir: options.userDataDir,
    settings,
    ...(options.fetch ? { fetch: options.fetch } : {}),
    spawnReader: options.spawnTeamFileReader,
    emit: events.emit,
    log,
  })
  const managedTeamSource = policyTeamTemplatesSource(loadedPolicy)
  if (managedTeamSource !== null) team.setManagedSource(managedTeamSource)
  await team.start()
  const watchedCount = createWatchedCountSignal(() => watch.watchedCount())
  // A round of checks or a switch of catalog tells the window with an event: the count may differ.
  events.addSink(() => watchedCount.check())
  // The last session restored at start brings its watch list.
  void started.then(() => watchedCount.check())
  const quickAnswerSettings = createQuickAnswerSettings({
    emit: events.emit,
    settings,
    policy,
    notices,
    isMac: options.appInfo.platform === 'darwin',
    log,
  })
  const currentClient = () => session.current()?.client ?? null
  const lookupConcurrency = () => settings.current().lookupConcurrency ?? options.lookupConcurrency
  const lookups = createLookupRunner({
    currentClient,
    beginRequest: () => slots.begin(),
    emit: events.emit,
    concurrency: lookupConcurrency,
    clock: options.lookupClock,
    log,
  })
  const listExport = createListExporter({
    currentClient,
    beginRequest: () => slots.begin(),
    chooseSavePath: options.chooseSavePath,
    emit: events.emit,
    concurrency: lookupConcurrency,
    linkCatalog: () => {
      const catalog = session.current()?.catalog
      return catalog && !catalog.demo ? catalog.baseUrl : null
    },
  })

  const dispatch = createDispatch(
    createServices({
      appInfo: options.appInfo,
      startup: () => ({ ready, waitingForKeychain: keychain.waiting() }),
      notices: notices.list,
      appLanguage,
      policy: {
        demoCatalog: policy?.demoCatalog !== false,
        updateChecks: policy?.updateChecks !== false,
      },
      session,
      items: createCatalogItems(session, slots, firstPage),
      prefs: createCatalogPrefsService(session, settings),
      replies: createRepliesService({
        settings,
        session,
        team,
        chooseSavePath: options.chooseSavePath,
        setAside,
        log,
      }),
      watch,
      recent,
      openExternal: options.openExternal,
      writeClipboard: options.writeClipboard,
      lookups,
      listExport,
      links,
      quickAnswer,
      chooseSavePath: options.chooseSavePath,
      updates: options.updates ?? NO_UPDATES,
      quickAnswerSettings,
      encodeRedacted: redactor.encodeRedacted,
      log,
    }),
    log,
    { error: redactor.redactForWindow, words: redactor.redactForWindow, data: redactor.redactData },
  )

  let disposed: Promise<void> | null = null
  return {
    channels: CHANNELS,
    async handle(channel, payload) {
      if (!ANSWERED_DURING_START.has(channel)) await started
      if (disposed)
        return fail(cancelled(words({ id: 'error.closing', defaultMessage: 'Catalog Browser is closing.' })))
      const answer = await dispatch(channel, payload)
      // Watching and unwatching answer the window without an event.
      watchedCount.check()
      return answer
    },
    emit: (event, payload) => (disposed ? false : events.emit(event, payload)),
    receiveLink: (text) => {
      if (!disposed) links.receive(text)
    },
    openQuickAnswer: (text) => {
      if (!disposed) quickAnswer.open(text)
    },
    setQuickAnswerHost: (host) => quickAnswer.setHost(host),
    addEventSink: (sink) => events.addSink(sink),
    appLanguage: () => appLanguage.current(),
    chooseAppLanguage: async (language) => (disposed ? undefined : appLanguage.choose(language)),
    quickAnswerSettings: () => quickAnswerSettings.current(),
    requestQuickAnswerSettings: () => {
      if (!disposed) quickAnswerSettings.requestOpen()
    },
    setShortcutRegistrar: (registrar) => quickAnswerSettings.setShortcutRegistrar(registrar),
    watchedCount: () => watch.watchedCount(),
    onWatchedCountChange: (listener) => watchedCount.subscribe(listener),
    getWindowState: () => settings.current().window ?? null,
    async saveWindowState(state) {
      const parsed = windowStateSchema.safeParse(state)
      if (!parsed.success) {
        log('window: ignored implausible window bounds')
        return
      }
      await settings.update((current) => ({ ...current, window: parsed.data }))
    },
    dispose() {
      disposed ??= (async () => {
        await started
        watch.dispose()
        team.dispose()
        lookups.cancelAll()
        listExport.cancel()
        await session.dispose()
        await settings.flush()
      })()
      return disposed
    },
  }
}
