import { describe, expect, it, vi } from 'vitest'
import { screen, within } from '@testing-library/react'
import { LANGUAGE_PACKS } from '../../shared/reply/default-templates'
import { callsOf } from '../testing/fake-catalog.test-support'
import {
  box,
  button,
  byRole,
  HIDDEN_OK,
  openTemplatesDialog,
  question,
  setupTemplates,
} from '../reply-templates.test-support'

const templatesDialog = () => screen.queryByRole('dialog', { name: 'Reply templates', ...HIDDEN_OK })

async function editNotFound(setup: ReturnType<typeof setupTemplates>) {
  const dialog = await openTemplatesDialog(setup.user)
  const notFound = box(dialog, 'Not found')
  await setup.user.clear(notFound)
  await setup.user.type(notFound, 'Nothing under {{id}.')
  return dialog
}

describe('Unsaved changes', () => {
  it('Close and Esc leave at once when nothing is unsaved', async () => {
    const setup = setupTemplates()
    await setup.user.click(button(await openTemplatesDialog(setup.user), 'Close'))
    expect(templatesDialog()).toBeNull()
    const dialog = await openTemplatesDialog(setup.user)
    box(dialog, 'Greeting').focus()
    await setup.user.keyboard('{Escape}')
    expect(templatesDialog()).toBeNull()
    expect(screen.queryByRole('alertdialog', HIDDEN_OK)).toBeNull()
  })

  it('Esc with edits asks; Keep editing (focused, so Enter) keeps the dialog and the edit', async () => {
    const setup = setupTemplates()
    const dialog = await editNotFound(setup)
    await setup.user.keyboard('{Escape}')
    const asked = await question('Unsaved changes')
    expect(button(asked, 'Keep editing')).toHaveFocus()
    expect(button(asked, 'Discard')).toBeEnabled()
    expect(button(asked, 'Save')).toBeEnabled()
    await setup.user.keyboard('{Enter}')
    expect(screen.queryByRole('alertdialog', HIDDEN_OK)).toBeNull()
    expect(box(dialog, 'Not found')).toHaveValue('Nothing under {id}.')
    expect(callsOf(setup.fake.calls, 'saveReplyTemplates')).toEqual([])
  })

  it('Esc in the question is Keep editing, not a second Close', async () => {
    const setup = setupTemplates()
    const dialog = await editNotFound(setup)
    await setup.user.click(button(dialog, 'Close'))
    await question('Unsaved changes')
    await setup.user.keyboard('{Escape}')
    expect(screen.queryByRole('alertdialog', HIDDEN_OK)).toBeNull()
    expect(templatesDialog()).not.toBeNull()
    expect(box(dialog, 'Not found')).toHaveValue('Nothing under {id}.')
  })

  it('Discard on Close drops the edits and closes; reopened, the dialog shows the saved set', async () => {
    const setup = setupTemplates()
    await setup.user.click(button(await editNotFound(setup), 'Close'))
    await setup.user.click(button(await question('Unsaved changes'), 'Discard'))
    expect(templatesDialog()).toBeNull()
    expect(callsOf(setup.fake.calls, 'saveReplyTemplates')).toEqual([])
    const again = await openTemplatesDialog(setup.user)
    expect(box(again, 'Not found')).toHaveValue(LANGUAGE_PACKS.en.templates.not_found)
  })

  it('Save on Close stores the edits, then closes', async () => {
    const setup = setupTemplates()
    await setup.user.click(button(await editNotFound(setup), 'Close'))
    await setup.user.click(button(await question('Unsaved changes'), 'Save'))
    await expect.poll(() => templatesDialog()).toBeNull()
    expect(setup.stored()).toEqual({ languages: { en: { not_found: 'Nothing under {id}.' } } })
  })

  it('Save on Close keeps the dialog open when the error table cannot be saved', async () => {
    const setup = setupTemplates()
    const dialog = await openTemplatesDialog(setup.user)
    const errors = within(dialog).getByRole('region', { name: 'Catalog errors', ...HIDDEN_OK })
    await setup.user.click(button(errors, 'Add error'))
    await setup.user.keyboard('{Escape}')
    await setup.user.click(button(await question('Unsaved changes'), 'Save'))
    expect(screen.queryByRole('alertdialog', HIDDEN_OK)).toBeNull()
    expect(templatesDialog()).not.toBeNull()
    expect(box(byRole(errors, 'group', 'Error 1'), 'Error text contains')).toHaveFocus()
    expect(callsOf(setup.fake.calls, 'saveReplyTemplates')).toEqual([])
  })

  it('another language asks first; Keep editing stays, Discard switches to its saved boxes', async () => {
    const setup = setupTemplates({ languages: { de: { closing: 'Tschüss' } } })
    const dialog = await editNotFound(setup)
    const language = byRole(dialog, 'combobox', 'Templates for')
    await setup.user.selectOptions(language, 'de')
    await setup.user.click(button(await question('Unsaved changes'), 'Keep editing'))
    expect(language).toHaveValue('en')
    expect(box(dialog, 'Not found')).toHaveValue('Nothing under {id}.')
    await setup.user.selectOptions(language, 'de')
    const asked = await question('Unsaved changes')
    expect(asked).toHaveTextContent('Save your changes before switching to Deutsch, or discard them?')
    await setup.user.click(button(asked, 'Discard'))
    expect(language).toHaveValue('de')
    expect(box(dialog, 'Closing')).toHaveValue('Tschüss')
    expect(box(dialog, 'Not found')).toHaveValue(LANGUAGE_PACKS.de.templates.not_found)
    expect(callsOf(setup.fake.calls, 'saveReplyTemplates')).toEqual([])
  })

  it('Save on a language switch stores this language, then shows the next', async () => {
    const setup = setupTemplates()
    const dialog = await editNotFound(setup)
    await setup.user.selectOptions(byRole(dialog, 'combobox', 'Templates for'), 'es')
    await setup.user.click(button(await question('Unsaved changes'), 'Save'))
    await expect.poll(() => byRole(dialog, 'combobox', 'Templates for')).toHaveValue('es')
    expect(setup.stored()).toEqual({ languages: { en: { not_found: 'Nothing under {id}.' } } })
    expect(box(dialog, 'Not found')).toHaveValue(LANGUAGE_PACKS.es.templates.not_found)
  })

  it('Import… asks first: Keep editing opens no file picker, Discard opens it and drops the edits', async () => {
    const setup = setupTemplates()
    const dialog = await openTemplatesDialog(setup.user)
    const picker = vi.spyOn(dialog.querySelector<HTMLInputElement>('input[type="file"]')!, 'click')
    await setup.user.type(box(dialog, 'Your name'), 'Sam')
    await setup.user.click(button(dialog, 'Import…'))
    const asked = await question('Unsaved changes')
    expect(asked).toHaveTextContent('before importing')
    await setup.user.click(button(asked, 'Keep editing'))
    expect(picker).not.toHaveBeenCalled()
    await setup.user.click(button(dialog, 'Import…'))
    await setup.user.click(button(await question('Unsaved changes'), 'Discard'))
    expect(picker).toHaveBeenCalledOnce()
    expect(box(dialog, 'Your name')).toHaveValue('')
  })

  it('counts the error table, the boxes for all languages and Your name as edits too', async () => {
    for (const edit of ['error', 'shared', 'name'] as const) {
      const setup = setupTemplates()
      const dialog = await openTemplatesDialog(setup.user)
      if (edit === 'error')
        await setup.user.selectOptions(
          byRole(byRole(dialog, 'group', 'Error 1'), 'combobox', 'Means'),
          'checking',
        )
      if (edit === 'shared') await setup.user.type(box(dialog, 'Greeting for all languages'), 'Hi,')
      if (edit === 'name') await setup.user.type(box(dialog, 'Your name'), 'Sam')
      await setup.user.click(button(dialog, 'Close'))
      await setup.user.click(button(await question('Unsaved changes'), 'Discard'))
      setup.unmount()
    }
  })
})
