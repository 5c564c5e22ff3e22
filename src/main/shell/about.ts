import type { App } from 'electron'
import type { ShellDialog } from './electron-main'
import { words, type Words } from '../../shared/i18n/words'

/** What the About dialog shows. */
export interface AboutInfo {
  readonly name: string
  readonly version: string
  readonly electron: string | null
  readonly chrome: string | null
  readonly node: string | null
}

/** The runtime versions support may ask for, on one line (names of programs: never translated). */
export function runtimeLine(info: AboutInfo): string {
  return [
    info.electron === null ? null : `Electron ${info.electron}`,
    info.chrome === null ? null : `Chromium ${info.chrome}`,
    info.node === null ? null : `Node ${info.node}`,
  ]
    .filter((part): part is string => part !== null)
    .join(' · ')
}

/** The About text: the version first, then the runtime line. */
export function aboutDetail(info: AboutInfo, say: (w: Words) => string): string {
  const version = say(
    words({ id: 'aboutDialog.version', defaultMessage: 'Version {version}' }, { version: info.version }),
  )
  const runtime = runtimeLine(info)
  return runtime === '' ? version : `${version}\n${runtime}`
}

/**
 * Fills the OS's own About panel (macOS app menu, Linux) with the same information: the OS
 * words the version itself.
 */
export function setAboutPanel(app: Pick<App, 'setAboutPanelOptions'>, info: AboutInfo): void {
  app.setAboutPanelOptions({
    applicationName: info.name,
    applicationVersion: info.version,
    version: runtimeLine(info),
  })
}

/**
 * Shows About as a plain dialog: the same on every OS, and it always names the version.
 */
export async function showAboutDialog<W>(
  dialog: Pick<ShellDialog<W>, 'showMessageBox'>,
  parent: W | null,
  info: AboutInfo,
  say: (w: Words) => string,
): Promise<void> {
  const options = {
    type: 'info' as const,
    title: say(words({ id: 'menu.about', defaultMessage: 'About {app}' }, { app: info.name })),
    message: info.name,
    detail: aboutDetail(info, say),
    buttons: [say(words({ id: 'dialog.ok', defaultMessage: 'OK' }))],
  }
  await (parent === null ? dialog.showMessageBox(options) : dialog.showMessageBox(parent, options))
}
