import { fork, spawn, spawnSync } from 'node:child_process'
import { LINK_SCHEME } from '../src/shared/links/catalog-link'
import {
  existsSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  statSync,
  writeFileSync,
  chmodSync,
} from 'node:fs'
import { builtinModules, createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { dirname, join, resolve, sep } from 'node:path'
import { build, Platform, type Configuration } from 'electron-builder'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { resolveAppFiles } from '../src/main/shell/app-files'
import { MAC_BUNDLE_ID, POLICY_REGISTRY_KEY } from '../src/main/core/policy/policy-source'
import { PRODUCTION_CSP, cspMetaContent } from '../src/main/shell/content-security-policy'
import { MESSAGE_CHUNK_DIR } from '../src/shared/i18n/compile-catalog'
import english from '../src/shared/i18n/messages/en.json'
import { findElectronRuntime } from './electron-runtime.mjs'

/**
 * Issue 7's packaging checks that can run here: the electron-builder configuration, the built
 * bundles and what they load, the packed app's contents, and (where an Electron runtime
 * exists) a real unpacked build that is launched and inspected.
 */
const root = resolve(__dirname, '..')
const requireFromRoot = createRequire(join(root, 'package.json'))
/** electron-builder's own asar reader, resolved the way electron-builder resolves it. */
const asar = createRequire(requireFromRoot.resolve('app-builder-lib/package.json'))('@electron/asar') as {
  listPackage(path: string, options: object): string[]
  extractFile(archive: string, file: string): Buffer
}
/** The fuses electron-builder flips, as the same package names them (its FuseV1Options enum). */
const { FuseV1Options } = createRequire(requireFromRoot.resolve('app-builder-lib/package.json'))(
  '@electron/fuses',
) as { FuseV1Options: Record<string, string | number> }
const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as {
  main: string
  version: string
  dependencies: Record<string, string>
  devDependencies: Record<string, string>
}
const temporary: string[] = []
const tempDir = (prefix: string) => {
  const dir = mkdtempSync(join(tmpdir(), prefix))
  temporary.push(dir)
  return dir
}
afterAll(() => temporary.forEach((dir) => rmSync(dir, { recursive: true, force: true })))

type BuilderConfig = Record<string, unknown> & {
  files: string[]
  asarUnpack: string[]
  linux: { target: string[]; category: string; icon: string }
  deb: { depends: string[] }
  mac: {
    target: { target: string; arch: string[] }[]
    hardenedRuntime: boolean
    entitlements: string
    entitlementsInherit: string
    icon: string
  }
  win: { target: { target: string; arch: string[] }[]; icon: string }
  protocols: { name: string; schemes: string[] }[]
}

/** The configuration as electron-builder loads it, under a given environment. */
function loadConfig(env: Record<string, string | undefined> = {}): BuilderConfig {
  const script = `process.stdout.write(JSON.stringify(require(${JSON.stringify(join(root, 'electron-builder.cjs'))})))`
  const result = spawnSync(process.execPath, ['-e', script], {
    encoding: 'utf8',
    env: { ...process.env, ELECTRON_DIST: '', ...env },
  })
  if (result.status !== 0) throw new Error(result.stderr)
  return JSON.parse(result.stdout) as BuilderConfig
}

/** electron-builder's own validation: its JSON schema plus its extra rules. */
async function validate(config: unknown): Promise<void> {
  const { validateConfiguration } = requireFromRoot('app-builder-lib/out/util/config/config') as {
    validateConfiguration(config: unknown, logger: { isEnabled: boolean; add(): void }): Promise<void>
  }
  await validateConfiguration(config, { isEnabled: false, add: () => {} })
}

describe('electron-builder configuration', () => {
  const config = loadConfig()

  it("is valid by electron-builder's own schema", async () => {
    await expect(validate(config)).resolves.toBeUndefined()
  })

  it('the schema check does refuse a broken configuration', async () => {
    await expect(validate({ ...config, deb: { depends: 'libsecret-1-0', colour: 'blue' } })).rejects.toThrow(
      /configuration\.deb/,
    )
  })

  it('names the product and builds AppImage and deb (depending on libsecret), dmg and zip for both Macs, nsis', () => {
    expect(config).toMatchObject({
      appId: 'com.catalogbrowser.app',
      productName: 'Catalog Browser',
      asar: true,
    })
    expect(config.linux).toMatchObject({ target: ['AppImage', 'deb'], category: 'Utility' })
    expect(config.deb.depends).toContain('libsecret-1-0')
    // The zip is what electron-updater installs on macOS.
    expect(config.mac.target).toStrictEqual([
      { target: 'dmg', arch: ['x64', 'arm64'] },
      { target: 'zip', arch: ['x64', 'arm64'] },
    ])
    expect(config.mac).toMatchObject({ hardenedRuntime: true })
    expect(config.win.target).toStrictEqual([{ target: 'nsis', arch: ['x64'] }])
  })

  it('R4-2: Windows updates install only when signed by the publisher (package.json’s author)', async () => {
    const win = config.win as {
      signtoolOptions?: { publisherName?: unknown }
      verifyUpdateCodeSignature?: unknown
    }
    const { author } = createRequire(__filename)('../package.json') as { author: string }
    expect(author).not.toBe('')
    expect(win.signtoolOptions?.publisherName).toBe(author)
    expect(win.verifyUpdateCodeSignature).toBe(true)
    // A key electron-builder knows (a wrong type is refused), so it is not silently ignored.
    await expect(
      validate({ ...config, win: { ...config.win, verifyUpdateCodeSignature: 'yes' } }),
    ).rejects.toThrow(/verifyUpdateCodeSignature/)
  })

  it('R5-3: reads the policy under the names the package is published with (HKLM key, macOS domain)', () => {
    const { author } = createRequire(__filename)('../package.json') as { author: string }
    expect(POLICY_REGISTRY_KEY).toBe(`HKLM\\SOFTWARE\\Policies\\${author}\\${config.productName}`)
    expect(MAC_BUNDLE_ID).toBe(config.appId)
  })

  it('registers the link scheme the app parses, on every OS (Linux through the .desktop MimeType)', () => {
    expect(config.protocols).toStrictEqual([{ name: 'Catalog Browser link', schemes: [LINK_SCHEME] }])
    expect((config.linux as { mimeTypes?: string[] }).mimeTypes).toStrictEqual([
      `x-scheme-handler/${LINK_SCHEME}`,
    ])
  })

  it('flips every hardening fuse in the packaged binary, file:// privileges off (D7: the page comes from app://)', () => {
    const fuses = config.electronFuses as Record<string, boolean>
    expect(fuses).toStrictEqual({
      runAsNode: false,
      enableNodeOptionsEnvironmentVariable: false,
      enableNodeCliInspectArguments: false,
      enableCookieEncryption: true,
      enableEmbeddedAsarIntegrityValidation: true,
      onlyLoadAppFromAsar: true,
      grantFileProtocolExtraPrivileges: false,
    })
    // Every fuse this Electron knows is decided, except the V8 snapshot one (no snapshot is shipped):
    // a fuse a later Electron adds fails here until someone decides it.
    const known = Object.keys(FuseV1Options)
      .filter((name) => Number.isNaN(Number(name)) && name !== 'LoadBrowserProcessSpecificV8Snapshot')
      .map((name) => name[0]!.toLowerCase() + name.slice(1))
    expect(Object.keys(fuses).sort()).toStrictEqual(known.sort())
  })

  it('grants the hardened runtime only JIT, no keychain group that would need a provisioning profile', () => {
    const plist = readFileSync(join(root, config.mac.entitlements), 'utf8')
    expect(config.mac.entitlementsInherit).toBe(config.mac.entitlements)
    expect(
      [...plist.replace(/<!--[\s\S]*?-->/g, '').matchAll(/<key>([^<]+)<\/key>/g)].map((m) => m[1]),
    ).toStrictEqual(['com.apple.security.cs.allow-jit'])
  })

  it('packs only the built app, with native modules unpacked from the asar', () => {
    expect(config.files).toEqual(expect.arrayContaining(['out/**', 'package.json']))
    expect(config.files.some((pattern) => pattern.startsWith('src') || pattern === '**/*')).toBe(false)
    expect(config.asarUnpack).toContain('**/*.node')
  })

  it('uses an unpacked Electron from ELECTRON_DIST when set, and downloads nothing otherwise unasked', () => {
    expect(config).not.toHaveProperty('electronDist')
    expect(loadConfig({ ELECTRON_DIST: '/opt/electron-v45' })).toMatchObject({
      electronDist: '/opt/electron-v45',
    })
  })

  it('points at icon files that exist', () => {
    expect(existsSync(join(root, config.mac.icon))).toBe(true)
    expect(existsSync(join(root, config.win.icon))).toBe(true)
    expect(
      readdirSync(join(root, config.linux.icon)).filter((name) => name.endsWith('.png')).length,
    ).toBeGreaterThanOrEqual(8)
  })
})

const BUILD_OUTPUTS = [
  'out/main/index.js',
  'out/main/team-file-reader.js',
  'out/preload/index.cjs',
  'out/renderer/index.html',
  'out/renderer/quick-answer.html',
]
const BUILD_INPUTS = ['src', 'electron.vite.config.ts', 'scripts/messages', 'package.json']

function newestMtime(path: string): number {
  const stat = statSync(path)
  if (!stat.isDirectory()) return stat.mtimeMs
  return readdirSync(path)
    .filter((name) => !/\.test\.tsx?$/.test(name))
    .reduce((newest, name) => Math.max(newest, newestMtime(join(path, name))), stat.mtimeMs)
}

/** Builds the app unless out/ is already newer than every source (npm test builds first). */
function ensureBuilt(): void {
  const outputs = BUILD_OUTPUTS.map((file) => join(root, file))
  const fresh =
    outputs.every((file) => existsSync(file)) &&
    Math.min(...outputs.map((file) => statSync(file).mtimeMs)) >=
      Math.max(...BUILD_INPUTS.map((p) => newestMtime(join(root, p))))
  if (fresh) return
  const result = spawnSync(join(root, 'node_modules', '.bin', 'electron-vite'), ['build'], {
    cwd: root,
    encoding: 'utf8',
  })
  if (result.status !== 0) throw new Error(`electron-vite build failed:\n${result.stdout}\n${result.stderr}`)
}

/**
 * Whether `index` is on a line comment or a block comment's `*` line: a bundled package's
 * JSDoc (`@typedef {import('trigram-utils').TrigramTuple}`, franc-min's) names a module only
 * for its types, and main never loads it.
 */
function inLineComment(code: string, index: number): boolean {
  const line = code.slice(code.lastIndexOf('\n', index) + 1, index)
  return /^\s*(\*|\/\/)/.test(line)
}

/** Every module specifier the bundle at `file` loads, following its own relative chunks. */
function loadedModules(file: string, seen = new Set<string>()): Set<string> {
  const specifiers = new Set<string>()
  if (seen.has(file)) return specifiers
  seen.add(file)
  const code = readFileSync(file, 'utf8')
  for (const match of code.matchAll(/\b(?:require|import)\(\s*["'`]([^"'`]+)["'`]\s*\)/g)) {
    const specifier = match[1] as string
    if (inLineComment(code, match.index)) continue
    if (specifier.startsWith('.')) {
      for (const nested of loadedModules(resolve(dirname(file), specifier), seen)) specifiers.add(nested)
    } else {
      specifiers.add(specifier)
    }
  }
  return specifiers
}

const packageName = (specifier: string) =>
  specifier.startsWith('@') ? specifier.split('/').slice(0, 2).join('/') : (specifier.split('/')[0] as string)
const isBuiltin = (specifier: string) =>
  specifier.startsWith('node:') ||
  builtinModules.includes(specifier) ||
  builtinModules.includes(packageName(specifier))

describe('the built app', () => {
  beforeAll(ensureBuilt, 240_000)

  it('has the package.json entry point, and the preload and page the shell loads', () => {
    expect(existsSync(join(root, pkg.main))).toBe(true)
    const files = resolveAppFiles(dirname(join(root, pkg.main)))
    expect(existsSync(files.preload), files.preload).toBe(true)
    expect(existsSync(files.rendererHtml), files.rendererHtml).toBe(true)
    expect(existsSync(files.icon), files.icon).toBe(true)
    expect(existsSync(files.trayIcon), files.trayIcon).toBe(true)
    expect(existsSync(files.trayTemplateIcon), files.trayTemplateIcon).toBe(true)
  })

  it('has every script and stylesheet the page references', () => {
    const html = readFileSync(join(root, 'out/renderer/index.html'), 'utf8')
    const references = [...html.matchAll(/(?:src|href)="(\.\/[^"]+)"/g)].map((m) => m[1] as string)
    expect(references.length).toBeGreaterThan(0)
    expect(cspMetaContent(html), 'the built page keeps the strict CSP').toBe(PRODUCTION_CSP)
    for (const reference of references)
      expect(existsSync(join(root, 'out/renderer', reference)), reference).toBe(true)
  })

  it("the window's code names its messages by id, their English only in the catalogs", () => {
    const assets = join(root, 'out/renderer/assets')
    const code = readdirSync(assets, { recursive: true, encoding: 'utf8' })
      .filter((name) => name.endsWith('.js') && name.split(sep)[0] !== MESSAGE_CHUNK_DIR)
      .map((name) => readFileSync(join(assets, name), 'utf8'))
      .join('\n')
    expect(code).toContain('detail.term.status')
    expect(code.match(/defaultMessage:\s*["'`]/g) ?? []).toStrictEqual([])
    // Long enough that no code says the same by chance.
    const sentences = Object.values(english).filter((text) => text.length >= 40)
    expect(sentences.length).toBeGreaterThan(200)
    expect(sentences.filter((text) => code.includes(text))).toStrictEqual([])
  })

  it('main loads only Node builtins, electron and production dependencies that are installed', () => {
    const modules = [...loadedModules(join(root, pkg.main))]
    expect(modules).toContain('electron')
    const packages = [
      ...new Set(modules.filter((m) => !isBuiltin(m) && m !== 'electron').map(packageName)),
    ].sort()
    for (const name of packages) {
      expect(pkg.dependencies, `${name} must be a production dependency`).toHaveProperty([name])
      expect(pkg.devDependencies, `${name} must not be a devDependency`).not.toHaveProperty([name])
      expect(() => requireFromRoot.resolve(name), `${name} must be installed`).not.toThrow()
    }
    expect(packages).toEqual(expect.arrayContaining(['keytar', 'zod']))
  })

  it("ships none of the renderer's packages: the bundle carries them, so they are devDependencies", () => {
    const rendererPackages = new Set<string>()
    const sources = readdirSync(join(root, 'src/renderer'), { recursive: true, withFileTypes: true }).filter(
      (entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name),
    )
    for (const entry of sources) {
      const text = readFileSync(join(entry.parentPath, entry.name), 'utf8')
      for (const match of text.matchAll(/^import (?!type )[^;]*? from '([^.'][^']*)'/gm)) {
        rendererPackages.add(packageName(match[1] as string))
      }
    }
    expect([...rendererPackages]).toEqual(expect.arrayContaining(['react', '@tanstack/react-query']))
    for (const name of rendererPackages) {
      expect(pkg.dependencies, `${name} is bundled into the renderer`).not.toHaveProperty([name])
      expect(pkg.devDependencies, `${name} is needed to build the renderer`).toHaveProperty([name])
    }
  })

  it('the sandboxed preload loads nothing but electron', () => {
    expect([...loadedModules(join(root, 'out/preload/index.cjs'))]).toStrictEqual(['electron'])
  })

  it('the team file reader runs as a process of its own on Node builtins alone, and reads a file', async () => {
    const reader = resolveAppFiles(dirname(join(root, pkg.main))).teamFileReader
    expect([...loadedModules(reader)].every(isBuiltin), [...loadedModules(reader)].join(', ')).toBe(true)
    const child = fork(reader, [], { stdio: ['ignore', 'ignore', 'inherit', 'ipc'] })
    try {
      const answer = new Promise((resolve) => child.once('message', resolve))
      child.send({ path: join(root, 'package.json'), lastMtimeMs: null, maxBytes: 1_000_000 })
      expect(await answer).toMatchObject({ kind: 'read', text: expect.stringContaining('"catalog-browser"') })
    } finally {
      child.kill()
    }
  })
})

/** Packs the unpacked app for this OS with electron-builder's API; returns the app folder. */
async function packDir(overrides: Record<string, unknown>): Promise<string> {
  const output = tempDir('catalog-pack-')
  await build({
    projectDir: root,
    targets: Platform.current().createTarget('dir'),
    config: {
      ...loadConfig(),
      directories: { output, buildResources: 'resources' },
      ...overrides,
    } as Configuration,
    publish: 'never',
  })
  const appDir = readdirSync(output).find((name) => name.endsWith('-unpacked') || name.startsWith('mac'))
  if (!appDir) throw new Error(`electron-builder wrote no app folder in ${output}`)
  return join(output, appDir)
}

function resourcesOf(appDir: string): string {
  if (process.platform !== 'darwin') return join(appDir, 'resources')
  const bundle = readdirSync(appDir).find((name) => name.endsWith('.app')) as string
  return join(appDir, bundle, 'Contents', 'Resources')
}

describe('the packed app', () => {
  beforeAll(ensureBuilt, 240_000)

  // A placeholder binary stands in only on Linux: macOS needs an Electron.app bundle and
  // Windows edits the real .exe's resources, so there the real --dir build below covers this.
  const placeholderPack = process.platform === 'linux' ? it : it.skip
  placeholderPack(
    'holds the built app and only production dependencies, with keytar and the icon unpacked ' +
      '(packed around a placeholder Electron binary: the real one cannot be downloaded here)' +
      (process.platform === 'linux'
        ? ''
        : ` (skipped: the placeholder pack runs on Linux only, this is ${process.platform})`),
    async () => {
      const placeholder = tempDir('catalog-placeholder-electron-')
      const binary = join(placeholder, process.platform === 'win32' ? 'electron.exe' : 'electron')
      writeFileSync(binary, '#!/bin/sh\nexit 0\n')
      chmodSync(binary, 0o755)
      // Fuses are flipped inside the real binary; a placeholder has none to flip.
      const appDir = await packDir({ electronDist: placeholder, electronFuses: null, npmRebuild: false })
      const resources = resourcesOf(appDir)
      const entries = asar
        .listPackage(join(resources, 'app.asar'), {})
        .map((entry) => entry.split(sep).join('/'))
      for (const file of [
        '/package.json',
        `/${pkg.main.replace(/^\.\//, '')}`,
        '/out/preload/index.cjs',
        '/out/renderer/index.html',
      ]) {
        expect(entries, file).toContain(file)
      }
      const packedPackages = new Set(
        entries
          .filter((e) => e.startsWith('/node_modules/'))
          .map((e) => packageName(e.slice('/node_modules/'.length))),
      )
      for (const name of Object.keys(pkg.dependencies)) expect(packedPackages, name).toContain(name)
      for (const name of Object.keys(pkg.devDependencies))
        expect(packedPackages, `devDependency ${name}`).not.toContain(name)
      expect(
        entries.filter((e) => e.startsWith('/src/') || (e.startsWith('/out/') && e.endsWith('.map'))),
      ).toStrictEqual([])
      const unpacked = join(resources, 'app.asar.unpacked')
      expect(existsSync(join(unpacked, 'node_modules', 'keytar', 'build', 'Release', 'keytar.node'))).toBe(
        true,
      )
      expect(existsSync(join(unpacked, 'resources', 'icons', '512x512.png'))).toBe(true)
      expect(existsSync(join(unpacked, 'resources', 'icons', '32x32.png'))).toBe(true)
      expect(existsSync(join(unpacked, 'resources', 'tray', 'trayTemplate@2x.png'))).toBe(true)
      const packedPackageJson = JSON.parse(
        asar.extractFile(join(resources, 'app.asar'), 'package.json').toString(),
      ) as { main: string }
      expect(packedPackageJson.main).toBe(pkg.main)
    },
    120_000,
  )
})

/** An Electron distribution electron-builder can use: ELECTRON_DIST, or the installed runtime. */
function electronDistribution(): { dir: string } | { reason: string } {
  const fromEnv = process.env.ELECTRON_DIST?.trim()
  if (fromEnv) return { dir: fromEnv }
  const runtime = findElectronRuntime()
  if (!runtime.found) {
    return { reason: `no Electron runtime here (${runtime.reason}; ELECTRON_DIST is unset)` }
  }
  const path = runtime.executablePath
  return { dir: process.platform === 'darwin' ? path.slice(0, path.indexOf('Electron.app')) : dirname(path) }
}

function packagedExecutable(appDir: string): string {
  if (process.platform === 'win32') return join(appDir, 'Catalog Browser.exe')
  if (process.platform === 'darwin') return join(resourcesOf(appDir), '..', 'MacOS', 'Catalog Browser')
  return join(appDir, 'catalog-browser')
}

const distribution = electronDistribution()
const smokeName =
  'electron-builder --dir packs the app around the real Electron and the packaged app starts with its secure window'
const smoke = 'dir' in distribution ? it : it.skip

describe('the packaged app, launched', () => {
  beforeAll(() => {
    if ('dir' in distribution) ensureBuilt()
  }, 240_000)

  smoke(
    'dir' in distribution ? smokeName : `${smokeName} (skipped: ${distribution.reason})`,
    async () => {
      if (!('dir' in distribution)) return
      const appDir = await packDir({ electronDist: distribution.dir })
      const executable = packagedExecutable(appDir)
      const args = ['--remote-debugging-port=0']
      // Chromium refuses to run as root with its sandbox; CI containers run as root.
      if (process.getuid?.() === 0) args.push('--no-sandbox')
      const needsDisplay =
        process.platform === 'linux' && !process.env.DISPLAY && !process.env.WAYLAND_DISPLAY
      const [command, commandArgs] = needsDisplay
        ? ['xvfb-run', ['-a', executable, ...args]]
        : [executable, args]
      const env: Record<string, string | undefined> = {
        ...process.env,
        CATALOG_BROWSER_USER_DATA_DIR: tempDir('catalog-smoke-profile-'),
        CATALOG_BROWSER_KEYCHAIN_SERVICE: `Catalog Browser smoke ${process.pid}`,
        // A smoke launch asks no update feed.
        CATALOG_BROWSER_UPDATES: 'off',
      }
      delete env.CATALOG_API_TOKEN
      delete env.ELECTRON_RUN_AS_NODE
      const child = spawn(command, commandArgs as string[], { env })
      try {
        const endpoint = await new Promise<string>((resolveEndpoint, reject) => {
          let stderr = ''
          const timer = setTimeout(
            () => reject(new Error(`no DevTools endpoint within 30 s:\n${stderr}`)),
            30_000,
          )
          child.stderr.on('data', (chunk: Buffer) => {
            stderr += chunk.toString()
            const match = /DevTools listening on (ws:\/\/\S+)/.exec(stderr)
            if (match) {
              clearTimeout(timer)
              resolveEndpoint(match[1] as string)
            }
          })
          child.on('exit', (code) => reject(new Error(`the packaged app exited with ${code}:\n${stderr}`)))
        })
        const { chromium } = await import('@playwright/test')
        const browser = await chromium.connectOverCDP(endpoint)
        try {
          const appPage = () =>
            browser
              .contexts()
              .flatMap((context) => context.pages())
              .find((p) => p.url().endsWith('/out/renderer/index.html'))
          await expect.poll(() => appPage() !== undefined, { timeout: 20_000 }).toBe(true)
          const page = appPage()
          if (!page) throw new Error('no app page')
          expect(await page.title()).toBe('Catalog Browser')
          const probe = await page.evaluate(async () => {
            const w = window as unknown as {
              catalog?: { appInfo(): Promise<unknown> }
              require?: unknown
              process?: unknown
            }
            return {
              keys: Object.keys(w.catalog ?? {}),
              hasRequire: typeof w.require,
              hasProcess: typeof w.process,
              info: await w.catalog?.appInfo(),
            }
          })
          expect(probe.hasRequire).toBe('undefined')
          expect(probe.hasProcess).toBe('undefined')
          expect(probe.info).toMatchObject({
            ok: true,
            data: { name: 'Catalog Browser', version: pkg.version },
          })
        } finally {
          await browser.close()
        }
      } finally {
        child.kill()
      }
    },
    240_000,
  )
})
