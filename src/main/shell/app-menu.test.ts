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
  const build = (isMac: boolean, isDev: boolean, showAbout = () => {}, checkForUpdates = () => {}) =>
    buildMenuTemplate({ appName: 'Catalog Browser', isMac, isDev, showAbout, checkForUpdates })

  it('has the standard menus, with Quit under File on Windows and Linux', () => {
    const template = build(false, false)
    expect(labels(template)).toStrictEqual(['File', 'Edit', 'View', 'Window', 'help'])
    expect(template[0]?.submenu).toStrictEqual([{ role: 'quit' }])
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

  it('offers Check for Updates… beside About: in Help on Windows and Linux, in the app menu on macOS', () => {
    let checks = 0
    const click = (item: MenuItemConstructorOptions | undefined) =>
      item?.click?.({} as never, undefined, {} as never)
    const help = build(false, false, undefined, () => checks++).at(-1)
      ?.submenu as MenuItemConstructorOptions[]
    expect(help.map((item) => item.label)).toStrictEqual(['About Catalog Browser', 'Check for Updates…'])
    click(help[1])
    const mac = build(true, false, undefined, () => checks++)
    const appMenu = mac[0]?.submenu as MenuItemConstructorOptions[]
    expect(appMenu[1]?.label).toBe('Check for Updates…')
    click(appMenu[1])
    expect(checks).toBe(2)
    const macHelp = mac.at(-1)?.submenu as MenuItemConstructorOptions[]
    expect(macHelp.map((item) => item.label)).not.toContain('Check for Updates…')
  })
})
