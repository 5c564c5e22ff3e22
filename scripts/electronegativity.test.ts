import { spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

/**
 * The real Electronegativity, run by the real script, over two small apps: one that gets the
 * security checklist wrong and one that gets it right. Proves the scan finds what it should,
 * honours a justified inline exception and refuses an unjustified one.
 */
const script = resolve(__dirname, 'electronegativity.mjs')
const toolDir = resolve(__dirname, '..', 'tools', 'electronegativity')

// On a fresh clone the tool is not installed yet: install it from its lockfile once, with
// time to spare, rather than inside the first test's time limit.
beforeAll(() => {
  if (existsSync(join(toolDir, 'node_modules', '@doyensec', 'electronegativity', 'package.json'))) return
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm'
  const result = spawnSync(npm, ['ci', '--prefix', toolDir, '--no-audit', '--no-fund'], { encoding: 'utf8' })
  if (result.status !== 0) throw new Error(`npm ci in tools/electronegativity failed:\n${result.stderr}`)
}, 300_000)
const dirs: string[] = []
afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })))

const CSP = "default-src 'none'; script-src 'self'; style-src 'self'; object-src 'none'; base-uri 'none'"

function app(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), 'catalog-eng-fixture-'))
  dirs.push(dir)
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(join(dir, name, '..'), { recursive: true })
    writeFileSync(join(dir, name), text)
  }
  return dir
}

function scan(dir: string) {
  const result = spawnSync(process.execPath, [script, '--src', dir], { encoding: 'utf8', timeout: 120_000 })
  return { status: result.status, output: `${result.stdout}\n${result.stderr}` }
}

const safeMain = (preloadComment: string) => `import { app, BrowserWindow, session } from 'electron'
app.whenReady().then(() => {
  session.defaultSession.setPermissionRequestHandler((_c, _p, callback) => callback(false))
  const win = new BrowserWindow({
    webPreferences: {
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      disableBlinkFeatures: 'Auxclick',
      preload: 'preload.js', ${preloadComment}
    },
  })
  win.webContents.on('will-navigate', (event) => event.preventDefault())
  win.webContents.setWindowOpenHandler(() => ({ action: 'deny' }))
  win.loadFile('index.html')
})
`
const page = `<!doctype html><html><head><meta http-equiv="Content-Security-Policy" content="${CSP}"></head><body></body></html>`

describe('scripts/electronegativity.mjs', () => {
  it('fails an app that turns isolation off and has no navigation limits', () => {
    const dir = app({
      'main/index.ts': `import { BrowserWindow } from 'electron'
new BrowserWindow({ webPreferences: { contextIsolation: false, nodeIntegration: true } })
`,
    })
    const { status, output } = scan(dir)
    expect(status).toBe(1)
    expect(output).toMatch(/✖ HIGH CONTEXT_ISOLATION_JS_CHECK at src\/main\/index\.ts:2/)
    expect(output).toMatch(/✖ HIGH LIMIT_NAVIGATION_GLOBAL_CHECK/)
  })

  it('passes a hardened app whose reviewed preload carries a reasoned exception', () => {
    const dir = app({
      'main/index.ts': safeMain('// eng-disable PRELOAD_JS_CHECK: reviewed, exposes one narrow API'),
      'renderer/index.html': page,
      // Test files are left out of the scan: this would fail it otherwise.
      'main/index.test.ts': "import { shell } from 'electron'\nshell.openExternal(process.argv[2])\n",
    })
    const { status, output } = scan(dir)
    expect(output).toContain(
      'exception PRELOAD_JS_CHECK at src/main/index.ts:10: reviewed, exposes one narrow API',
    )
    expect(output).toContain('✔ no medium or high severity findings')
    expect(status).toBe(0)
  })

  it('refuses an exception that gives no reason', () => {
    const dir = app({
      'main/index.ts': safeMain('// eng-disable PRELOAD_JS_CHECK'),
      'renderer/index.html': page,
    })
    const { status, output } = scan(dir)
    expect(status).toBe(1)
    expect(output).toContain(
      'src/main/index.ts:10: an eng-disable exception needs the check id and a reason after it',
    )
  })
})
