import type { Words } from '../../shared/i18n/words'
import type { AppInfo } from '../../shared/ipc'
import type { ChooseSavePath } from './export/save-export'
import type { LaunchOptions } from './launch-options'
import type { LoadedPolicy } from './policy/load-policy'
import type { SecretStore } from './secrets/secret-store'
import type { SpawnReader } from './team-templates/team-templates-service'
import type { UpdateControl } from './updates/updates-service'
import type { DesktopNotification } from './watch/watch-service'
import type { WaitClock } from './timers/wait-clock'

/**
 * What a host hands the core: the Electron shell, the chromium e2e harness and the tests each
 * fill it in their own way. Its own file because it is the core's contract with its hosts,
 * read by whoever writes a host, apart from how app-core.ts wires the services together.
 */
export interface CoreOptions {
  /** settings.json lives here. */
  readonly userDataDir: string
  /** The keychain service; default 'Catalog Browser' (e2e passes a private one). */
  readonly secretServiceName?: string
  /**
   * The keychain itself; the OS keychain through keytar by default. Tests pass one that
   * answers late, as a locked keyring behind an unlock prompt does.
   */
  readonly keychain?: SecretStore
  readonly appInfo: AppInfo
  /** From parseLaunchOptions (checked again by createAppCore, since the e2e harness builds them directly). */
  readonly launch?: LaunchOptions
  /** Warnings from parseLaunchOptions, shown to the user as notices. */
  readonly launchWarnings?: readonly Words[]
  /** Only ever called with a validated, re-serialised https: URL. */
  readonly openExternal: (url: string) => Promise<void>
  readonly writeClipboard: (text: string) => Promise<void>
  /**
   * Shows a desktop notification (the shell: Electron's Notification; the e2e harness records
   * them). Absent: watched-item changes still reach the window, without an OS notification.
   */
  readonly notify?: (notification: DesktopNotification) => void
  /** Test seam for e2e only: check watched items this often instead of the agent's setting. */
  readonly watchIntervalMsOverride?: number
  /** Test seam for e2e only: the in-app demo's delivery stories are told as of this moment (ms since the epoch). */
  readonly demoNow?: number
  /**
   * Test seam for e2e only: the clock a bulk lookup's rate-limit pause runs on, which the
   * chromium harness moves on together with the page's; the wall clock by default.
   */
  readonly lookupClock?: WaitClock
  /**
   * How the catalog client reaches the network; Node's fetch by default. The Electron shell
   * passes net.fetch (system proxy, OS trust store) through its adapter (shell/net-fetch.ts).
   */
  readonly fetch?: typeof fetch
  /**
   * Where an export goes: the shell's save dialog on the main window (null when dismissed);
   * the e2e harness answers with a fresh temporary path.
   */
  readonly chooseSavePath: ChooseSavePath
  /**
   * Bulk lookup and list export requests in flight per catalog, when settings.json does not
   * say (`lookupConcurrency`); clamped to LOOKUP_CONCURRENCY.
   */
  readonly lookupConcurrency?: number
  /**
   * The shell's updater (installed apps only): which downloaded version waits, and the
   * restart that installs it. None by default: nothing is ever ready.
   */
  readonly updates?: UpdateControl
  /**
   * The organization's policy file as the host read it once at start (loadPolicy): the shell
   * reads the machine's file, the chromium e2e host the test's. None by default.
   */
  readonly policy?: LoadedPolicy
  /** The OS's languages, most preferred first (shell/system-languages.ts; e2e: its `locale`). */
  readonly systemLanguages?: readonly string[]
  /** Per request attempt; default 20 000. */
  readonly requestTimeoutMs?: number
  /** Starts the process a team file path is read in (the shell: a utility process); this one by default. */
  readonly spawnTeamFileReader?: SpawnReader
  /** Never receives the token: lines pass through a redactor of every token seen. */
  readonly log?: (line: string) => void
}
