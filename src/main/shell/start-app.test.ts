import { join } from 'node:path'
import { APP_ENTRY_URL } from './app-protocol'
import { describe, expect, it, vi } from 'vitest'
import { ok } from '../../shared/errors'
import { CHANNELS } from '../../shared/ipc'
import { DEV_SERVER_CSP, PRODUCTION_CSP } from './content-security-policy'
import type { SenderEvent } from './ipc-bridge'
import type { CorePortOptions } from './core-port'
import { APP_LANGUAGES } from '../../shared/i18n/app-languages'
import {
  DEMO_NOW_VARIABLE,
  DEV_PROFILE_SUFFIX,
  KEYCHAIN_SERVICE_VARIABLE,
  USER_DATA_DIR_VARIABLE,
} from './start-app'
import { EXPECTED_WEB_PREFERENCES } from './testing/secure-web-preferences.test-support'
import {
  FakeWebContents,
  createFakeElectron,
  fakeEvent,
  fakeFrame,
} from './testing/fake-electron.test-support'
import { createFakeUpdater } from './testing/fake-updater.test-support'
import { BOGUS, MAIN_DIR, fakeCore, start } from './testing/start-app.test-support'
import { UPDATES_VARIABLE, updatesOffReason } from './updates/app-updates'
import { POLICY_FILE_VARIABLE } from '../core/policy/policy-source'
import { execFileSync } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { inEnglish } from '../../shared/i18n/english'
import { inEnglish as problemText } from '../../shared/i18n/english.test-support'

describe('startApp', () => {
  it('opens one window with exactly the secure preferences and the built preload', async () => {
    const { fake, window } = await start()
    expect(fake.windows).toHaveLength(1)
    expect(window?.options.webPreferences).toStrictEqual({
      ...EXPECTED_WEB_PREFERENCES,
      preload: join('/app', 'out', 'preload', 'index.cjs'),
    })
    expect(window?.options.icon).toBe(join('/app', 'resources', 'icons', '512x512.png'))
    expect(fake.app.sandboxEnabled).toBe(true)
  })

  it('loads the built page from app:// in a build (never file://), and shows the window when ready', async () => {
    const { window, fake } = await start({
      env: { ELECTRON_RENDERER_URL: 'http://localhost:5173' },
      packaged: true,
    })
    expect(window?.loadedFile).toBeNull()
    expect(window?.loadedUrl).toBe(APP_ENTRY_URL)
    expect(fake.privilegedSchemes).toStrictEqual([
      [{ scheme: 'app', privileges: { standard: true, secure: true, codeCache: true } }],
    ])
    expect([...fake.protocolHandlers.keys()]).toStrictEqual(['app'])
    expect(window?.shown).toBe(false)
    window?.emit('ready-to-show')
    expect(window?.shown).toBe(true)
  })

  it('loads the dev server under electron-vite dev, with the dev policy and dev menu', async () => {
    const { fake, window } = await start({ env: { ELECTRON_RENDERER_URL: 'http://localhost:5173' } })
    expect(window?.loadedUrl).toBe('http://localhost:5173/')
    const answers: { responseHeaders?: Record<string, string | string[]> }[] = []
    fake.headerListeners[0]?.({ responseHeaders: {} }, (response) => answers.push(response))
    expect(answers[0]?.responseHeaders?.['Content-Security-Policy']).toStrictEqual([DEV_SERVER_CSP])
    expect(JSON.stringify(fake.menus[0]?.template)).toContain('toggleDevTools')
  })

  it('sends the production policy header and has no dev menu items in a build', async () => {
    const { fake } = await start()
    const answers: { responseHeaders?: Record<string, string | string[]> }[] = []
    fake.headerListeners[0]?.({ responseHeaders: {} }, (response) => answers.push(response))
    expect(answers[0]?.responseHeaders?.['Content-Security-Policy']).toStrictEqual([PRODUCTION_CSP])
    expect(JSON.stringify(fake.menus[0]?.template)).not.toContain('toggleDevTools')
    expect(JSON.stringify(fake.menus[0]?.template)).not.toContain('reload')
  })

  it("forwards the core's events to the main window on the event's own channel, and drops them once it is gone", async () => {
    const { core, window } = await start()
    const payload = { count: 1 }
    core.emit('link:waiting', payload)
    expect(window?.webContents.sent).toStrictEqual([['link:waiting', payload]])
    if (window) window.destroyed = true
    core.emit('link:waiting', payload)
    expect(window?.webContents.sent).toHaveLength(1)
  })

  it('registers every core channel, answering the window and refusing anyone else', async () => {
    const { fake, core, window } = await start()
    expect([...fake.handlers.keys()].sort()).toStrictEqual([...CHANNELS].sort())
    const contents = window?.webContents as FakeWebContents
    expect(contents.mainFrame.url).toBe(APP_ENTRY_URL)
    const invoke = (channel: string, event: SenderEvent) => fake.handlers.get(channel)?.(event, { page: 1 })

    await expect(
      invoke('items:list', { sender: contents, senderFrame: contents.mainFrame }),
    ).resolves.toStrictEqual(ok({ channel: 'items:list' }))
    const other = new FakeWebContents(APP_ENTRY_URL)
    const refusals = [
      { sender: other, senderFrame: other.mainFrame },
      { sender: contents, senderFrame: fakeFrame(APP_ENTRY_URL, contents.mainFrame) },
      { sender: contents, senderFrame: null },
    ]
    for (const event of refusals) {
      await expect(invoke('session:get', event)).resolves.toMatchObject({
        ok: false,
        error: { kind: 'refused' },
      })
    }
    contents.mainFrame.url = 'https://evil.example/'
    await expect(
      invoke('session:get', { sender: contents, senderFrame: contents.mainFrame }),
    ).resolves.toMatchObject({
      ok: false,
      error: { kind: 'refused' },
    })
    expect(core.calls).toStrictEqual([['items:list', { page: 1 }]])
  })

  it('prevents navigation and denies new windows for the window it creates', async () => {
    const { fake } = await start()
    const contents = new FakeWebContents()
    fake.app.emit('web-contents-created', fakeEvent({}), contents)
    const navigation = fakeEvent({ url: 'https://evil.example/' })
    contents.emit('will-navigate', navigation)
    expect(navigation.defaultPrevented).toBe(true)
    expect(contents.openWindow('https://evil.example/')).toStrictEqual({ action: 'deny' })
    // Another page of the app's own scheme and host is refused as well.
    const elsewhere = fakeEvent({ url: 'app://catalog-browser/other.html' })
    contents.emit('will-navigate', elsewhere)
    expect(elsewhere.defaultPrevented).toBe(true)
  })

  it("lets the window reload its own page (the crash screen's Reload window)", async () => {
    const { fake } = await start()
    const contents = new FakeWebContents()
    fake.app.emit('web-contents-created', fakeEvent({}), contents)
    const reload = fakeEvent({ url: APP_ENTRY_URL })
    contents.emit('will-navigate', reload)
    expect(reload.defaultPrevented).toBe(false)
  })

  it('denies every permission', async () => {
    const { fake } = await start()
    const answers: boolean[] = []
    fake.permission.request?.({}, 'media', (granted) => answers.push(granted))
    expect(answers).toStrictEqual([false])
    expect(fake.permission.check?.({}, 'clipboard-read', 'file://', {})).toBe(false)
  })

  it('gives the core an openExternal that opens only https, and a clipboard writer', async () => {
    const { fake, coreOptions } = await start()
    const options = coreOptions[0] as CorePortOptions
    await options.openExternal('https://market.example/listing/1')
    for (const url of [
      'http://market.example/',
      'file:///etc/passwd',
      'javascript:alert(1)',
      'smb://host/share',
      '%%%',
    ]) {
      await expect(options.openExternal(url), url).rejects.toThrow(/Refused/)
    }
    expect(fake.opened).toStrictEqual(['https://market.example/listing/1'])
    await options.writeClipboard('AK-47 | Redline')
    expect(fake.clipboardWrites).toStrictEqual(['AK-47 | Redline'])
  })

  it("gives the core Electron's network (system proxy, OS trust store), redirects still manual", async () => {
    const { fake, coreOptions } = await start()
    const fetchForCore = coreOptions[0]?.fetch
    expect(fetchForCore).toBeTypeOf('function')
    await fetchForCore?.(new URL('https://catalog.example.com/v1/items'), { redirect: 'manual' })
    // A manual request is net.request's (net-fetch.ts says why); any other is net.fetch's.
    expect(fake.manualRequests.map((request) => request.options)).toStrictEqual([
      {
        url: 'https://catalog.example.com/v1/items',
        method: 'GET',
        redirect: 'manual',
        credentials: 'include',
        cache: 'default',
      },
    ])
    await fetchForCore?.('https://catalog.example.com/v1/items')
    expect(fake.netRequests).toStrictEqual([
      { input: 'https://catalog.example.com/v1/items', init: undefined },
    ])
  })

  it('reads team file paths in a utility process running the reader beside the main bundle, ended when done', async () => {
    const { fake, coreOptions } = await start()
    const spawn = (coreOptions[0] as CorePortOptions).spawnTeamFileReader
    const reader = spawn()
    const request = { path: '/srv/team.json', lastMtimeMs: null, maxBytes: 10 }
    reader.send(request)
    reader.kill()
    expect(
      fake.utilityChildren.map(({ modulePath, options, sent, killed }) => ({
        modulePath,
        options,
        sent,
        killed,
      })),
    ).toStrictEqual([
      {
        modulePath: join(MAIN_DIR, 'team-file-reader.js'),
        options: { serviceName: 'Catalog Browser team file reader', stdio: 'ignore' },
        sent: [request],
        killed: true,
      },
    ])
  })

  it('gives the core a save dialog on the main window that starts in Documents; dismissed is null', async () => {
    const { fake, coreOptions } = await start()
    const options = coreOptions[0] as CorePortOptions
    expect(await options.chooseSavePath({ fileName: 'lookup.csv', format: 'csv' })).toBe(
      '/home/user/Documents/out.csv',
    )
    expect(fake.saveDialogs).toHaveLength(1)
    expect(fake.saveDialogs[0]?.window).toBe(fake.windows[0])
    expect(fake.saveDialogs[0]?.options).toMatchObject({
      defaultPath: expect.stringMatching(/Documents.lookup\.csv$/),
      filters: [{ extensions: ['csv'] }],
    })
    fake.saveAnswer.canceled = true
    expect(await options.chooseSavePath({ fileName: 'lookup.json', format: 'json' })).toBeNull()
  })

  it('passes userData, app info and launch options to the core', async () => {
    const { coreOptions } = await start({ env: { CATALOG_API_TOKEN: 'launch-token-1' }, packaged: true })
    expect(coreOptions[0]).toMatchObject({
      userDataDir: '/home/user/.config/Catalog Browser',
      appInfo: {
        name: 'Catalog Browser',
        version: '1.2.3',
        electron: '45.4.1',
        chrome: '142.0.0.0',
        platform: 'linux',
      },
      launch: { token: 'launch-token-1' },
    })
    expect(coreOptions[0]).not.toHaveProperty('secretServiceName')
  })

  it('takes the token out of the environment and out of every log line', async () => {
    const { process, logLines, coreOptions } = await start({ env: { CATALOG_API_TOKEN: 'launch-token-1' } })
    expect(process.env.CATALOG_API_TOKEN).toBeUndefined()
    coreOptions[0]?.log('connected with launch-token-1')
    expect(logLines).toContain('connected with [redacted]')
    expect(coreOptions[0]?.launchWarnings).toStrictEqual([BOGUS])
    expect(logLines.join('\n')).not.toContain('launch-token-1')
  })

  it('keeps a development run in its own profile, apart from an installed copy and its lock', async () => {
    const development = await start({ packaged: false })
    expect(development.coreOptions[0]?.userDataDir).toBe(
      `/home/user/.config/Catalog Browser${DEV_PROFILE_SUFFIX}`,
    )
    const installed = await start({ packaged: true })
    expect(installed.coreOptions[0]?.userDataDir).toBe('/home/user/.config/Catalog Browser')
  })

  it('honours a private userData folder and keychain service, for e2e runs', async () => {
    const { fake, coreOptions, logLines } = await start({
      env: {
        [USER_DATA_DIR_VARIABLE]: '/tmp/e2e-profile',
        [KEYCHAIN_SERVICE_VARIABLE]: 'Catalog Browser e2e 42',
      },
    })
    expect(fake.app.paths.get('userData')).toBe('/tmp/e2e-profile')
    expect(coreOptions[0]).toMatchObject({
      userDataDir: '/tmp/e2e-profile',
      secretServiceName: 'Catalog Browser e2e 42',
    })
    const relative = await start({ env: { [USER_DATA_DIR_VARIABLE]: 'relative/dir' } })
    expect(relative.fake.app.paths.get('userData')).toBe(
      `/home/user/.config/Catalog Browser${DEV_PROFILE_SUFFIX}`,
    )
    expect(relative.logLines.some((line) => line.includes('must be an absolute path'))).toBe(true)
    expect(logLines.some((line) => line.includes('absolute'))).toBe(false)
  })

  it('hands a fixed demo "now" to the core only when the e2e variable holds whole ms', async () => {
    const fixed = await start({ env: { [DEMO_NOW_VARIABLE]: '1795455600000' } })
    expect(fixed.coreOptions[0]?.demoNow).toBe(1_795_455_600_000)
    for (const text of ['', 'soon', '-5', '1.5', '2026-11-23T17:40:00Z']) {
      const ignored = await start({ env: { [DEMO_NOW_VARIABLE]: text } })
      expect(ignored.coreOptions[0], text).not.toHaveProperty('demoNow')
    }
    const unset = await start()
    expect(unset.coreOptions[0]).not.toHaveProperty('demoNow')
  })

  it('quits without opening anything when another instance is running', async () => {
    const { fake, coreOptions, started } = await start({ lock: false })
    expect(started).toBeNull()
    expect(fake.app.quitCalls).toBe(1)
    expect(fake.windows).toHaveLength(0)
    expect(fake.handlers.size).toBe(0)
    expect(coreOptions).toHaveLength(0)
  })

  it('focuses the existing window when a second instance starts', async () => {
    const { fake, window } = await start()
    if (window) window.minimized = true
    fake.app.emit('second-instance')
    expect(window).toMatchObject({ minimized: false, focused: true })
  })

  it('hands a link from a second instance to the core and focuses the window', async () => {
    const { fake, window, core } = await start()
    const { links } = core
    if (window) window.minimized = true
    fake.app.emit('second-instance', fakeEvent({}), [
      '/usr/bin/catalog-browser',
      '--no-sandbox',
      'catalog-browser://item/1042',
    ])
    expect(links).toStrictEqual(['catalog-browser://item/1042'])
    expect(window).toMatchObject({ minimized: false, focused: true })
    fake.app.emit('second-instance', fakeEvent({}), ['/usr/bin/catalog-browser'])
    expect(links).toHaveLength(1)
  })

  it('takes macOS open-url links, also those sent before the core exists, and marks them handled', async () => {
    let release = () => {}
    const gate = new Promise<void>((resolve) => {
      release = resolve
    })
    const early = fakeEvent({})
    const core = fakeCore()
    const fake = createFakeElectron()
    const starting = start({
      fake,
      createCore: async () => {
        await gate
        return core.core
      },
    })
    await Promise.resolve()
    fake.app.emit('open-url', early, 'catalog-browser://lookup?ids=1,2')
    expect(early.defaultPrevented).toBe(true)
    expect(core.links).toStrictEqual([])
    release()
    await starting
    expect(core.links).toStrictEqual(['catalog-browser://lookup?ids=1,2'])
    fake.app.emit('open-url', fakeEvent({}), 'catalog-browser://item/7')
    expect(core.links).toStrictEqual(['catalog-browser://lookup?ids=1,2', 'catalog-browser://item/7'])
  })

  it('claims the link scheme only as an installed app, never in a development or e2e run', async () => {
    const dev = await start()
    expect(dev.fake.app.protocolClients).toStrictEqual([])
    const packaged = await start({ packaged: true })
    expect(packaged.fake.app.protocolClients).toStrictEqual(['catalog-browser'])
  })

  it('restores the remembered window state', async () => {
    const { window } = await start({
      windowState: { x: 40, y: 50, width: 1000, height: 700, maximized: true },
    })
    expect(window?.options).toMatchObject({ x: 40, y: 50, width: 1000, height: 700 })
    expect(window?.maximized).toBe(false)
    expect(window?.shown).toBe(false)
    window?.emit('ready-to-show')
    expect(window?.maximized).toBe(true)
    expect(window?.shown).toBe(true)
    expect(window?.shownBeforeReady).toBe(false)
  })

  it('saves the window state and disposes the core before quitting', async () => {
    const { fake, core, window } = await start()
    window?.emit('resize')
    const quit = fakeEvent({})
    fake.app.emit('will-quit', quit)
    expect(quit.defaultPrevented).toBe(true)
    await expect.poll(() => fake.app.quitCalls).toBe(1)
    expect(core.disposed()).toBe(1)
    expect(core.saved).toHaveLength(1)
  })

  it('quits when the last window closes, except on macOS', async () => {
    const linux = await start()
    linux.fake.app.emit('window-all-closed')
    expect(linux.fake.app.quitCalls).toBe(1)
    const mac = await start({ platform: 'darwin' })
    mac.fake.app.emit('window-all-closed')
    expect(mac.fake.app.quitCalls).toBe(0)
    expect(mac.window?.options).not.toHaveProperty('icon')
  })

  it("hands the core the OS's languages, most preferred first, and getLocale() when the OS gives none", async () => {
    const fake = createFakeElectron()
    fake.app.preferredSystemLanguages = ['fr-CA', 'de-AT']
    const listed = await start({ fake })
    expect(listed.coreOptions[0]?.systemLanguages).toStrictEqual(['fr-CA', 'de-AT'])
    const bare = createFakeElectron()
    bare.app.preferredSystemLanguages = []
    bare.app.locale = 'pt-BR'
    const unlisted = await start({ fake: bare })
    expect(unlisted.coreOptions[0]?.systemLanguages).toStrictEqual(['pt-BR'])
  })

  it('changes the app language from View > App Language, and builds the menu again in it', async () => {
    type Item = { label?: string; checked?: boolean; click?: () => void; submenu?: Item[] }
    const { fake } = await start()
    const languagesIn = (menu: number) =>
      (fake.menus[menu]?.template as Item[])
        .find((top) => top.label === (menu === 0 ? 'View' : 'Ansicht'))
        ?.submenu?.find((item) => item.submenu !== undefined)?.submenu ?? []
    expect(languagesIn(0).map((item) => item.label)).toStrictEqual(
      APP_LANGUAGES.map((language) => language.name),
    )
    expect(languagesIn(0).find((item) => item.checked)?.label).toBe('English')
    languagesIn(0)
      .find((item) => item.label === 'Deutsch')
      ?.click?.()
    await expect.poll(() => fake.menus.length).toBe(2)
    expect((fake.menus[1]?.template as Item[]).map((top) => top.label)).toStrictEqual([
      'Datei',
      'Bearbeiten',
      'Ansicht',
      'Fenster',
      'Hilfe',
    ])
    expect(languagesIn(1).find((item) => item.checked)?.label).toBe('Deutsch')
  })

  it('shows About with the version from the Help menu', async () => {
    const { fake } = await start()
    const template = fake.menus[0]?.template as {
      role?: string
      submenu?: { label?: string; click?: () => void }[]
    }[]
    template.find((menu) => menu.role === 'help')?.submenu?.[0]?.click?.()
    await expect.poll(() => fake.messageBoxes.length).toBe(1)
    expect(fake.messageBoxes[0]?.detail).toContain('Version 1.2.3')
  })

  it('updates an installed app: checks at start, tells the window when a version is ready, never restarts by itself', async () => {
    const updater = createFakeUpdater()
    const download = updater.available('1.4.0')
    const { core, coreOptions, fake } = await start({ packaged: true, updater })
    expect(updater.checks).toBe(1)
    download.finish()
    await expect.poll(() => core.emitted).toStrictEqual([['update:ready', { version: '1.4.0' }]])
    expect(coreOptions[0]?.updates.readyVersion()).toBe('1.4.0')
    expect(updater.installs).toBe(0)
    expect(coreOptions[0]?.updates.restartToUpdate()).toBe(true)
    expect(updater.installs).toBe(1)
    expect(fake.app.quitCalls).toBe(0)
  })

  it('clears the update schedule when the app quits', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] })
    try {
      const updater = createFakeUpdater()
      const { fake } = await start({ packaged: true, updater })
      expect(vi.getTimerCount()).toBe(1)
      fake.app.emit('will-quit', fakeEvent({}))
      await expect.poll(() => fake.app.quitCalls).toBe(1)
      expect(vi.getTimerCount()).toBe(0)
    } finally {
      vi.useRealTimers()
    }
  })

  it('leaves updates off in development and e2e runs, and says so from Check for Updates…', async () => {
    for (const run of [
      { packaged: false, env: {} },
      { packaged: true, env: { [UPDATES_VARIABLE]: 'off' } },
    ]) {
      const updater = createFakeUpdater()
      const { fake, coreOptions } = await start({ ...run, updater })
      expect(updater.checks).toBe(0)
      expect(coreOptions[0]?.updates.readyVersion()).toBeNull()
      const template = fake.menus[0]?.template as {
        role?: string
        submenu?: { label?: string; click?: () => void }[]
      }[]
      template
        .find((menu) => menu.role === 'help')
        ?.submenu?.find((item) => item.label === 'Check for Updates…')
        ?.click?.()
      await expect.poll(() => fake.messageBoxes.at(-1)?.message).toBe('Updates are off')
    }
  })

  it('reads the policy file of the override in a copy that is not installed, and only there', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'catalog-shell-policy-'))
    try {
      const file = join(dir, 'policy.json')
      writeFileSync(file, JSON.stringify({ demoCatalog: false, updateChecks: false }))
      const { fake, coreOptions } = await start({ env: { [POLICY_FILE_VARIABLE]: file } })
      expect(coreOptions[0]?.policy).toEqual({
        where: file,
        policy: { demoCatalog: false, updateChecks: false },
        problem: null,
      })
      const template = fake.menus[0]?.template as {
        role?: string
        submenu?: { label?: string; click?: () => void }[]
      }[]
      template
        .find((menu) => menu.role === 'help')
        ?.submenu?.find((item) => item.label === 'Check for Updates…')
        ?.click?.()
      await expect
        .poll(() => fake.messageBoxes.at(-1)?.detail)
        .toContain(inEnglish(updatesOffReason(true, {}, false)!))
      const installed = await start({ packaged: true, env: { [POLICY_FILE_VARIABLE]: file } })
      expect(installed.coreOptions[0]?.policy.where).not.toBe(file)
      expect(installed.logLines.some((line) => line.includes('an installed app reads only'))).toBe(true)
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  })

  it('R5-4: starts with a policy nested 15,000 deep or a FIFO at the policy path, saying why each is ignored', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'catalog-shell-policy-'))
    try {
      const nested = join(dir, 'nested.json')
      // 30 KB of valid JSON: it once overflowed the stack and the app did not start.
      writeFileSync(nested, `${'['.repeat(15_000)}${']'.repeat(15_000)}`)
      const deep = await start({ env: { [POLICY_FILE_VARIABLE]: nested } })
      expect(deep.started).not.toBeNull()
      expect(deep.fake.errorBoxes).toEqual([])
      expect(problemText(deep.coreOptions[0]?.policy.problem)).toContain('It nests more than 16 levels deep.')

      if (process.platform === 'linux') {
        // A FIFO with no writer: opening it would wait for ever, and the start with it.
        const fifo = join(dir, 'fifo.json')
        execFileSync('mkfifo', [fifo])
        const piped = await start({ env: { [POLICY_FILE_VARIABLE]: fifo } })
        expect(piped.started).not.toBeNull()
        expect(problemText(piped.coreOptions[0]?.policy.problem)).toContain(
          'It is not a file but a named pipe (FIFO).',
        )
      }
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  })

  it('explains a failed start in a dialog, without the token, and exits', async () => {
    const { fake, started, logLines } = await start({
      env: { CATALOG_API_TOKEN: 'launch-token-1' },
      createCore: async () => {
        throw new Error('EACCES: cannot write settings (launch-token-1)')
      },
    })
    expect(started).toBeNull()
    expect(fake.errorBoxes).toHaveLength(1)
    expect(fake.errorBoxes[0]?.title).toBe('Catalog Browser could not start')
    expect(fake.errorBoxes[0]?.content).toContain('EACCES: cannot write settings ([redacted])')
    expect(fake.app.exitCodes).toStrictEqual([1])
    expect([...logLines, fake.errorBoxes[0]?.content].join('\n')).not.toContain('launch-token-1')
  })

  it('reports uncaught errors in a dialog instead of crashing silently', async () => {
    const { fake, process } = await start()
    process.emit('uncaughtException', new Error('late failure'))
    expect(fake.errorBoxes[0]).toMatchObject({ title: 'Catalog Browser ran into a problem' })
  })
})
