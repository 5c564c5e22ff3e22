import { spawnSync } from 'node:child_process'
import { resolve } from 'node:path'
import { describe, expect, it } from 'vitest'

/**
 * `npm start` without an Electron runtime, for real: ELECTRON_OVERRIDE_DIST_PATH points at a
 * folder that does not exist, which also rules out a download attempt (the override is what
 * needs fixing), so this never touches the network.
 */
describe('npm start without an Electron runtime', () => {
  it('prints what happened and how to fix it, with no stack trace, and exits 1 without building', () => {
    const result = spawnSync(process.execPath, [resolve(__dirname, 'start.mjs'), '--demo'], {
      encoding: 'utf8',
      env: { ...process.env, ELECTRON_OVERRIDE_DIST_PATH: '/nonexistent/electron-dist' },
      timeout: 30_000,
    })
    expect(result.status).toBe(1)
    expect(result.stderr).toContain('Catalog Browser cannot start: the Electron runtime is missing.')
    expect(result.stderr).toContain(
      'What happened: ELECTRON_OVERRIDE_DIST_PATH is set to /nonexistent/electron-dist',
    )
    expect(result.stderr).toContain('ELECTRON_MIRROR=')
    expect(result.stderr).toContain('npm run demo-server')
    expect(`${result.stdout}${result.stderr}`).not.toMatch(/^\s+at .+:\d+:\d+\)?$/m)
    expect(result.stdout).not.toContain('Building')
    expect(result.stdout).not.toContain('trying the official download')
  })
})
