import { describe, expect, it } from 'vitest'
import { screen, within } from '@testing-library/react'
import { LANGUAGE_PACKS } from '../../shared/reply/default-templates'
import { MAX_TEMPLATE_CHARS, TEMPLATE_FIELDS } from '../../shared/reply/templates'
import { inEnglish } from '../../shared/i18n/english.test-support'
import { callsOf } from '../testing/fake-catalog.test-support'
import {
  box,
  button,
  byRole,
  HIDDEN_OK,
  labelTexts,
  openTemplatesDialog,
  said,
  setupTemplates,
} from '../reply-templates.test-support'

describe('the Reply templates dialog', () => {
  it('has a textbox per template, named by its situation, holding the default wording', async () => {
    const { user } = setupTemplates()
    const dialog = await openTemplatesDialog(user)
    // One query for all of them (a role query per box would take minutes in jsdom); each box
    // is named by its <label>, which is what gives it its accessible name.
    const labels = labelTexts()
    const byLabel = new Map(
      within(dialog)
        .getAllByRole('textbox', HIDDEN_OK)
        .map((element) => [labels.get(element), element]),
    )
    for (const { key, name } of TEMPLATE_FIELDS) {
      const label = inEnglish(name)
      expect(byLabel.get(label), label).toHaveValue(LANGUAGE_PACKS.en.templates[key])
      // The longest template main keeps: longer is refused at the door, not after Save.
      expect(byLabel.get(label), label).toHaveAttribute('maxlength', String(MAX_TEMPLATE_CHARS))
    }
    expect(box(dialog, 'Not found')).toBe(byLabel.get('Not found'))
  })

  it('flags unknown placeholders, previews live, saves only changes, and the next reply uses them', async () => {
    const { user, fake } = setupTemplates()
    const dialog = await openTemplatesDialog(user)
    const notFound = box(dialog, 'Not found')
    await user.clear(notFound)
    await user.type(notFound, 'No item {{id} here {{oops}.')
    expect(notFound).toHaveAccessibleDescription('Unknown placeholder {oops}: left out of the reply.')
    const greeting = box(dialog, 'Greeting')
    await user.clear(greeting)
    await user.type(greeting, 'Dear customer,')
    expect(within(dialog).getByRole('region', { name: 'Preview', ...HIDDEN_OK })).toHaveTextContent(
      /^PreviewDear customer, /,
    )
    await user.click(button(dialog, 'Save'))
    expect(callsOf(fake.calls, 'saveReplyTemplates')).toEqual([
      {
        templates: {
          languages: { en: { greeting: 'Dear customer,', not_found: 'No item {id} here {oops}.' } },
        },
      },
    ])
    await said(dialog, 'Templates saved')
    await user.click(button(dialog, 'Close'))
    expect(screen.queryByRole('dialog', { name: 'Reply templates', ...HIDDEN_OK })).toBeNull()
    await user.click(screen.getByRole('button', { name: 'Copy reply' }))
    const [copied] = callsOf(fake.calls, 'copyText') as [{ text: string }]
    expect(copied.text).toMatch(/^Dear customer,\n\nNo item 350 here\.\n\n/)
  })

  it('puts the default back with Reset to default', async () => {
    const { user } = setupTemplates({ languages: { en: { greeting: 'Yo,' } } })
    const dialog = await openTemplatesDialog(user)
    const group = byRole(dialog, 'group', 'Greeting')
    expect(within(group).getByRole('textbox', HIDDEN_OK)).toHaveValue('Yo,')
    await user.click(button(group, 'Reset to default'))
    expect(within(group).getByRole('textbox', HIDDEN_OK)).toHaveValue(LANGUAGE_PACKS.en.templates.greeting)
    expect(button(group, 'Reset to default')).toBeDisabled()
  })

  it('warns, without refusing, about an item placeholder in the greeting and a situation that names no item', async () => {
    const { user, fake } = setupTemplates()
    const dialog = await openTemplatesDialog(user)
    const greeting = box(dialog, 'Greeting')
    await user.clear(greeting)
    await user.type(greeting, 'Hello, about {{name}:')
    expect(greeting).toHaveAccessibleDescription(
      /\{name\} is an item's own, but this box is said once for all items/,
    )
    const accepted = box(dialog, 'Trade accepted')
    await user.clear(accepted)
    await user.type(accepted, 'Delivered {{next_try}.')
    expect(accepted).toHaveAccessibleDescription(/Leaves out \{id\}/)
    expect(accepted).toHaveAccessibleDescription(/Leaves out \{name\}/)
    expect(accepted).toHaveAccessibleDescription(/Uses \{next_try\}, which this situation never has/)
    await user.click(button(dialog, 'Save'))
    expect(callsOf(fake.calls, 'saveReplyTemplates')).toHaveLength(1)
  })
})

describe('greeting, closing and signature for all languages', () => {
  it('writes a signature once: every language without its own uses it, and says so', async () => {
    const { user, fake } = setupTemplates()
    const dialog = await openTemplatesDialog(user)
    const shared = box(dialog, 'Signature for all languages')
    await user.type(shared, 'The support team')
    const own = box(dialog, 'Signature')
    expect(own).toHaveValue('The support team')
    expect(own).toHaveAccessibleDescription('English uses the signature for all languages.')
    await user.click(button(dialog, 'Save'))
    expect(callsOf(fake.calls, 'saveReplyTemplates')).toEqual([
      { templates: { languages: {}, shared: { signature: 'The support team' } } },
    ])
  })

  it("shows a language's own text as the one in effect, and can go back to the one for all languages", async () => {
    const { user, fake } = setupTemplates({
      languages: { en: { closing: 'Cheers' } },
      shared: { closing: 'Best regards' },
    })
    const dialog = await openTemplatesDialog(user)
    const own = box(dialog, 'Closing')
    expect(own).toHaveValue('Cheers')
    expect(own).toHaveAccessibleDescription(
      'English uses its own closing below, not the one for all languages.',
    )
    expect(box(dialog, 'Closing for all languages')).toHaveAccessibleDescription(
      'Not used in English, which has its own closing below.',
    )
    const group = byRole(dialog, 'group', 'Closing')
    await user.click(button(group, 'Use the text for all languages'))
    expect(own).toHaveValue('Best regards')
    expect(own).toHaveAccessibleDescription('English uses the closing for all languages.')
    await user.click(button(dialog, 'Save'))
    expect(callsOf(fake.calls, 'saveReplyTemplates')).toEqual([
      { templates: { languages: {}, shared: { closing: 'Best regards' } } },
    ])
  })

  it('warns about a per-item placeholder in the closing for all languages', async () => {
    const { user } = setupTemplates()
    const dialog = await openTemplatesDialog(user)
    const shared = box(dialog, 'Closing for all languages')
    await user.type(shared, 'About {{id}, bye')
    expect(shared).toHaveAccessibleDescription(/\{id\} is an item's own/)
  })

  it('fills {agent_name} from Your name in the preview, and keeps the name with the set', async () => {
    const { user, fake } = setupTemplates()
    const dialog = await openTemplatesDialog(user)
    await user.type(box(dialog, 'Your name'), '  Alex  ')
    expect(within(dialog).getByRole('region', { name: 'Preview', ...HIDDEN_OK })).toHaveTextContent(
      /Kind regards\s*Alex$/,
    )
    await user.click(button(dialog, 'Save'))
    expect(callsOf(fake.calls, 'saveReplyTemplates')).toEqual([
      { templates: { languages: {}, agentName: 'Alex' } },
    ])
  })
})
