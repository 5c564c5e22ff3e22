import type { MenuItemConstructorOptions } from 'electron'
import { APP_LANGUAGES, type AppLanguage } from '../../shared/i18n/app-languages'
import { defineMessage, type MessageDescriptor } from '../../shared/i18n/words'
import { QUICK_ANSWER_WORDS } from './quick-answer/quick-answer-words'
import { quickAnswerMenuItem } from './quick-answer/quick-answer-menu-item'
import {
  QUICK_ANSWER_MENU_ITEM_ID,
  QUICK_ANSWER_SETTINGS_MENU_ITEM_ID,
} from '../../shared/quick-answer/menu-item'

/** The words of the menu in the app's language (main/core/app-language/app-messages.ts). */
export type MenuWords = (message: MessageDescriptor, values?: Readonly<Record<string, string>>) => string

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
 *
 * `Quick answer` sits under File, beside the other ways of answering a ticket
 * (quick-answer-menu-item.ts).
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
  readonly quickAnswer: {
    /** The global shortcut bound now, shown beside the item; undefined while none is. */
    readonly accelerator: string | undefined
    readonly open: () => void
    /** Opens the Quick answer settings dialog in the window. */
    readonly openSettings: () => void
  }
}): MenuItemConstructorOptions[] {
  const { appName, isMac, isDev, words } = options
  const app = { app: appName }
  const role = (name: WordedRole, message: MessageDescriptor): MenuItemConstructorOptions => ({
    role: name,
    label: words(message, app),
  })
  const separator: MenuItemConstructorOptions = { type: 'separator' }
  const about: MenuItemConstructorOptions = {
    label: words({ id: 'menu.about', defaultMessage: 'About {app}' }, app),
    click: () => options.showAbout(),
  }
  const checkForUpdates: MenuItemConstructorOptions = {
    label: words({ id: 'menu.checkForUpdates', defaultMessage: 'Check for Updates…' }),
    click: () => options.checkForUpdates(),
  }
  const appLanguage: MenuItemConstructorOptions = {
    label: words({ id: 'menu.appLanguage', defaultMessage: 'App Language' }),
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
            role('services', defineMessage({ id: 'menu.services', defaultMessage: 'Services' })),
            separator,
            role('hide', defineMessage({ id: 'menu.hide', defaultMessage: 'Hide {app}' })),
            role('hideOthers', defineMessage({ id: 'menu.hideOthers', defaultMessage: 'Hide Others' })),
            role('unhide', defineMessage({ id: 'menu.unhide', defaultMessage: 'Show All' })),
            separator,
            role('quit', defineMessage({ id: 'menu.quit', defaultMessage: 'Quit {app}' })),
          ],
        },
      ]
    : []

  return [
    ...macAppMenu,
    {
      label: words({ id: 'menu.file', defaultMessage: 'File' }),
      submenu: [
        {
          label: words({ id: 'menu.replyTemplates', defaultMessage: 'Reply Templates…' }),
          click: () => options.openReplyTemplates(),
        },
        separator,
        quickAnswerMenuItem({
          id: QUICK_ANSWER_MENU_ITEM_ID,
          label: words(QUICK_ANSWER_WORDS.quickAnswer),
          accelerator: options.quickAnswer.accelerator,
          click: options.quickAnswer.open,
        }),
        {
          id: QUICK_ANSWER_SETTINGS_MENU_ITEM_ID,
          label: words(QUICK_ANSWER_WORDS.settings),
          click: () => options.quickAnswer.openSettings(),
        },
        separator,
        isMac
          ? role('close', defineMessage({ id: 'menu.close', defaultMessage: 'Close Window' }))
          : role('quit', defineMessage({ id: 'menu.quit', defaultMessage: 'Quit {app}' })),
      ],
    },
    {
      label: words({ id: 'menu.edit', defaultMessage: 'Edit' }),
      submenu: [
        role('undo', defineMessage({ id: 'menu.undo', defaultMessage: 'Undo' })),
        role('redo', defineMessage({ id: 'menu.redo', defaultMessage: 'Redo' })),
        separator,
        role('cut', defineMessage({ id: 'menu.cut', defaultMessage: 'Cut' })),
        role('copy', defineMessage({ id: 'menu.copy', defaultMessage: 'Copy' })),
        role('paste', defineMessage({ id: 'menu.paste', defaultMessage: 'Paste' })),
        ...(isMac
          ? [
              role(
                'pasteAndMatchStyle',
                defineMessage({ id: 'menu.pasteAndMatchStyle', defaultMessage: 'Paste and Match Style' }),
              ),
            ]
          : []),
        role('delete', defineMessage({ id: 'menu.delete', defaultMessage: 'Delete' })),
        separator,
        role('selectAll', defineMessage({ id: 'menu.selectAll', defaultMessage: 'Select All' })),
      ],
    },
    {
      label: words({ id: 'menu.view', defaultMessage: 'View' }),
      submenu: [
        ...(isDev
          ? [
              role('reload', defineMessage({ id: 'menu.reload', defaultMessage: 'Reload' })),
              role('forceReload', defineMessage({ id: 'menu.forceReload', defaultMessage: 'Force Reload' })),
              role(
                'toggleDevTools',
                defineMessage({ id: 'menu.toggleDevTools', defaultMessage: 'Toggle Developer Tools' }),
              ),
              separator,
            ]
          : []),
        appLanguage,
        separator,
        role('resetZoom', defineMessage({ id: 'menu.resetZoom', defaultMessage: 'Actual Size' })),
        role('zoomIn', defineMessage({ id: 'menu.zoomIn', defaultMessage: 'Zoom In' })),
        role('zoomOut', defineMessage({ id: 'menu.zoomOut', defaultMessage: 'Zoom Out' })),
        separator,
        role(
          'togglefullscreen',
          defineMessage({ id: 'menu.toggleFullScreen', defaultMessage: 'Toggle Full Screen' }),
        ),
      ],
    },
    {
      label: words({ id: 'menu.window', defaultMessage: 'Window' }),
      submenu: isMac
        ? [
            role('minimize', defineMessage({ id: 'menu.minimize', defaultMessage: 'Minimize' })),
            role('zoom', defineMessage({ id: 'menu.zoom', defaultMessage: 'Zoom' })),
            separator,
            role('front', defineMessage({ id: 'menu.front', defaultMessage: 'Bring All to Front' })),
          ]
        : [
            role('minimize', defineMessage({ id: 'menu.minimize', defaultMessage: 'Minimize' })),
            role('close', defineMessage({ id: 'menu.close', defaultMessage: 'Close Window' })),
          ],
    },
    {
      role: 'help',
      label: words({ id: 'menu.help', defaultMessage: 'Help' }),
      submenu: isMac ? [about] : [about, checkForUpdates],
    },
  ]
}
