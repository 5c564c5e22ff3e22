import type { MenuItemConstructorOptions } from 'electron'
import { defineMessages, type MessageDescriptor } from '../../../shared/i18n/words'
import type { ShellImage, ShellMenu, ShellTray } from '../electron-main'
import { QUICK_ANSWER_WORDS } from './quick-answer-words'
import { quickAnswerMenuItem } from './quick-answer-menu-item'

/** The app's words, numbers allowed (the watched items' count). */
export type TrayWords = (
  message: MessageDescriptor,
  values?: Readonly<Record<string, string | number>>,
) => string

const SAY = defineMessages({
  show: { id: 'tray.showApp', defaultMessage: 'Show {app}' },
  watched: {
    id: 'tray.watched',
    defaultMessage: '{count, plural, =0 {No watched items} one {# watched item} other {# watched items}}',
  },
  noCatalog: { id: 'tray.noCatalog', defaultMessage: 'No catalog connected' },
  quit: { id: 'tray.quit', defaultMessage: 'Quit' },
})

/** The tray menu's `Quick answer` item (the e2e harness may click it by this id). */
export const TRAY_QUICK_ANSWER_ID = 'tray-quick-answer'

/**
 * The tray menu: Quick answer (quick-answer-menu-item.ts), Show Catalog Browser, the connected
 * catalog's watched items as a line to read (disabled: there is nothing to do with it here), and
 * Quit.
 */
export function buildTrayMenuTemplate(options: {
  readonly appName: string
  readonly words: TrayWords
  /** The global shortcut bound now; undefined while none is. */
  readonly accelerator: string | undefined
  readonly watchedCount: number | null
  readonly quickAnswer: () => void
  readonly showApp: () => void
  readonly quit: () => void
}): MenuItemConstructorOptions[] {
  const { words, appName } = options
  const app = { app: appName }
  return [
    quickAnswerMenuItem({
      id: TRAY_QUICK_ANSWER_ID,
      label: words(QUICK_ANSWER_WORDS.quickAnswer),
      accelerator: options.accelerator,
      click: options.quickAnswer,
    }),
    { label: words(SAY.show, app), click: () => options.showApp() },
    { type: 'separator' },
    {
      label:
        options.watchedCount === null
          ? words(SAY.noCatalog)
          : words(SAY.watched, { count: options.watchedCount }),
      enabled: false,
    },
    { type: 'separator' },
    { label: words(SAY.quit), click: () => options.quit() },
  ]
}

export interface AppTray {
  /** Builds the menu again: the app language, the shortcut or the watched items changed. */
  refresh(): void
  destroy(): void
}

/**
 * The tray icon (the menu bar's on macOS). macOS gets the monochrome template image, which it
 * tints to the menu bar; Windows and Linux get the app's small colour icon, since their task
 * bars and panels may be dark or light and a black glyph would vanish on a dark one.
 */
export function createAppTray<M, I extends ShellImage>(deps: {
  readonly Tray: new (image: I) => ShellTray<M>
  readonly Menu: Pick<ShellMenu<M>, 'buildFromTemplate'>
  readonly nativeImage: { createFromPath(path: string): I }
  readonly iconPath: string
  readonly isMac: boolean
  readonly toolTip: () => string
  readonly template: () => MenuItemConstructorOptions[]
  readonly log: (line: string) => void
}): AppTray {
  const image = deps.nativeImage.createFromPath(deps.iconPath)
  if (image.isEmpty()) deps.log(`tray: no icon at ${deps.iconPath}`)
  if (deps.isMac) image.setTemplateImage(true)
  let tray: ShellTray<M>
  try {
    tray = new deps.Tray(image)
  } catch (error) {
    // A desktop without a tray: the app works without it, as on a Linux panel without one.
    deps.log(`tray: could not be shown: ${String(error)}`)
    return { refresh: () => undefined, destroy: () => undefined }
  }
  const refresh = () => {
    tray.setToolTip(deps.toolTip())
    tray.setContextMenu(deps.Menu.buildFromTemplate(deps.template()))
  }
  refresh()
  return { refresh, destroy: () => tray.destroy() }
}
