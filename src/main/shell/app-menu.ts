import type { MenuItemConstructorOptions } from 'electron'
import { APP_LANGUAGES, type AppLanguage } from '../../shared/i18n/app-languages'
import type { MessageId } from '../../shared/i18n/messages'

/** The words of the menu in the app's language (main/core/app-language/app-messages.ts). */
export type MenuWords = (id: MessageId, values?: Readonly<Record<string, string>>) => string

/** The `App Language` item of one language (the e2e harness clicks it by this id). */
export const appLanguageMenuItemId = (language: AppLanguage) => `app-language-${language}`

/** Role items whose label the menu gives in the app's language (Electron's own are English). */
type WordedRole = NonNullable<MenuItemConstructorOptions['role']>

/**
 * The application menu: the standard one each OS expects, in the app's language, plus
 * Reply Templates… and `App Language`.
 *
 * Reload and the developer tools exist only under `electron-vite dev`: in a build, reloading
 * would throw away the user's place for no gain, and devtools are not for support staff.
 * Help > About shows the version, which is what support asks for first; Check for Updates…
 * sits beside it (in the app menu on macOS, where people look for it). `App Language` (under
 * View, with the other ways of changing how the window reads) names each language in itself,
 * so a person who cannot read the current one still finds their own.
 */
export function buildMenuTemplate(options: {
  readonly appName: string
  readonly isMac: boolean
  readonly isDev: boolean
  readonly words: MenuWords
  readonly language: AppLanguage
  readonly chooseLanguage: (language: AppLanguage) => void
  readonly showAbout: () => void
  /** Opens the Reply templates dialog in the window (an event the window listens for). */
  readonly openReplyTemplates: () => void
  readonly checkForUpdates: () => void
}): MenuItemConstructorOptions[] {
  const { appName, isMac, isDev, words } = options
  const app = { app: appName }
  const role = (name: WordedRole, id: MessageId): MenuItemConstructorOptions => ({
    role: name,
    label: words(id, app),
  })
  const separator: MenuItemConstructorOptions = { type: 'separator' }
  const about: MenuItemConstructorOptions = {
    label: words('menu.about', app),
    click: () => options.showAbout(),
  }
  const checkForUpdates: MenuItemConstructorOptions = {
    label: words('menu.checkForUpdates'),
    click: () => options.checkForUpdates(),
  }
  const appLanguage: MenuItemConstructorOptions = {
    label: words('menu.appLanguage'),
    submenu: APP_LANGUAGES.map(({ code, name }) => ({
      id: appLanguageMenuItemId(code),
      label: name,
      type: 'radio',
      checked: code === options.language,
      click: () => options.chooseLanguage(code),
    })),
  }

  const macAppMenu: MenuItemConstructorOptions[] = isMac
    ? [
        {
          label: appName,
          submenu: [
            about,
            checkForUpdates,
            separator,
            role('services', 'menu.services'),
            separator,
            role('hide', 'menu.hide'),
            role('hideOthers', 'menu.hideOthers'),
            role('unhide', 'menu.unhide'),
            separator,
            role('quit', 'menu.quit'),
          ],
        },
      ]
    : []

  return [
    ...macAppMenu,
    {
      label: words('menu.file'),
      submenu: [
        { label: words('menu.replyTemplates'), click: () => options.openReplyTemplates() },
        isMac ? role('close', 'menu.close') : role('quit', 'menu.quit'),
      ],
    },
    {
      label: words('menu.edit'),
      submenu: [
        role('undo', 'menu.undo'),
        role('redo', 'menu.redo'),
        separator,
        role('cut', 'menu.cut'),
        role('copy', 'menu.copy'),
        role('paste', 'menu.paste'),
        ...(isMac ? [role('pasteAndMatchStyle', 'menu.pasteAndMatchStyle')] : []),
        role('delete', 'menu.delete'),
        separator,
        role('selectAll', 'menu.selectAll'),
      ],
    },
    {
      label: words('menu.view'),
      submenu: [
        ...(isDev
          ? [
              role('reload', 'menu.reload'),
              role('forceReload', 'menu.forceReload'),
              role('toggleDevTools', 'menu.toggleDevTools'),
              separator,
            ]
          : []),
        appLanguage,
        separator,
        role('resetZoom', 'menu.resetZoom'),
        role('zoomIn', 'menu.zoomIn'),
        role('zoomOut', 'menu.zoomOut'),
        separator,
        role('togglefullscreen', 'menu.toggleFullScreen'),
      ],
    },
    {
      label: words('menu.window'),
      submenu: isMac
        ? [
            role('minimize', 'menu.minimize'),
            role('zoom', 'menu.zoom'),
            separator,
            role('front', 'menu.front'),
          ]
        : [role('minimize', 'menu.minimize'), role('close', 'menu.close')],
    },
    {
      role: 'help',
      label: words('menu.help'),
      submenu: isMac ? [about] : [about, checkForUpdates],
    },
  ]
}
