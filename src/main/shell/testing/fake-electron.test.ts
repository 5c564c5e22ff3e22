import type * as Electron from 'electron'
import { describe, expect, expectTypeOf, it } from 'vitest'
import type { BrowserWindowConstructor, ElectronMain, ShellApp, ShellWindow } from '../electron-main'
import {
  FakeApp,
  type FakeBrowserWindow,
  type FakeWebContents,
  createFakeElectron,
  type FakeMenu,
} from './fake-electron.test-support'
import type { FakeImage } from './fake-desktop.test-support'
import type { HardenableContents } from '../web-contents-hardening'

/**
 * The fake is held to Electron's own API by the compiler: these tests fail in `tsc -b` (this
 * file is part of tsconfig.node.json), where each `@ts-expect-error` line must really be an
 * error. Vitest only runs the few runtime checks.
 */
describe('the fake Electron', () => {
  it('is the real module narrowed, with no cast: Electron itself and the fake both fit', () => {
    expectTypeOf<typeof Electron>().toExtend<ElectronMain>()
    expectTypeOf(createFakeElectron().electron).toEqualTypeOf<
      ElectronMain<FakeBrowserWindow, FakeMenu, FakeImage>
    >()
    expectTypeOf<FakeApp>().toExtend<ShellApp>()
    expectTypeOf<typeof FakeBrowserWindow>().toExtend<BrowserWindowConstructor<FakeBrowserWindow>>()
    expectTypeOf<FakeWebContents>().toExtend<HardenableContents>()
  })

  it('fails to compile when the fake lacks, renames or changes a method Electron has', () => {
    const broken = (fake: ShellApp) => fake
    // @ts-expect-error a fake app without whenReady() is not an Electron app
    broken({} as Omit<FakeApp, 'whenReady'>)
    // @ts-expect-error a renamed method (getAppVersion for getVersion) is missing the real one
    broken({} as Omit<FakeApp, 'getVersion'> & { getAppVersion(): string })
    // @ts-expect-error whenReady() must return a Promise, as Electron's does
    broken({} as Omit<FakeApp, 'whenReady'> & { whenReady(): void })
    const window = (fake: ShellWindow) => fake
    // @ts-expect-error a fake window without loadURL() is not a BrowserWindow
    window({} as Omit<FakeBrowserWindow, 'loadURL'>)
    const module = (fake: ElectronMain<FakeBrowserWindow, FakeMenu>) => fake
    const fake = createFakeElectron().electron
    // @ts-expect-error Electron 45's clipboard.writeText is asynchronous; a synchronous fake drifts
    module({ ...fake, clipboard: { writeText: (_text: string) => {} } })
    expect(typeof fake.clipboard.writeText('x').then).toBe('function')
  })

  it('fails to compile when the shell calls a method it has not declared (so the fake need not have it)', () => {
    const { electron } = createFakeElectron()
    const relaunch = () => {
      // @ts-expect-error relaunch() is not part of ElectronMain: the shell must list it first
      electron.app.relaunch()
    }
    expect(relaunch).toThrow(TypeError)
  })

  it('fails to compile when real Electron loses a method the shell uses', () => {
    const shell = (module: ElectronMain) => module
    type WithoutQuit = Omit<typeof Electron, 'app'> & { app: Omit<Electron.App, 'quit'> }
    // @ts-expect-error an Electron whose app has no quit() cannot be handed to the shell
    shell({} as WithoutQuit)
    expect(new FakeApp().getVersion()).toBe('1.2.3')
  })
})
