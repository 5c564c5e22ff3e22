import { join, sep } from 'node:path'

/** Where the built app's pieces live, relative to the main bundle. */
export interface AppFiles {
  /** The sandboxed preload; electron-vite writes it as CommonJS (`[name].cjs`). */
  readonly preload: string
  /** The renderer's page; its folder is what app:// serves outside `electron-vite dev` (app-protocol.ts). */
  readonly rendererHtml: string
  /** The window icon (Linux and Windows; macOS takes the bundle's icon). */
  readonly icon: string
  /** The macOS menu bar icon: a monochrome template image (scripts/make-tray-icon.mjs). */
  readonly trayTemplateIcon: string
  /** The tray icon on Windows and Linux: the app's small colour icon. */
  readonly trayIcon: string
  /** The team file reader process's entry (shell/team-file-reader.ts), beside the main bundle. */
  readonly teamFileReader: string
}

/**
 * Paths of the built app, given the folder of the running main bundle (out/main).
 *
 * The same layout holds in the repo and inside app.asar, because electron-builder packs
 * `out/**` as is. The icon is unpacked from the asar (see electron-builder.cjs `asarUnpack`)
 * since the window manager needs a real file, so its path points at app.asar.unpacked; so are
 * the tray's icons, which Linux's status notifier hands to the panel as files.
 */
export function resolveAppFiles(mainDir: string): AppFiles {
  const appRoot = join(mainDir, '..', '..')
  const icon = join(appRoot, 'resources', 'icons', '512x512.png')
  const unpacked = (path: string) => path.replace(`app.asar${sep}`, `app.asar.unpacked${sep}`)
  return {
    preload: join(appRoot, 'out', 'preload', 'index.cjs'),
    rendererHtml: join(appRoot, 'out', 'renderer', 'index.html'),
    icon: unpacked(icon),
    trayTemplateIcon: unpacked(join(appRoot, 'resources', 'tray', 'trayTemplate.png')),
    trayIcon: unpacked(join(appRoot, 'resources', 'icons', '32x32.png')),
    teamFileReader: join(appRoot, 'out', 'main', 'team-file-reader.js'),
  }
}
