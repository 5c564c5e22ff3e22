import { describe, expect, it, vi } from 'vitest'
import { act, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { ReplySubject } from '../../shared/reply/advise'
import { LANGUAGE_PACKS } from '../../shared/reply/default-templates'
import { TEMPLATE_FIELDS } from '../../shared/reply/templates'
import type { StoredReplyTemplates } from '../../shared/reply/templates-schema'
import { callsOf, fakeCatalog, installCatalog } from '../testing/fake-catalog.test-support'
import { renderWithQuery } from '../testing/render-with-query.test-support'
import { SHORTCUT_PRIORITY } from './copy-reply-shortcut'
import { ReplyTemplatesHost } from './reply-templates-host'
import { closeReplyTemplates } from './reply-templates-opener'
import { ReplyTools } from './reply-tools'
import { createOpenItemStore } from '../items/open-item-store'

const CATALOG = 'https://catalog.test'
const SUBJECTS: ReplySubject[] = [{ kind: 'not_found', id: 350 }]

function setup(initial: StoredReplyTemplates = { languages: {} }) {
  let stored = initial
  const fake = fakeCatalog({
    replyTemplates: () => Promise.resolve({ ok: true, data: stored }),
    replyLanguage: () => Promise.resolve({ ok: true, data: 'en' }),
    saveReplyTemplates: (request) => {
      stored = request.templates as StoredReplyTemplates
      return Promise.resolve({ ok: true, data: stored })
    },
    importReplyTemplates: () =>
      Promise.resolve({
        ok: false,
        error: { kind: 'refused', message: 'That file is not JSON, so it holds no reply templates.' },
      }),
    copyText: () => Promise.resolve({ ok: true, data: { copied: true } }),
  })
  installCatalog(fake.api)
  closeReplyTemplates()
  const view = renderWithQuery(
    <>
      <ReplyTools
        catalog={CATALOG}
        subjects={() => SUBJECTS}
        priority={SHORTCUT_PRIORITY.detail}
        unavailable={null}
      />
      <ReplyTemplatesHost catalog={CATALOG} openItem={createOpenItemStore()} />
    </>,
  )
  return { ...view, fake, user: userEvent.setup() }
}

async function openDialog(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: 'Reply templates' }))
  return screen.findByRole('dialog', { name: 'Reply templates' }, { timeout: 5000 })
}

describe('the Reply templates dialog', () => {
  it('has a textbox per template, named by its situation, holding the default wording', async () => {
    const { user } = setup()
    const dialog = await openDialog(user)
    for (const { key, label } of TEMPLATE_FIELDS) {
      expect(within(dialog).getByRole('textbox', { name: label })).toHaveValue(
        LANGUAGE_PACKS.en.templates[key],
      )
    }
  })

  it('flags unknown placeholders, previews live, saves only changes, and the next reply uses them', async () => {
    const { user, fake } = setup()
    const dialog = await openDialog(user)
    const box = within(dialog).getByRole('textbox', { name: 'Not found' })
    await user.clear(box)
    await user.type(box, 'No item {{id} here {{oops}.')
    expect(box).toHaveAccessibleDescription('Unknown placeholder {oops}: left out of the reply.')
    const greeting = within(dialog).getByRole('textbox', { name: 'Greeting' })
    await user.clear(greeting)
    await user.type(greeting, 'Dear {{name} customer,')
    expect(within(dialog).getByRole('region', { name: 'Preview' })).toHaveTextContent(
      /^PreviewDear customer, /,
    )
    await user.click(within(dialog).getByRole('button', { name: 'Save' }))
    expect(callsOf(fake.calls, 'saveReplyTemplates')).toEqual([
      {
        templates: {
          languages: { en: { greeting: 'Dear {name} customer,', not_found: 'No item {id} here {oops}.' } },
        },
      },
    ])
    expect(await within(dialog).findByText('Templates saved')).toBeInTheDocument()
    await user.click(within(dialog).getByRole('button', { name: 'Close' }))
    await user.click(screen.getByRole('button', { name: 'Copy reply' }))
    const [copied] = callsOf(fake.calls, 'copyText') as [{ text: string }]
    expect(copied.text).toMatch(/^Dear customer,\n\nNo item 350 here\.\n\n/)
  })

  it('puts the default back with Reset to default', async () => {
    const { user } = setup({ languages: { en: { greeting: 'Yo,' } } })
    const dialog = await openDialog(user)
    const group = within(dialog).getByRole('group', { name: 'Greeting' })
    expect(within(group).getByRole('textbox')).toHaveValue('Yo,')
    await user.click(within(group).getByRole('button', { name: 'Reset to default' }))
    expect(within(group).getByRole('textbox')).toHaveValue(LANGUAGE_PACKS.en.templates.greeting)
    expect(within(group).getByRole('button', { name: 'Reset to default' })).toBeDisabled()
  })

  it('says why an imported file was refused and changes nothing', async () => {
    const { user, fake } = setup()
    const dialog = await openDialog(user)
    const input = dialog.querySelector<HTMLInputElement>('input[type="file"]')!
    await act(() => user.upload(input, new File(['hello'], 'notes.json', { type: 'application/json' })))
    await vi.waitFor(() => expect(callsOf(fake.calls, 'importReplyTemplates')).toEqual([{ text: 'hello' }]))
    expect(await within(dialog).findByText(/not JSON/)).toBeInTheDocument()
  })
})
