import type { Page } from '@playwright/test'
import type { AppLanguage } from '../src/shared/i18n/app-languages'
import type { EventName, EventPayload } from '../src/shared/ipc'

export type E2eMode = 'electron' | 'chromium'

export interface AppLaunch {
  /** Start connected to this catalog (with `token`), as `--base-url` + `CATALOG_API_TOKEN` do. */
  readonly baseUrl?: string
  /** Token for this run only; never stored. */
  readonly token?: string
  /** Start straight in the demo catalog, as `--demo` does. */
  readonly demo?: boolean
  /** Reuse a userData folder (to test relaunches); else a fresh temporary one, removed by `close()`. */
  readonly userDataDir?: string
  /** Which mode; each Playwright project sets its own (e2e/fixtures.ts). */
  readonly mode?: E2eMode
  readonly colorScheme?: 'light' | 'dark'
  readonly viewport?: { readonly width: number; readonly height: number }
  /** Check watched items this often (ms) instead of the agent's setting (chromium mode only). */
  readonly watchIntervalMs?: number
  /** A `catalog-browser:` link the app is started with, as the OS passes one. */
  readonly link?: string
  /**
   * The organization's policy file this run reads instead of the machine's (an absolute path).
   * Absent: a path where no file is, so a test never reads the test machine's own policy.
   */
  readonly policyFile?: string
  /**
   * The OS's language for this run (BCP 47, e.g. `de-AT`), which the app matches to one of its
   * six: in chromium mode the core's OS list and the browser's locale, in Electron mode the
   * `LANGUAGE` and `LANG` the OS reports from. Default `en-US`, whatever the test machine's.
   */
  readonly locale?: string
  /**
   * Chromium mode only: the app in the pseudo-locale (support/pseudo-locale.ts), served as
   * German's catalog chunk to the unchanged build. Electron serves its files itself.
   */
  readonly pseudoLocale?: boolean
  /**
   * Chromium mode: the window's clock (Playwright's, installed before the app's code runs) and
   * the core's lookup pause run on time `passTime` moves on at once. Electron mode has no such
   * clock: there `passTime` waits the time out.
   */
  readonly skippableTime?: boolean
}

/** A desktop notification as the OS was asked to show it. */
export interface ShownNotification {
  readonly title: string
  readonly body: string
}

export interface LaunchedApp {
  readonly page: Page
  readonly mode: E2eMode
  readonly userDataDir: string
  /** Every URL the app asked the OS to open, in order. */
  openedExternalUrls(): Promise<string[]>
  /**
   * Files written through the save dialog, in order. The harness answers every save dialog
   * with a fresh path in a temporary folder of its own (removed on close).
   */
  savedFiles(): Promise<string[]>
  /** The system clipboard's text as the app left it. */
  readClipboard(): Promise<string>
  /** Puts `text` on the system clipboard, as another program (the help desk) would. */
  writeClipboard(text: string): Promise<void>
  /**
   * Does what the Quick answer shortcut does and resolves to the Quick answer window's page:
   * in Electron mode by clicking the app menu's `Quick answer` item (the shortcut's handler);
   * in chromium mode the clipboard is read as that handler reads it, given to the core's
   * `openQuickAnswer`, and the window is a page of its own beside the main one.
   */
  quickAnswer(): Promise<Page>
  /**
   * Whether the Quick answer window is shown. A closed one is kept loaded, hidden, for the
   * next press, so its page stays open: this, not the page's close, says it was closed.
   */
  quickAnswerShown(): Promise<boolean>
  /**
   * Chooses the app menu's `Quick answer settings…`: in Electron mode by clicking the item; in
   * chromium mode by the core call its click makes (the main window is already shown).
   */
  chooseQuickAnswerSettings(): Promise<void>
  /**
   * Makes the real core emit an event to the window, as a feature in main would (validated by
   * the core first). Resolves once delivered; false when the core refused the payload.
   */
  emitEvent<E extends EventName>(event: E, payload: EventPayload<E>): Promise<boolean>
  /**
   * Delivers a `catalog-browser:` link to the running app the way the OS does: in chromium
   * mode through the core function the shell's `second-instance` / `open-url` handlers call;
   * in Electron mode as a real `second-instance` event with the link in its argv.
   */
  openLink(url: string): Promise<void>
  /**
   * Picks a language in View > App Language, as the person would: in Electron mode by clicking
   * the real menu item; in chromium mode (no menu) through the core call that item makes.
   */
  chooseAppLanguage(language: AppLanguage): Promise<void>
  /** Every desktop notification the app showed, in order. */
  notifications(): Promise<ShownNotification[]>
  /** Clicks the notification at `index` (of `notifications()`), as the person would. */
  clickNotification(index: number): Promise<void>
  /**
   * Lets `ms` of the app's time pass. In chromium mode (launched with `skippableTime`) at once:
   * the window's clock runs that far, firing every timer due on the way, then the core's lookup
   * pause moves on as far; the core's other waits (a request's retries, the watch interval)
   * keep the wall clock. In Electron mode the time is waited out for real.
   */
  passTime(ms: number): Promise<void>
  close(): Promise<void>
}
