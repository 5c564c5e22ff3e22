import type { App } from 'electron'
import type { ShellDialog } from './electron-main'

/** What the About dialog shows. */
export interface AboutInfo {
  readonly name: string
  readonly version: string
  readonly electron: string | null
  readonly chrome: string | null
  readonly node: string | null
}

/** The About text: the version first, then the runtime versions support may ask for. */
export function aboutDetail(info: AboutInfo): string {
  const runtime = [
    info.electron === null ? null : `Electron ${info.electron}`,
    info.chrome === null ? null : `Chromium ${info.chrome}`,
    info.node === null ? null : `Node ${info.node}`,
  ].filter((part): part is string => part !== null)
  return [`Version ${info.version}`, ...(runtime.length > 0 ? [runtime.join(' · ')] : [])].join('\n')
}

/**
 * Fills the OS's own About panel (macOS app menu, Linux) with the same information.
 */
export function setAboutPanel(app: Pick<App, 'setAboutPanelOptions'>, info: AboutInfo): void {
  app.setAboutPanelOptions({
    applicationName: info.name,
    applicationVersion: info.version,
    version: aboutDetail(info).split('\n')[1] ?? '',
  })
}

/**
 * Shows About as a plain dialog: the same on every OS, and it always names the version.
 */
export async function showAboutDialog<W>(
  dialog: Pick<ShellDialog<W>, 'showMessageBox'>,
  parent: W | null,
  info: AboutInfo,
): Promise<void> {
  const options = {
    type: 'info' as const,
    title: `About ${info.name}`,
    message: info.name,
    detail: aboutDetail(info),
    buttons: ['OK'],
  }
  await (parent === null ? dialog.showMessageBox(options) : dialog.showMessageBox(parent, options))
}
