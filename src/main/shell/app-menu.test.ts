import type { MenuItemConstructorOptions } from 'electron'
import { describe, expect, it } from 'vitest'
import { wordsIn } from '../core/app-language/app-messages'
import { APP_LANGUAGES, type AppLanguage } from '../../shared/i18n/app-languages'
import {
  QUICK_ANSWER_MENU_ITEM_ID,
  QUICK_ANSWER_SETTINGS_MENU_ITEM_ID,
} from '../../shared/quick-answer/menu-item'
import { buildMenuTemplate } from './app-menu'

function roles(template: MenuItemConstructorOptions[]): string[] {
  return template.flatMap((item) => [
    ...(item.role ? [item.role] : []),
    ...(Array.isArray(item.submenu) ? roles(item.submenu as MenuItemConstructorOptions[]) : []),
  ])
}

const labels = (template: MenuItemConstructorOptions[]) => template.map((item) => item.label ?? item.role)

describe('buildMenuTemplate', () => {
  const build = (
    isMac: boolean,
    isDev: boolean,
    showAbout = () => {},
    checkForUpdates = () => {},
    openReplyTemplates = () => {},
    language: AppLanguage = 'en',
    chooseLanguage: (language: AppLanguage) => void = () => {},
    quickAnswer = { accelerator: 'CommandOrControl+Alt+L', open: () => {}, openSettings: () => {} },
  ) =>
    buildMenuTemplate({
      quickAnswer,
      appName: 'Catalog Browser',
      isMac,
      isDev,
      words: wordsIn(language),
      language,
      chooseLanguage,
      showAbout,
      checkForUpdates,
      openReplyTemplates,
    })

  it('has the standard menus, with Quit under File on Windows and Linux', () => {
    const template = build(false, false)
    expect(labels(template)).toStrictEqual(['File', 'Edit', 'View', 'Window', 'Help'])
    expect(template.at(-1)?.role).toBe('help')
    expect((template[0]?.submenu as MenuItemConstructorOptions[]).at(-1)).toStrictEqual({
      role: 'quit',
      label: 'Quit Catalog Browser',
    })
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
    const template = build(false, false, undefined, undefined, () => opened++)
    const file = template[0]?.submenu as MenuItemConstructorOptions[]
    const item = file.find((entry) => entry.label === 'Reply Templates…')
    item?.click?.({} as never, undefined, {} as never)
    expect(opened).toBe(1)
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

  it('words every item in the app language, roles too (Electron would label those in English)', () => {
    const words = (template: MenuItemConstructorOptions[]): string[] =>
      template.flatMap((item) => [
        ...(item.label ? [item.label] : []),
        ...(Array.isArray(item.submenu) ? words(item.submenu as MenuItemConstructorOptions[]) : []),
      ])
    const unlabelled = (template: MenuItemConstructorOptions[]): string[] =>
      template.flatMap((item) => [
        ...(item.type !== 'separator' && !item.label ? [String(item.role)] : []),
        ...(Array.isArray(item.submenu) ? unlabelled(item.submenu as MenuItemConstructorOptions[]) : []),
      ])
    for (const isMac of [false, true]) {
      const english = build(isMac, true)
      const german = build(isMac, true, undefined, undefined, undefined, 'de')
      expect(unlabelled(german)).toStrictEqual([])
      expect(words(german)).toContain('Rückgängig')
      expect(words(german)).toContain('Catalog Browser beenden')
      // Only the product's name and the languages' own names read the same in both.
      const same = words(german).filter((word, index) => word === words(english)[index])
      expect(same).toStrictEqual([...(isMac ? ['Catalog Browser'] : []), ...APP_LANGUAGES.map((l) => l.name)])
    }
  })

  it('offers the six languages, each in itself, the current one ticked, and reports a choice', () => {
    const chosen: AppLanguage[] = []
    const template = build(false, false, undefined, undefined, undefined, 'ru', (language) =>
      chosen.push(language),
    )
    const view = template.find((item) => item.label === 'Вид')?.submenu as MenuItemConstructorOptions[]
    const languages = view.find((item) => item.label === 'Язык приложения')
      ?.submenu as MenuItemConstructorOptions[]
    expect(languages.map((item) => [item.label, item.type, item.checked])).toStrictEqual(
      APP_LANGUAGES.map((language) => [language.name, 'radio', language.code === 'ru']),
    )
    languages.find((item) => item.label === '简体中文')?.click?.({} as never, undefined, {} as never)
    expect(chosen).toStrictEqual(['zh-CN'])
  })

  it('offers Quick answer under File, showing its global shortcut without binding it again, and its settings', () => {
    const calls: string[] = []
    const quickAnswer = {
      accelerator: 'Control+Shift+K',
      open: () => calls.push('open'),
      openSettings: () => calls.push('settings'),
    }
    for (const isMac of [false, true]) {
      const template = build(isMac, false, undefined, undefined, undefined, 'de', undefined, quickAnswer)
      const file = template.find((item) => item.label === 'Datei')?.submenu as MenuItemConstructorOptions[]
      const item = file.find((entry) => entry.id === QUICK_ANSWER_MENU_ITEM_ID)
      expect(item).toMatchObject({
        label: 'Schnellantwort',
        accelerator: 'Control+Shift+K',
        registerAccelerator: false,
      })
      item?.click?.({} as never, undefined, {} as never)
      const settings = file.find((entry) => entry.id === QUICK_ANSWER_SETTINGS_MENU_ITEM_ID)
      expect(settings?.label).toBe('Einstellungen für Schnellantwort …')
      settings?.click?.({} as never, undefined, {} as never)
    }
    expect(calls).toStrictEqual(['open', 'settings', 'open', 'settings'])
  })
})
