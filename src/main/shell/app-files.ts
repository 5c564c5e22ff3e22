import { join, sep } from 'node:path'

/** Where the built app's pieces live, relative to the main bundle. */
export interface AppFiles {
  /** The sandboxed preload; electron-vite writes it as CommonJS (`[name].cjs`). */
  readonly preload: string
  /** The renderer's page; its folder is what app:// serves outside `electron-vite dev` (app-protocol.ts). */
  readonly rendererHtml: string
  /** The window icon (Linux and Windows; macOS takes the bundle's icon). */
  readonly icon: string
  /** The team file reader process's entry (shell/team-file-reader.ts), beside the main bundle. */
  readonly teamFileReader: string
}

/**
 * Paths of the built app, given the folder of the running main bundle (out/main).
 *
 * The same layout holds in the repo and inside app.asar, because electron-builder packs
 * `out/**` as is. The icon is unpacked from the asar (see electron-builder.cjs `asarUnpack`)
 * since the window manager needs a real file, so its path points at app.asar.unpacked.
 */
export function resolveAppFiles(mainDir: string): AppFiles {
  const appRoot = join(mainDir, '..', '..')
  const icon = join(appRoot, 'resources', 'icons', '512x512.png')
  return {
    preload: join(appRoot, 'out', 'preload', 'index.cjs'),
    rendererHtml: join(appRoot, 'out', 'renderer', 'index.html'),
    icon: icon.replace(`app.asar${sep}`, `app.asar.unpacked${sep}`),
    teamFileReader: join(appRoot, 'out', 'main', 'team-file-reader.js'),
  }
}
