import type { MenuItemConstructorOptions } from 'electron'
import { describe, expect, it } from 'vitest'
import { wordsIn } from '../../core/app-language/app-messages'
import { createFakeElectron } from '../testing/fake-electron.test-support'
import { TRAY_QUICK_ANSWER_ID, buildTrayMenuTemplate, createAppTray } from './app-tray'

const labels = (template: MenuItemConstructorOptions[]) =>
  template.filter((item) => item.type !== 'separator').map((item) => item.label)

function build(options: Partial<Parameters<typeof buildTrayMenuTemplate>[0]> = {}) {
  return buildTrayMenuTemplate({
    appName: 'Catalog Browser',
    words: wordsIn('en'),
    accelerator: 'CommandOrControl+Alt+L',
    watchedCount: 3,
    quickAnswer: () => {},
    showApp: () => {},
    quit: () => {},
    ...options,
  })
}

describe('buildTrayMenuTemplate', () => {
  it('offers Quick answer, Show Catalog Browser, the watched items as a line to read, and Quit', () => {
    const template = build()
    expect(labels(template)).toStrictEqual([
      'Quick answer',
      'Show Catalog Browser',
      '3 watched items',
      'Quit',
    ])
    expect(template.find((item) => item.label === '3 watched items')?.enabled).toBe(false)
    expect(template[0]).toMatchObject({
      id: TRAY_QUICK_ANSWER_ID,
      accelerator: 'CommandOrControl+Alt+L',
      registerAccelerator: false,
    })
  })

  it('says when no catalog is connected, and counts one and none', () => {
    expect(labels(build({ watchedCount: null }))[2]).toBe('No catalog connected')
    expect(labels(build({ watchedCount: 1 }))[2]).toBe('1 watched item')
    expect(labels(build({ watchedCount: 0 }))[2]).toBe('No watched items')
  })

  it('shows no shortcut beside Quick answer while none is bound', () => {
    expect(build({ accelerator: undefined })[0]?.accelerator).toBeUndefined()
  })

  it('words every item in the app language', () => {
    expect(labels(build({ words: wordsIn('ru'), watchedCount: 2 }))).toStrictEqual([
      'Быстрый ответ',
      'Показать Catalog Browser',
      '2 отслеживаемых предмета',
      'Завершить',
    ])
    expect(labels(build({ words: wordsIn('zh-CN'), watchedCount: 5 }))[2]).toBe('5 个关注的物品')
  })

  it('runs each action from its item', () => {
    const calls: string[] = []
    const template = build({
      quickAnswer: () => calls.push('quick'),
      showApp: () => calls.push('show'),
      quit: () => calls.push('quit'),
    })
    for (const item of template) item.click?.({} as never, undefined, {} as never)
    expect(calls).toStrictEqual(['quick', 'show', 'quit'])
  })
})

describe('createAppTray', () => {
  function tray(isMac: boolean) {
    const fake = createFakeElectron()
    let count = 1
    const log: string[] = []
    const appTray = createAppTray({
      Tray: fake.electron.Tray,
      Menu: fake.electron.Menu,
      nativeImage: fake.electron.nativeImage,
      iconPath: '/app/resources/tray/trayTemplate.png',
      isMac,
      toolTip: () => 'Catalog Browser',
      template: () => build({ watchedCount: count }),
      log: (line) => log.push(line),
    })
    return { fake, appTray, setCount: (next: number) => void (count = next), log }
  }

  it('makes the icon a template image on macOS only, so the menu bar tints it', () => {
    expect(tray(true).fake.trays[0]?.image.template).toBe(true)
    expect(tray(false).fake.trays[0]?.image.template).toBe(false)
  })

  it('builds its menu at once and again on refresh, and goes on destroy', () => {
    const { fake, appTray, setCount } = tray(false)
    const icon = fake.trays[0]
    expect(icon?.toolTip).toBe('Catalog Browser')
    expect(labels(icon?.menu?.template ?? [])[2]).toBe('1 watched item')
    setCount(4)
    appTray.refresh()
    expect(labels(icon?.menu?.template ?? [])[2]).toBe('4 watched items')
    appTray.destroy()
    expect(icon?.destroyed).toBe(true)
  })

  it('leaves the app working without a tray where the desktop has none', () => {
    const fake = createFakeElectron()
    const log: string[] = []
    const appTray = createAppTray({
      Tray: class {
        constructor() {
          throw new Error('no status area')
        }
      } as unknown as typeof fake.electron.Tray,
      Menu: fake.electron.Menu,
      nativeImage: fake.electron.nativeImage,
      iconPath: '/app/resources/icons/32x32.png',
      isMac: false,
      toolTip: () => 'Catalog Browser',
      template: () => build(),
      log: (line) => log.push(line),
    })
    expect(() => {
      appTray.refresh()
      appTray.destroy()
    }).not.toThrow()
    expect(log).toStrictEqual(['tray: could not be shown: Error: no status area'])
  })
})
