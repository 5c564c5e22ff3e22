import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Page } from '@playwright/test'
import type { DocumentedSingleItem } from '../src/shared/catalog'
import { composeReply } from '../src/shared/reply/compose-reply'
import { DEFAULT_ERROR_TABLE } from '../src/shared/reply/default-error-table'
import { errorMeaning, type ErrorMeaning } from '../src/shared/reply/error-meanings'
import { readError } from '../src/shared/reply/error-table'
import { LANGUAGE_PACKS } from '../src/shared/reply/default-templates'
import {
  REPLY_TEMPLATES_FILE_FORMAT,
  REPLY_TEMPLATES_FILE_VERSION,
} from '../src/shared/reply/templates-schema'
import { singleItem } from '../src/renderer/testing/sample-items.test-support'
import { test, expect } from './fixtures'
import { describeViolations, seriousViolationsInEachTheme, type ScanScope } from './support/axe'
import { itemsScreen, launchWithItemOpen } from './support/screens'
import { startTestCatalog, type TestCatalog } from './support/test-catalog'

test.use({ reuseWindows: true })

/**
 * The Reply templates dialog as a support lead uses it (issue 37): a catalog error added to
 * the table is what the next reply says; Esc with unsaved edits asks before anything is lost;
 * an import that holds one language, merged, leaves the others as they were; and the dialog
 * with its questions passes axe at every impact, light and dark.
 */

let catalog: TestCatalog
/** An item whose delivery stopped with a catalog error (no next try: its reply does not age). */
let stopped: DocumentedSingleItem
let files: string

test.beforeAll(async () => {
  catalog = await startTestCatalog({ items: 200 })
  files = mkdtempSync(join(tmpdir(), 'catalog-reply-templates-e2e-'))
  for (let id = 1; id <= 200; id++) {
    const item = await catalog.item(id)
    if (item.status.known && item.status.value === 'UNAVAILABLE' && item.error_message) {
      stopped = item
      return
    }
  }
  throw new Error('No unavailable item with a catalog error among ids 1..200')
})
test.afterAll(async () => {
  await catalog.close()
  rmSync(files, { recursive: true, force: true })
})

function templatesDialog(page: Page) {
  const dialog = page.getByRole('dialog', { name: 'Reply templates' })
  return {
    dialog,
    errors: dialog.getByRole('region', { name: 'Catalog errors' }),
    save: dialog.getByRole('button', { name: 'Save', exact: true }),
    close: dialog.getByRole('button', { name: 'Close', exact: true }),
    language: dialog.getByRole('combobox', { name: 'Templates for' }),
    unsaved: page.getByRole('alertdialog', { name: 'Unsaved changes' }),
    importing: page.getByRole('alertdialog', { name: 'Import reply templates' }),
  }
}

async function openTemplates(page: Page) {
  await itemsScreen(page).details.getByRole('button', { name: 'Reply templates' }).click()
  const { dialog } = templatesDialog(page)
  await expect(dialog.getByRole('textbox', { name: 'Greeting', exact: true })).toBeVisible()
  return templatesDialog(page)
}

/** The paragraph of a reply about this item, with the error read as `means`. */
function paragraphWith(means: ErrorMeaning | null): string {
  const errorTable = means
    ? [{ contains: stopped.error_message!, means }, ...DEFAULT_ERROR_TABLE]
    : DEFAULT_ERROR_TABLE
  const reply = composeReply([{ kind: 'item', item: singleItem(stopped) }], {
    language: 'en',
    catalogTimeZone: null,
    now: new Date(),
    errorTable,
  }).text
  const paragraph = reply.split('\n\n').find((text) => text.includes(String(stopped.id)))
  if (!paragraph) throw new Error(`no paragraph names ${stopped.id} in:\n${reply}`)
  return paragraph
}

test('an error added to Catalog errors and saved is what the next reply says', async ({ launch }) => {
  const app = await launchWithItemOpen(launch, catalog, stopped.id)
  const error = stopped.error_message!
  const reading = readError(error, DEFAULT_ERROR_TABLE)
  const byDefault = reading.kind === 'read' ? reading.meaning : null
  // A meaning the default table does not give this error, so the reply can only come from the new row.
  const means: ErrorMeaning = byDefault === 'checking' ? 'steam_down' : 'checking'
  expect(paragraphWith(means)).not.toBe(paragraphWith(null))

  const templates = await openTemplates(app.page)
  await templates.errors.getByRole('button', { name: 'Add error' }).click()
  const first = templates.errors.getByRole('group', { name: 'Error 1', exact: true })
  const text = first.getByRole('textbox', { name: 'Error text contains' })
  await expect(text).toBeFocused()
  await text.fill(error)
  await first
    .getByRole('combobox', { name: 'Means' })
    .selectOption({ label: errorMeaning(means).label.defaultMessage })
  await templates.save.click()
  await expect(templates.dialog.getByText('Templates saved')).toBeVisible()
  await templates.close.click()
  await expect(templates.dialog).toBeHidden()

  await itemsScreen(app.page).details.getByRole('button', { name: 'Copy reply' }).click()
  await expect.poll(() => app.readClipboard()).toContain(paragraphWith(means))
  expect(await app.readClipboard()).not.toContain(paragraphWith(null))
})

test('Esc with unsaved edits asks first; Esc again keeps editing; Discard closes without saving', async ({
  launch,
}) => {
  const app = await launchWithItemOpen(launch, catalog, stopped.id)
  const templates = await openTemplates(app.page)
  const notFound = templates.dialog.getByRole('textbox', { name: 'Not found', exact: true })
  await notFound.fill('We found nothing under {id}.')
  await app.page.keyboard.press('Escape')
  await expect(templates.unsaved).toBeVisible()
  await expect(templates.unsaved.getByRole('button', { name: 'Keep editing' })).toBeFocused()
  await app.page.keyboard.press('Escape')
  await expect(templates.unsaved).toBeHidden()
  await expect(notFound).toHaveValue('We found nothing under {id}.')

  await app.page.keyboard.press('Escape')
  await templates.unsaved.getByRole('button', { name: 'Discard' }).click()
  await expect(templates.dialog).toBeHidden()
  const again = await openTemplates(app.page)
  await expect(again.dialog.getByRole('textbox', { name: 'Not found', exact: true })).toHaveValue(
    LANGUAGE_PACKS.en.templates.not_found,
  )
})

test('Import… with Merge takes the file’s Spanish and keeps the German the lead saved', async ({
  launch,
}) => {
  const app = await launchWithItemOpen(launch, catalog, stopped.id)
  const templates = await openTemplates(app.page)
  await templates.language.selectOption('de')
  const closing = templates.dialog.getByRole('textbox', { name: 'Closing', exact: true })
  await closing.fill('Viele Grüße, euer Support')
  await templates.save.click()
  await expect(templates.dialog.getByText('Templates saved')).toBeVisible()

  const file = join(files, 'spanish.json')
  writeFileSync(
    file,
    JSON.stringify({
      format: REPLY_TEMPLATES_FILE_FORMAT,
      version: REPLY_TEMPLATES_FILE_VERSION,
      templates: { es: { greeting: 'Hola {customer_name}:' } },
    }),
  )
  const chooser = app.page.waitForEvent('filechooser')
  await templates.dialog.getByRole('button', { name: 'Import…' }).click()
  await (await chooser).setFiles(file)
  await expect(templates.importing).toBeVisible()
  const merge = templates.importing.getByRole('region', { name: 'Merge' })
  await expect(merge.getByRole('listitem')).toHaveText(['Español: Greeting'])
  const replace = templates.importing.getByRole('region', { name: 'Replace all' })
  await expect(replace.getByText('Deutsch: Closing (back to the default)')).toBeVisible()
  await templates.importing.getByRole('button', { name: 'Merge' }).click()
  await expect(templates.importing).toBeHidden()
  await expect(templates.dialog.getByText('Imported spanish.json (merged with yours).')).toBeVisible()
  await expect(templates.dialog.getByRole('button', { name: 'Undo' })).toBeVisible()

  await expect(closing).toHaveValue('Viele Grüße, euer Support')
  await templates.language.selectOption('es')
  await expect(templates.dialog.getByRole('textbox', { name: 'Greeting', exact: true })).toHaveValue(
    'Hola {customer_name}:',
  )
  await expect(templates.unsaved).toBeHidden()
})

test('the dialog and its questions pass axe at every impact, light and dark', async ({ launch }) => {
  const app = await launchWithItemOpen(launch, catalog, stopped.id)
  const templates = await openTemplates(app.page)
  // The window whole as the dialog first shows; then only the dialogs, all that changes after.
  const expectClean = async (scope: ScanScope = {}) => {
    const violations = await seriousViolationsInEachTheme(app.page, { everyImpact: true, ...scope })
    expect(violations, describeViolations(violations)).toEqual([])
  }
  // Every state the new controls have: warnings, a shared box, the effect notes, an empty row's problem.
  await templates.dialog.getByRole('textbox', { name: 'Greeting for all languages' }).fill('Hi {name},')
  await templates.dialog.getByRole('textbox', { name: 'Your name' }).fill('Sam')
  await templates.errors.getByRole('button', { name: 'Add error' }).click()
  await expect(
    templates.errors.getByText('Type the text this catalog error contains, or remove the row.'),
  ).toBeVisible()
  await expectClean()
  await app.page.keyboard.press('Escape')
  await expect(templates.unsaved).toBeVisible()
  await expectClean({ include: 'dialog[open]' })
  await templates.unsaved.getByRole('button', { name: 'Discard' }).click()
  await expect(templates.dialog).toBeHidden()

  const again = await openTemplates(app.page)
  const file = join(files, 'team-axe.json')
  writeFileSync(
    file,
    JSON.stringify({
      format: REPLY_TEMPLATES_FILE_FORMAT,
      version: REPLY_TEMPLATES_FILE_VERSION,
      templates: { en: { closing: 'Cheers' } },
      errorTable: [{ contains: 'partner locked', means: 'account_cannot_trade' }],
    }),
  )
  const chooser = app.page.waitForEvent('filechooser')
  await again.dialog.getByRole('button', { name: 'Import…' }).click()
  await (await chooser).setFiles(file)
  await expect(again.importing).toBeVisible()
  await expectClean({ include: 'dialog[open]' })
})
