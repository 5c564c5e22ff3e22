import { copyFileSync, mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Page } from '@playwright/test'
import { replyTemplatesFile } from '../src/shared/reply/templates-schema'
import { test, expect } from './fixtures'
import type { LaunchedApp } from './launch-types'
import { describeViolations, seriousViolationsInEachTheme, type ScanScope } from './support/axe'
import { itemsScreen, launchWithItemOpen } from './support/screens'
import { startTestCatalog, type TestCatalog } from './support/test-catalog'

test.use({ reuseWindows: true })

/**
 * Team templates (issue 39): a lead's wording reaches a second profile without anyone
 * importing anything. The lead saves a greeting and uses `Export for the team…`; the agent
 * points `Team templates from` at that file, and their `Copy reply` says the lead's greeting;
 * the lead's next version arrives on `Check now`; a bad file keeps the last good copy and the
 * dialog says why. The dialog's new states pass axe at every impact.
 */

let catalog: TestCatalog
let files: string

test.beforeAll(async () => {
  catalog = await startTestCatalog({ items: 20 })
  files = mkdtempSync(join(tmpdir(), 'catalog-team-templates-e2e-'))
})
test.afterAll(async () => {
  await catalog.close()
  rmSync(files, { recursive: true, force: true })
})

const FIRST_GREETING = 'Hello from the support team,'
const NEXT_GREETING = 'Good day from the support team,'

function copyReplyButton(page: Page) {
  return itemsScreen(page).details.getByRole('button', { name: 'Copy reply' })
}

async function openTemplates(page: Page) {
  await itemsScreen(page).details.getByRole('button', { name: 'Reply templates' }).click()
  const dialog = page.getByRole('dialog', { name: 'Reply templates' })
  await expect(dialog.getByRole('textbox', { name: 'Team templates from' })).toBeVisible()
  return {
    dialog,
    source: dialog.getByRole('textbox', { name: 'Team templates from' }),
    use: dialog.getByRole('button', { name: 'Use team templates' }),
    checkNow: dialog.getByRole('button', { name: 'Check now' }),
    exportForTeam: dialog.getByRole('button', { name: 'Export for the team…' }),
    greeting: dialog.getByRole('textbox', { name: 'Greeting', exact: true }),
    close: dialog.getByRole('button', { name: 'Close', exact: true }),
  }
}

/** Where a test publishes its team file: a path on "the share" both profiles can read. */
function teamFileOf(name: string): string {
  return join(files, `${name}.json`)
}

/** Publishes `text` as the team file, with a modification time of its own (the reader compares it). */
function publish(teamFile: string, text: string, mtimeSeconds: number) {
  writeFileSync(teamFile, text)
  utimesSync(teamFile, mtimeSeconds, mtimeSeconds)
}

async function copiedReply(app: LaunchedApp): Promise<string> {
  const before = await app.readClipboard()
  await copyReplyButton(app.page).click()
  await expect.poll(() => app.readClipboard()).not.toBe(before)
  return app.readClipboard()
}

test('a lead’s export reaches a second profile’s Copy reply after Check now, and a bad file keeps it', async ({
  launch,
}) => {
  test.slow(true, 'two profiles, each launched and connected')
  const teamFile = teamFileOf('two-profiles')
  // The lead: a greeting of their own, published with Export for the team….
  const lead = await launchWithItemOpen(launch, catalog, 1)
  const leadDialog = await openTemplates(lead.page)
  await leadDialog.greeting.fill(FIRST_GREETING)
  await leadDialog.dialog.getByRole('button', { name: 'Save', exact: true }).click()
  await expect(leadDialog.dialog.getByText('Templates saved')).toBeVisible()
  await leadDialog.exportForTeam.click()
  await expect(leadDialog.dialog.getByText(/^Saved for the team to /)).toBeVisible()
  const [exported] = await lead.savedFiles()
  expect(JSON.parse(readFileSync(exported!, 'utf8'))).toMatchObject({ setVersion: 1 })
  copyFileSync(exported!, teamFile)
  utimesSync(teamFile, 1_000, 1_000)
  await lead.close()

  // The agent: a fresh profile, with the default greeting until it uses the team's file.
  const agent = await launchWithItemOpen(launch, catalog, 1)
  expect(await copiedReply(agent)).not.toContain(FIRST_GREETING)
  const dialog = await openTemplates(agent.page)
  await dialog.source.fill(teamFile)
  await dialog.use.click()
  await expect(dialog.use).toHaveAttribute('aria-pressed', 'true')
  await expect(dialog.dialog.getByText(/^Team templates 1, checked /)).toBeVisible()
  await expect(dialog.greeting).toHaveValue(FIRST_GREETING)
  await expect(dialog.greeting).not.toBeEditable()
  await expect(dialog.greeting).toHaveAccessibleDescription('Set by your team')
  await dialog.close.click()
  expect(await copiedReply(agent)).toMatch(new RegExp(`^${FIRST_GREETING}`))
  await expect(copyReplyButton(agent.page)).toHaveAttribute('title', /Team templates 1, checked /)

  // The lead's next version, written the way Export for the team… writes it.
  publish(
    teamFile,
    JSON.stringify(replyTemplatesFile({ languages: { en: { greeting: NEXT_GREETING } } }, 2)),
    2_000,
  )
  const again = await openTemplates(agent.page)
  await again.checkNow.click()
  await expect(again.dialog.getByText(/^Team templates 2, checked /)).toBeVisible()
  await expect(again.greeting).toHaveValue(NEXT_GREETING)

  // A broken file: the last good copy stays, and the dialog says why and what to do.
  publish(teamFile, '{ "format": "catalog-browser-reply-templates", ', 3_000)
  await again.checkNow.click()
  await expect(again.dialog.getByRole('alert')).toHaveText(
    'Team templates were not updated because it is not JSON, so team templates 2 stays in use: ask your team lead to publish it again with Export for the team…, then choose Check now.',
  )
  await expect(again.greeting).toHaveValue(NEXT_GREETING)
  await again.close.click()
  expect(await copiedReply(agent)).toMatch(new RegExp(`^${NEXT_GREETING}`))
})

test('the team templates states pass axe at every impact, light and dark', async ({ launch }) => {
  const teamFile = teamFileOf('axe')
  publish(
    teamFile,
    JSON.stringify(
      replyTemplatesFile(
        {
          languages: { en: { greeting: FIRST_GREETING } },
          errorTable: [{ contains: 'inventory is private', means: 'inventory_private' }],
        },
        1,
      ),
    ),
    4_000,
  )
  const app = await launchWithItemOpen(launch, catalog, 1)
  const dialog = await openTemplates(app.page)
  // The window whole as the team's templates first show; then only the dialog, all that changed.
  const expectClean = async (scope: ScanScope = {}) => {
    const violations = await seriousViolationsInEachTheme(app.page, { everyImpact: true, ...scope })
    expect(violations, describeViolations(violations)).toEqual([])
  }
  // In use: the status line and a read-only box with Set by your team.
  await dialog.source.fill(teamFile)
  await dialog.use.click()
  await expect(dialog.greeting).toHaveAccessibleDescription('Set by your team')
  // The team's catalog errors, read-only above the agent's own.
  const teamErrors = dialog.dialog.getByRole('list', { name: 'Team catalog errors' })
  await expect(teamErrors.getByRole('textbox', { name: 'Error text contains' })).toHaveValue(
    'inventory is private',
  )
  await expectClean()
  // The last check failed: the problem sentence as an alert.
  publish(teamFile, 'not json', 5_000)
  await dialog.checkNow.click()
  await expect(dialog.dialog.getByRole('alert')).toContainText('Team templates were not updated')
  await expectClean({ include: 'dialog[open]' })
})
