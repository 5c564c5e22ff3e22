import { describe, expect, it, vi } from 'vitest'
import { act, screen, within } from '@testing-library/react'
import { ok } from '../../shared/errors'
import { inEnglish } from '../../shared/i18n/english.test-support'
import type { AppLanguage } from '../../shared/i18n/app-languages'
import type { TeamTemplatesStatus } from '../../shared/reply/team-templates'
import { REPLY_TEMPLATES_FILE_FORMAT } from '../../shared/reply/templates-schema'
import { TEMPLATE_FIELDS } from '../../shared/reply/templates'
import { box, button, HIDDEN_OK, said, setupTemplates, templatesFile } from '../reply-templates.test-support'
import { openReplyTemplates } from './reply-templates-opener'

const TEAM: TeamTemplatesStatus = {
  source: '/mnt/team/reply-templates.json',
  inUse: true,
  lockedBy: null,
  setVersion: 4,
  checkedAt: null,
  problem: null,
  set: {
    languages: { en: { not_found: 'Team: no item {id}.' } },
    errorTable: [{ contains: 'inventory is private', means: 'inventory_private' }],
  },
}

/** The dialog open in the app language `language` (opened as the app menu does, whatever the button says). */
async function openIn(language: AppLanguage, team: TeamTemplatesStatus | null = null) {
  const setup = setupTemplates(
    { languages: { de: { closing: 'Tschüss' } } },
    {
      appLanguage: async () => ok(language),
      ...(team ? { teamTemplatesStatus: async () => ok(team) } : {}),
    },
  )
  act(() => openReplyTemplates())
  const title = { de: 'Antwortvorlagen', ru: 'Шаблоны ответов' }[language as 'de' | 'ru']
  const dialog = await screen.findByRole('dialog', { name: title, ...HIDDEN_OK })
  return { ...setup, dialog }
}

/** Phrases of the dialog's own English, none of which a translated dialog may show. */
const ENGLISH = [
  'Templates for',
  'Placeholders',
  'Anything else in braces',
  'for all languages',
  'uses its',
  'Reset to default',
  'Set by your team',
  'Team templates',
  'Use team templates',
  'Check now',
  'Export for the team',
  'Preview',
  'catalog errors',
  'read first',
]

describe('the Reply templates dialog in the app language', () => {
  it('says its own words in German, the boxes by their German names; the reply stays in its language', async () => {
    const { dialog } = await openIn('de', TEAM)
    for (const name of ['Schließen', 'Exportieren …', 'Importieren …', 'Speichern'])
      expect(button(dialog, name)).toBeInTheDocument()
    expect(box(dialog, 'Begrüßung')).toBeInTheDocument()
    expect(box(dialog, 'Wartet auf Versand – Handelszurückhaltung')).toBeInTheDocument()
    // The team's box: its German name and read-only note.
    await vi.waitFor(() => expect(box(dialog, 'Nicht gefunden')).toHaveValue('Team: no item {id}.'))
    expect(box(dialog, 'Nicht gefunden')).toHaveAccessibleDescription('Von Ihrem Team festgelegt')
    expect(box(dialog, 'Grußformel für alle Sprachen')).toHaveAccessibleDescription(
      'Gilt für jede Sprache ohne eigene Grußformel. Lassen Sie das Feld leer, um die Voreinstellung jeder Sprache zu behalten.',
    )
    expect(dialog).toHaveTextContent('English verwendet die voreingestellte Begrüßung.')
    expect(dialog).toHaveTextContent(
      /Platzhalter: \{id\} die Gegenstands-ID, \{name\} der Name des Gegenstands/,
    )
    await said(
      dialog,
      /^Teamvorlagen 4, noch nicht geprüft Die Katalogfehler des Teams \(1\) werden vor Ihren/,
    )
    expect(
      within(dialog).getByRole('list', { name: 'Katalogfehler des Teams', ...HIDDEN_OK }),
    ).toBeInTheDocument()
    const labels = [...dialog.querySelectorAll('label')].map((label) => label.textContent ?? '')
    for (const { name } of TEMPLATE_FIELDS) expect(labels).not.toContain(inEnglish(name))
    // The app's words only: the preview is the reply itself, in the language it is written in.
    const own = [...dialog.querySelectorAll('label, button, p:not([lang]), h3, li')]
      .map((element) => element.textContent ?? '')
      .join('\n')
    for (const phrase of ENGLISH) expect(own).not.toContain(phrase)
  })

  it('asks about unsaved edits, and says what happened, in German', async () => {
    const { dialog, user } = await openIn('de')
    await user.type(box(dialog, 'Begrüßung'), '!')
    await user.click(button(dialog, 'Schließen'))
    const asked = await screen.findByRole('alertdialog', {
      name: 'Nicht gespeicherte Änderungen',
      ...HIDDEN_OK,
    })
    expect(asked).toHaveTextContent('Möchten Sie Ihre Änderungen vor dem Schließen speichern oder verwerfen?')
    expect(button(asked, 'Weiter bearbeiten')).toHaveFocus()
    await user.click(button(asked, 'Speichern'))
    expect(screen.queryByRole('dialog', { name: 'Antwortvorlagen', ...HIDDEN_OK })).toBeNull()
  })

  it('says what an import changes in Russian, and what it did', async () => {
    const { dialog, user } = await openIn('ru')
    const file = templatesFile(
      { format: REPLY_TEMPLATES_FILE_FORMAT, version: 2, templates: { es: { greeting: 'Hola:' } } },
      'spanish.json',
    )
    await act(() => user.upload(dialog.querySelector<HTMLInputElement>('input[type="file"]')!, file))
    const asked = await screen.findByRole('alertdialog', { name: 'Импорт шаблонов ответов', ...HIDDEN_OK })
    expect(asked).toHaveTextContent('Что изменит импорт файла spanish.json.')
    const replace = within(asked).getByRole('region', { name: 'Заменить всё', ...HIDDEN_OK })
    expect(
      within(replace)
        .getAllByRole('listitem', HIDDEN_OK)
        .map((item) => item.textContent),
    ).toEqual(['Deutsch: Завершение (возврат к значению по умолчанию)', 'Español: Приветствие'])
    await user.click(button(asked, 'Объединить'))
    await said(dialog, 'Файл spanish.json импортирован (шаблоны объединены с вашими).')
    expect(button(dialog, 'Отменить')).toBeInTheDocument()
  })
})
