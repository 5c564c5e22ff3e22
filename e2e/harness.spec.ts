import { existsSync } from 'node:fs'
import { expect, test } from './fixtures'
import { findElectronRuntime } from './electron-runtime'
import { launchApp } from './harness'

/**
 * The harness itself leaves nothing behind: a launch that made its own userData folder removes
 * it on close, and one given a folder leaves that folder to its owner (relaunch stories).
 */
test('close() removes the userData folder a launch made, and keeps one it was given', async ({
  e2eMode,
  userDataDir,
}) => {
  const runtime = findElectronRuntime()
  test.skip(e2eMode === 'electron' && !runtime.found, runtime.found ? '' : `Electron mode: ${runtime.reason}`)
  const own = await launchApp({ mode: e2eMode })
  await expect(own.page.getByRole('button', { name: 'Connect' })).toBeVisible()
  expect(existsSync(own.userDataDir)).toBe(true)
  await own.close()
  expect(existsSync(own.userDataDir)).toBe(false)

  const given = await launchApp({ mode: e2eMode, userDataDir })
  await expect(given.page.getByRole('button', { name: 'Connect' })).toBeVisible()
  await given.close()
  expect(existsSync(userDataDir)).toBe(true)
})
