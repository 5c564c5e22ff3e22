import { describe, expect, it, vi } from 'vitest'
import { act, screen, within } from '@testing-library/react'
import { LANGUAGE_PACKS } from '../../shared/reply/default-templates'
import { REPLY_TEMPLATES_FILE_FORMAT, type StoredReplyTemplates } from '../../shared/reply/templates-schema'
import { callsOf } from '../testing/fake-catalog.test-support'
import {
  box,
  button,
  byRole,
  HIDDEN_OK,
  openTemplatesDialog,
  question,
  said,
  setupTemplates,
  templatesFile,
} from '../reply-templates.test-support'

/** The lead's own set: German and English changes, and their name. */
const LEAD: StoredReplyTemplates = {
  languages: { en: { greeting: 'Hi,' }, de: { closing: 'Tschüss' } },
  agentName: 'Sam',
}
/** A team file with only Spanish. */
const ONLY_SPANISH = {
  format: REPLY_TEMPLATES_FILE_FORMAT,
  version: 2,
  templates: { es: { greeting: 'Hola:' } },
}

async function chooseFile(setup: ReturnType<typeof setupTemplates>, dialog: HTMLElement, file: File) {
  const input = dialog.querySelector<HTMLInputElement>('input[type="file"]')!
  await act(() => setup.user.upload(input, file))
}

const noQuestion = () => expect(screen.queryByRole('alertdialog', HIDDEN_OK)).toBeNull()

describe('Import…', () => {
  it('opens the file picker at once when nothing is unsaved', async () => {
    const setup = setupTemplates()
    const dialog = await openTemplatesDialog(setup.user)
    const picker = vi.spyOn(dialog.querySelector<HTMLInputElement>('input[type="file"]')!, 'click')
    await setup.user.click(button(dialog, 'Import…'))
    expect(picker).toHaveBeenCalledOnce()
    noQuestion()
  })

  it('reads the file first and says what Merge and Replace all change, per language and box', async () => {
    const setup = setupTemplates(LEAD)
    const dialog = await openTemplatesDialog(setup.user)
    await chooseFile(setup, dialog, templatesFile(ONLY_SPANISH, 'spanish.json'))
    const asked = await question('Import reply templates')
    expect(callsOf(setup.fake.calls, 'readReplyTemplatesFile')).toEqual([
      { text: JSON.stringify(ONLY_SPANISH) },
    ])
    expect(callsOf(setup.fake.calls, 'importReplyTemplates')).toEqual([])
    expect(asked).toHaveTextContent(
      'What importing spanish.json changes. Your name stays as it is either way.',
    )
    const merge = within(asked).getByRole('region', { name: 'Merge', ...HIDDEN_OK })
    expect(
      within(merge)
        .getAllByRole('listitem', HIDDEN_OK)
        .map((item) => item.textContent),
    ).toEqual(['Español: Greeting'])
    const replace = within(asked).getByRole('region', { name: 'Replace all', ...HIDDEN_OK })
    expect(
      within(replace)
        .getAllByRole('listitem', HIDDEN_OK)
        .map((item) => item.textContent),
    ).toEqual([
      'English: Greeting (back to the default)',
      'Deutsch: Closing (back to the default)',
      'Español: Greeting',
    ])
    expect(button(asked, 'Cancel')).toHaveFocus()
  })

  it('Cancel (or Esc) imports nothing', async () => {
    const setup = setupTemplates(LEAD)
    const dialog = await openTemplatesDialog(setup.user)
    await chooseFile(setup, dialog, templatesFile(ONLY_SPANISH))
    await setup.user.click(button(await question('Import reply templates'), 'Cancel'))
    noQuestion()
    await chooseFile(setup, dialog, templatesFile(ONLY_SPANISH))
    await question('Import reply templates')
    await setup.user.keyboard('{Escape}')
    noQuestion()
    expect(screen.queryByRole('dialog', { name: 'Reply templates', ...HIDDEN_OK })).not.toBeNull()
    expect(callsOf(setup.fake.calls, 'importReplyTemplates')).toEqual([])
    expect(setup.stored()).toEqual(LEAD)
  })

  it('Merge keeps the other languages, and Undo puts the previous set back', async () => {
    const setup = setupTemplates(LEAD)
    const dialog = await openTemplatesDialog(setup.user)
    await chooseFile(setup, dialog, templatesFile(ONLY_SPANISH, 'spanish.json'))
    await setup.user.click(button(await question('Import reply templates'), 'Merge'))
    expect(callsOf(setup.fake.calls, 'importReplyTemplates')).toEqual([
      { text: JSON.stringify(ONLY_SPANISH), mode: 'merge' },
    ])
    await said(dialog, 'Imported spanish.json (merged with yours).')
    expect(setup.stored()).toEqual({ ...LEAD, languages: { ...LEAD.languages, es: { greeting: 'Hola:' } } })
    expect(box(dialog, 'Greeting')).toHaveValue('Hi,')
    await setup.user.click(button(dialog, 'Undo'))
    await said(dialog, /Import undone/)
    expect(callsOf(setup.fake.calls, 'saveReplyTemplates')).toEqual([{ templates: LEAD }])
    expect(setup.stored()).toEqual(LEAD)
    expect(within(dialog).queryByRole('button', { name: 'Undo', ...HIDDEN_OK })).toBeNull()
  })

  it('Replace all shows the file’s set at once; Undo is gone after an edit is saved', async () => {
    const setup = setupTemplates(LEAD)
    const dialog = await openTemplatesDialog(setup.user)
    await chooseFile(setup, dialog, templatesFile(ONLY_SPANISH))
    await setup.user.click(button(await question('Import reply templates'), 'Replace all'))
    await said(dialog, 'Imported team.json (replacing yours).')
    expect(setup.stored()).toEqual({ languages: { es: { greeting: 'Hola:' } }, agentName: 'Sam' })
    expect(box(dialog, 'Greeting')).toHaveValue(LANGUAGE_PACKS.en.templates.greeting)
    const greeting = box(dialog, 'Greeting')
    await setup.user.type(greeting, '!')
    // Unsaved edits hide Undo: undoing would drop them without a word.
    expect(within(dialog).queryByRole('button', { name: 'Undo', ...HIDDEN_OK })).toBeNull()
    await setup.user.click(button(dialog, 'Save'))
    await said(dialog, 'Templates saved')
    expect(within(dialog).queryByRole('button', { name: 'Undo', ...HIDDEN_OK })).toBeNull()
  })

  it('says why a file was refused, and changes nothing', async () => {
    const setup = setupTemplates(LEAD)
    const dialog = await openTemplatesDialog(setup.user)
    await chooseFile(setup, dialog, templatesFile('hello', 'notes.json'))
    expect(await within(dialog).findByRole('alert', HIDDEN_OK)).toHaveTextContent(/not JSON/)
    noQuestion()
    expect(callsOf(setup.fake.calls, 'importReplyTemplates')).toEqual([])
    expect(byRole(dialog, 'textbox', 'Greeting')).toHaveValue('Hi,')
  })
})
