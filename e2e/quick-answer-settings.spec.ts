import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { test, expect } from './fixtures'
import { describeViolations, seriousViolationsInEachTheme } from './support/axe'

test.use({ reuseWindows: true })

/**
 * Quick answer settings in the real window and core: opened as the app menu opens it (its
 * event), axe-clean at every impact in both themes, the shortcut recorded from real key presses
 * and kept in settings.json.
 */
test('Quick answer settings record a shortcut from the keys pressed, and keep it', async ({ launch }) => {
  const app = await launch({ demo: true })
  const { page } = app
  await expect(page.getByRole('table', { name: 'Items' })).toBeVisible()
  await app.chooseQuickAnswerSettings()
  const dialog = page.getByRole('dialog', { name: 'Quick answer settings' })
  const box = dialog.getByRole('textbox', { name: 'Quick answer shortcut' })
  await expect(box).toBeFocused()
  await expect(box).toHaveValue(/^(Ctrl\+Alt\+L|⌥⌘L)$/)
  const violations = await seriousViolationsInEachTheme(page, { include: 'dialog[open]', everyImpact: true })
  expect(violations, describeViolations(violations)).toEqual([])

  await page.keyboard.press('Control+Shift+KeyK')
  await expect(box).toHaveValue(/^(Ctrl\+Shift\+K|⌃⇧K)$/)
  await page.keyboard.press('Shift+KeyL')
  await expect(dialog.getByRole('alert')).toContainText('not only Shift')
  await page.keyboard.press('Tab')
  await expect(
    dialog.getByRole('checkbox', { name: 'Keep running in the tray when the window is closed' }),
  ).toBeFocused()
  await page.keyboard.press('Space')
  await dialog.getByRole('button', { name: 'Save' }).click()
  await expect(dialog).toBeHidden()

  const settings = JSON.parse(await readFile(join(app.userDataDir, 'settings.json'), 'utf8')) as {
    quickAnswer?: unknown
  }
  expect(settings.quickAnswer).toStrictEqual({ shortcut: 'Control+Shift+K', keepRunningInTray: true })
  await app.chooseQuickAnswerSettings()
  await expect(dialog.getByRole('textbox', { name: 'Quick answer shortcut' })).toHaveValue(
    /^(Ctrl\+Shift\+K|⌃⇧K)$/,
  )
})
