import type { MenuItemConstructorOptions } from 'electron'
import { describe, expect, it } from 'vitest'
import { buildMenuTemplate } from './app-menu'

function roles(template: MenuItemConstructorOptions[]): string[] {
  return template.flatMap((item) => [
    ...(item.role ? [item.role] : []),
    ...(Array.isArray(item.submenu) ? roles(item.submenu as MenuItemConstructorOptions[]) : []),
  ])
}

const labels = (template: MenuItemConstructorOptions[]) => template.map((item) => item.label ?? item.role)

describe('buildMenuTemplate', () => {
  const build = (isMac: boolean, isDev: boolean, showAbout = () => {}, openReplyTemplates = () => {}) =>
    buildMenuTemplate({ appName: 'Catalog Browser', isMac, isDev, showAbout, openReplyTemplates })

  it('has the standard menus, with Quit under File on Windows and Linux', () => {
    const template = build(false, false)
    expect(labels(template)).toStrictEqual(['File', 'Edit', 'View', 'Window', 'help'])
    expect((template[0]?.submenu as MenuItemConstructorOptions[]).at(-1)).toStrictEqual({ role: 'quit' })
    expect(roles(template)).toEqual(
      expect.arrayContaining([
        'undo',
        'redo',
        'cut',
        'copy',
        'paste',
        'selectAll',
        'zoomIn',
        'zoomOut',
        'resetZoom',
        'togglefullscreen',
        'minimize',
      ]),
    )
  })

  it('has no reload and no developer tools in a build', () => {
    for (const isMac of [false, true]) {
      const all = roles(build(isMac, false))
      expect(all).not.toContain('reload')
      expect(all).not.toContain('forceReload')
      expect(all).not.toContain('toggleDevTools')
    }
  })

  it('adds reload and developer tools under the dev server', () => {
    expect(roles(build(false, true))).toEqual(
      expect.arrayContaining(['reload', 'forceReload', 'toggleDevTools']),
    )
  })

  it('puts the app menu first on macOS, with About and Quit', () => {
    const template = build(true, false)
    expect(labels(template)[0]).toBe('Catalog Browser')
    const appMenu = template[0]?.submenu as MenuItemConstructorOptions[]
    expect(appMenu[0]?.label).toBe('About Catalog Browser')
    expect(roles([template[0] as MenuItemConstructorOptions])).toContain('quit')
  })

  it('opens About from Help', () => {
    let shown = 0
    const template = build(false, false, () => shown++)
    const help = template.at(-1)?.submenu as MenuItemConstructorOptions[]
    expect(help[0]?.label).toBe('About Catalog Browser')
    help[0]?.click?.({} as never, undefined, {} as never)
    expect(shown).toBe(1)
  })

  it('opens the Reply templates dialog from File', () => {
    let opened = 0
    const template = build(false, false, undefined, () => opened++)
    const file = template[0]?.submenu as MenuItemConstructorOptions[]
    const item = file.find((entry) => entry.label === 'Reply Templates…')
    item?.click?.({} as never, undefined, {} as never)
    expect(opened).toBe(1)
  })
})
