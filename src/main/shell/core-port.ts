import type {
  AppInfo,
  Channel,
  EventName,
  EventPayload,
  ExportFormat,
  QuickAnswerSettings,
} from '../../shared/ipc'
import type { Result } from '../../shared/errors'
import type { AppLanguage } from '../../shared/i18n/app-languages'
import type { Words } from '../../shared/i18n/words'
import type { LoadedPolicy } from '../core/policy/load-policy'
import type { SpawnReader } from '../core/team-templates/path-reader'
import type { QuickAnswerHost } from '../core/quick-answer/quick-answer-host'

/**
 * What the Electron shell needs from the main-process core (src/main/core/app-core.ts).
 *
 * Declared here, by the consumer, so the shell's modules and their tests depend on this
 * small surface only; src/main/index.ts hands the real `createAppCore` in, and the compiler
 * checks there that the real core satisfies it.
 */
export interface WindowState {
  readonly x?: number
  readonly y?: number
  readonly width: number
  readonly height: number
  readonly maximized: boolean
}

export interface LaunchOptions {
  readonly baseUrl?: string
  readonly token?: string
  readonly demo?: boolean
  readonly link?: string
}

export interface CorePort {
  readonly channels: readonly Channel[]
  /** Validates the payload and never throws. */
  handle(channel: string, payload: unknown): Promise<Result<unknown>>
  /** Installs where validated core events go; returns its removal. */
  addEventSink(sink: <E extends EventName>(event: E, payload: EventPayload<E>) => void): () => void
  /** Sends an event to the window, validated against the contract; false when refused. */
  emit<E extends EventName>(event: E, payload: EventPayload<E>): boolean
  /** A `catalog-browser:` link from the OS, as text; the core reads it strictly. */
  receiveLink(text: string): void
  /** The Quick answer shortcut's clipboard text, held in memory for its window to take once. */
  openQuickAnswer(text: string): void
  /** How the core closes the Quick answer window and shows the main one; returns its removal. */
  setQuickAnswerHost(host: QuickAnswerHost): () => void
  /** The language of the app's own words (the menu's, too). */
  appLanguage(): AppLanguage
  /** `App Language` in the menu: remembered, and the window told. */
  chooseAppLanguage(language: AppLanguage): Promise<void>
  getWindowState(): WindowState | null
  saveWindowState(state: WindowState): Promise<void>
  /** The shortcut and the tray option in effect. */
  quickAnswerSettings(): QuickAnswerSettings
  /** The menu's `Quick answer settings…`: waits for the window, which opens the dialog. */
  requestQuickAnswerSettings(): void
  /**
   * Installs the shell's binding of the global shortcut: the core calls it at once with the
   * shortcut in use and again when the agent changes it; it answers false when another program
   * holds the keys (the core then tells the agent). Returns its removal.
   */
  setShortcutRegistrar(registrar: (accelerator: string) => boolean): () => void
  /** The connected catalog's watched items (the tray's count); null when none is connected. */
  watchedCount(): number | null
  onWatchedCountChange(listener: (count: number | null) => void): () => void
  dispose(): Promise<void>
}

export interface CorePortOptions {
  readonly userDataDir: string
  /** E2e only: the in-app demo's fixed "now" (ms since the epoch). */
  readonly demoNow?: number
  /** The keychain service name; the core's default ('Catalog Browser') when absent. */
  readonly secretServiceName?: string
  readonly appInfo: AppInfo
  readonly launch: LaunchOptions
  /** The organization's policy file, read once by the shell (core/policy/load-policy.ts). */
  readonly policy: LoadedPolicy
  /** parseLaunchOptions' warnings: the core logs them and shows them to the user as notices. */
  readonly launchWarnings: readonly Words[]
  /** The OS's languages, most preferred first: the app speaks the closest of its six. */
  readonly systemLanguages: readonly string[]
  /** Called by the core only with an https URL it has parsed and re-serialised. */
  openExternal(url: string): Promise<void>
  writeClipboard(text: string): Promise<void>
  /** The network for catalog and team templates requests (Electron's, through its adapter). */
  readonly fetch: typeof fetch
  /** Starts the utility process each team file path is read in. */
  readonly spawnTeamFileReader: SpawnReader
  /** Shows a desktop notification; `onClick` runs after the window was brought forward. */
  notify(notification: { readonly title: string; readonly body: string; readonly onClick: () => void }): void
  /** The installed app's updates: the version waiting for Restart to update, and that restart. */
  readonly updates: { readyVersion(): string | null; restartToUpdate(): boolean }
  /** The save dialog for exports; null when dismissed. */
  chooseSavePath(request: { fileName: string; format: ExportFormat }): Promise<string | null>
  log(line: string): void
}

export type CreateCore = (options: CorePortOptions) => Promise<CorePort>

export type ParseLaunchOptions = (
  argv: readonly string[],
  env: Record<string, string | undefined>,
) => { readonly options: LaunchOptions; readonly warnings: readonly Words[] }
