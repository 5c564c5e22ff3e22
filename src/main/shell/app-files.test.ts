import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { resolveAppFiles } from './app-files'

describe('resolveAppFiles', () => {
  it('finds the preload, page, icon and team file reader next to the main bundle in the repo', () => {
    expect(resolveAppFiles(join('/repo', 'out', 'main'))).toStrictEqual({
      preload: join('/repo', 'out', 'preload', 'index.cjs'),
      rendererHtml: join('/repo', 'out', 'renderer', 'index.html'),
      icon: join('/repo', 'resources', 'icons', '512x512.png'),
      teamFileReader: join('/repo', 'out', 'main', 'team-file-reader.js'),
      trayTemplateIcon: join('/repo', 'resources', 'tray', 'trayTemplate.png'),
      trayIcon: join('/repo', 'resources', 'icons', '32x32.png'),
    })
  })

  it('reads the icons from app.asar.unpacked inside a package, the rest from the asar', () => {
    const files = resolveAppFiles(join('/opt', 'Catalog Browser', 'resources', 'app.asar', 'out', 'main'))
    expect(files.icon).toBe(
      join('/opt', 'Catalog Browser', 'resources', 'app.asar.unpacked', 'resources', 'icons', '512x512.png'),
    )
    expect(files.trayTemplateIcon).toBe(
      join(
        '/opt',
        'Catalog Browser',
        'resources',
        'app.asar.unpacked',
        'resources',
        'tray',
        'trayTemplate.png',
      ),
    )
    expect(files.preload).toBe(
      join('/opt', 'Catalog Browser', 'resources', 'app.asar', 'out', 'preload', 'index.cjs'),
    )
  })
})
