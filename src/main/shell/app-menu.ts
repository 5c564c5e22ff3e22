import type { MenuItemConstructorOptions } from 'electron'

/**
 * The application menu: the standard one each OS expects, nothing app-specific.
 *
 * Reload and the developer tools exist only under `electron-vite dev`: in a build, reloading
 * would throw away the user's place for no gain, and devtools are not for support staff.
 * Help > About shows the version, which is what support asks for first; Check for Updates…
 * sits beside it (in the app menu on macOS, where people look for it).
 */
export function buildMenuTemplate(options: {
  readonly appName: string
  readonly isMac: boolean
  readonly isDev: boolean
  readonly showAbout: () => void
  readonly checkForUpdates: () => void
}): MenuItemConstructorOptions[] {
  const { appName, isMac, isDev } = options
  const separator: MenuItemConstructorOptions = { type: 'separator' }
  const about: MenuItemConstructorOptions = { label: `About ${appName}`, click: () => options.showAbout() }
  const checkForUpdates: MenuItemConstructorOptions = {
    label: 'Check for Updates…',
    click: () => options.checkForUpdates(),
  }

  const macAppMenu: MenuItemConstructorOptions[] = isMac
    ? [
        {
          label: appName,
          submenu: [
            about,
            checkForUpdates,
            separator,
            { role: 'services' },
            separator,
            { role: 'hide' },
            { role: 'hideOthers' },
            { role: 'unhide' },
            separator,
            { role: 'quit' },
          ],
        },
      ]
    : []

  return [
    ...macAppMenu,
    { label: 'File', submenu: [isMac ? { role: 'close' } : { role: 'quit' }] },
    {
      label: 'Edit',
      submenu: [
        { role: 'undo' },
        { role: 'redo' },
        separator,
        { role: 'cut' },
        { role: 'copy' },
        { role: 'paste' },
        ...(isMac ? [{ role: 'pasteAndMatchStyle' } as const] : []),
        { role: 'delete' },
        separator,
        { role: 'selectAll' },
      ],
    },
    {
      label: 'View',
      submenu: [
        ...(isDev
          ? [
              { role: 'reload' } as const,
              { role: 'forceReload' } as const,
              { role: 'toggleDevTools' } as const,
              separator,
            ]
          : []),
        { role: 'resetZoom' },
        { role: 'zoomIn' },
        { role: 'zoomOut' },
        separator,
        { role: 'togglefullscreen' },
      ],
    },
    {
      label: 'Window',
      submenu: isMac
        ? [{ role: 'minimize' }, { role: 'zoom' }, separator, { role: 'front' }]
        : [{ role: 'minimize' }, { role: 'close' }],
    },
    { role: 'help', submenu: isMac ? [about] : [about, checkForUpdates] },
  ]
}
