import { describe, expect, it, vi } from 'vitest'
import { act, fireEvent, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { ReplySubject } from '../../shared/reply/advise'
import type { StoredReplyTemplates } from '../../shared/reply/templates-schema'
import { callsOf, fakeCatalog, installCatalog } from '../testing/fake-catalog.test-support'
import { renderWithQuery } from '../render-with-query.test-support'
import { later } from '../testing/later.test-support'
import { COPY_REPLY_KEYS, SHORTCUT_PRIORITY } from './copy-reply-shortcut'
import { ReplyTools } from './reply-tools'
import { endTicket, startTicket } from './ticket-reply-language'
import { saying } from '../../shared/i18n/english.test-support'

const SUBJECTS: ReplySubject[] = [{ kind: 'not_found', id: 2291 }]

type SaveLanguage = NonNullable<Parameters<typeof fakeCatalog>[0]['setReplyLanguage']>

function setup(
  templates: StoredReplyTemplates = { languages: {} },
  unavailable: string | null = null,
  saveLanguage?: SaveLanguage,
  places: readonly (keyof typeof SHORTCUT_PRIORITY)[] = ['lookup'],
) {
  let language = 'en'
  const fake = fakeCatalog({
    replyTemplates: () => Promise.resolve({ ok: true, data: templates }),
    replyLanguage: () => Promise.resolve({ ok: true, data: language as 'en' }),
    setReplyLanguage:
      saveLanguage ??
      ((request) => {
        language = request.language
        return Promise.resolve({ ok: true, data: request.language })
      }),
    copyText: () => Promise.resolve({ ok: true, data: { copied: true } }),
  })
  installCatalog(fake.api)
  const view = renderWithQuery(
    <>
      {places.map((place) => (
        <ReplyTools
          key={place}
          catalog="https://catalog.test"
          subjects={() => SUBJECTS}
          priority={SHORTCUT_PRIORITY[place]}
          unavailable={unavailable}
        />
      ))}
    </>,
  )
  return { ...view, fake, user: userEvent.setup() }
}

const copiedTexts = (fake: ReturnType<typeof setup>['fake']) =>
  callsOf(fake.calls, 'copyText').map((request) => (request as { text: string }).text)

describe('Copy reply', () => {
  it('puts the composed reply on the clipboard, with the saved wording, and says so', async () => {
    const { fake, user } = setup({ languages: { en: { greeting: 'Hi from support,' } } })
    const button = await screen.findByRole('button', { name: 'Copy reply' })
    await vi.waitFor(() => expect(button).toBeEnabled())
    await user.click(button)
    const [text] = copiedTexts(fake)
    const paragraphs = text!.split('\n\n')
    expect(paragraphs[0]).toBe('Hi from support,')
    expect(paragraphs.find((paragraph) => paragraph.includes('2291'))).toMatch(
      /could not find an item with ID 2291/,
    )
    expect(await screen.findByText('Reply copied')).toBeInTheDocument()
  })

  it('writes the reply in the chosen language and remembers the choice through main', async () => {
    const { fake, user } = setup()
    const select = await screen.findByRole('combobox', { name: 'Reply language' })
    await vi.waitFor(() => expect(select).toBeEnabled())
    await user.selectOptions(select, 'de')
    // Asked and saved for the catalog shown: main keeps it per catalog, and alone.
    expect(callsOf(fake.calls, 'replyLanguage')).toEqual([{ catalog: 'https://catalog.test' }])
    expect(callsOf(fake.calls, 'setReplyLanguage')).toEqual([
      { catalog: 'https://catalog.test', language: 'de' },
    ])
    await vi.waitFor(() => expect(select).toHaveValue('de'))
    await user.click(screen.getByRole('button', { name: 'Copy reply' }))
    expect(copiedTexts(fake)[0]).toMatch(/2291/)
    expect(copiedTexts(fake)[0]).not.toMatch(/could not find an item/)
  })

  it('writes in a language the moment it is chosen, while main is still saving it', async () => {
    const save = later<{ ok: true; data: 'de' }>()
    const { fake, user } = setup({ languages: {} }, null, () => save.promise)
    const select = await screen.findByRole('combobox', { name: 'Reply language' })
    await vi.waitFor(() => expect(select).toBeEnabled())
    await user.selectOptions(select, 'de')
    // Main has not answered: the choice is shown, and the next copy is already in German.
    await vi.waitFor(() => expect(select).toHaveValue('de'))
    await user.click(screen.getByRole('button', { name: 'Copy reply' }))
    expect(copiedTexts(fake)[0]).toMatch(/2291/)
    expect(copiedTexts(fake)[0]).not.toMatch(/could not find an item/)
    await act(async () => save.settle({ ok: true, data: 'de' }))
    await vi.waitFor(() => expect(select).toBeEnabled())
    expect(select).toHaveValue('de')
  })

  it('writes every reply on screen in the language just chosen in one of them', async () => {
    const { fake, user } = setup({ languages: {} }, null, () => new Promise(() => {}), ['lookup', 'detail'])
    const [lookupSelect, paneSelect] = await screen.findAllByRole('combobox', { name: 'Reply language' })
    await vi.waitFor(() => expect(lookupSelect).toBeEnabled())
    await user.selectOptions(lookupSelect!, 'de')
    // Main has not answered; the pane's reply tools already follow the choice.
    await vi.waitFor(() => expect(paneSelect).toHaveValue('de'))
    await user.click(screen.getAllByRole('button', { name: 'Copy reply' })[1]!)
    expect(copiedTexts(fake)[0]).toMatch(/2291/)
    expect(copiedTexts(fake)[0]).not.toMatch(/could not find an item/)
  })

  it('goes back to the saved language, and says why, when main cannot save the choice', async () => {
    const { user } = setup({ languages: {} }, null, () =>
      Promise.resolve({
        ok: false,
        error: { kind: 'internal', message: saying('settings.json is read-only') },
      }),
    )
    const select = await screen.findByRole('combobox', { name: 'Reply language' })
    await vi.waitFor(() => expect(select).toBeEnabled())
    await user.selectOptions(select, 'de')
    expect(await screen.findByText(/settings\.json is read-only/)).toBeInTheDocument()
    expect(select).toHaveValue('en')
  })

  it('copies with the shown shortcut, which the button announces', async () => {
    const { fake } = setup()
    const button = await screen.findByRole('button', { name: 'Copy reply' })
    await vi.waitFor(() => expect(button).toHaveAttribute('aria-keyshortcuts', COPY_REPLY_KEYS))
    const [modifier] = COPY_REPLY_KEYS.split('+')
    act(() => {
      fireEvent.keyDown(window, {
        key: 'C',
        shiftKey: true,
        ctrlKey: modifier === 'Control',
        metaKey: modifier === 'Meta',
      })
    })
    await vi.waitFor(() => expect(copiedTexts(fake)).toHaveLength(1))
  })

  it('is disabled, with no shortcut, while there is nothing final to reply about', async () => {
    setup({ languages: {} }, 'Wait for the lookup to finish.')
    const button = await screen.findByRole('button', { name: 'Copy reply' })
    expect(button).toBeDisabled()
    expect(button).toHaveAttribute('title', 'Wait for the lookup to finish.')
    expect(button).not.toHaveAttribute('aria-keyshortcuts')
  })
})

describe('Reply language for a ticket', () => {
  const CATALOG = 'https://catalog.test'

  it('follows the ticket’s words for that ticket only, and says so; a choice then is for that ticket', async () => {
    const { fake, user } = setup()
    const select = await screen.findByRole('combobox', { name: 'Reply language' })
    await vi.waitFor(() => expect(select).toBeEnabled())
    let ticket = 0
    act(() => {
      ticket = startTicket(CATALOG, 'de')
    })
    expect(select).toHaveValue('de')
    // Said where it changes, and read out by a screen reader as it does.
    const note = screen.getByText('Reply language from the ticket: Deutsch').closest('[role="status"]')
    expect(note).not.toBeNull()
    // On screen the select names the language; the note beside it says only where it came from.
    expect(note).toHaveTextContent(/from the ticket$/)
    await user.click(screen.getByRole('button', { name: 'Copy reply' }))
    expect(copiedTexts(fake)[0]).not.toMatch(/could not find an item/)

    await user.selectOptions(select, 'en')
    expect(select).toHaveValue('en')
    expect(
      screen.getByText('Reply language for this ticket only: English (the ticket reads as Deutsch)'),
    ).toBeInTheDocument()
    expect(callsOf(fake.calls, 'setReplyLanguage')).toEqual([])
    await user.click(screen.getByRole('button', { name: 'Copy reply' }))
    expect(copiedTexts(fake)[1]).toMatch(/could not find an item with ID 2291/)

    // The ticket answered: the catalog's usual language again, and nothing said.
    act(() => endTicket(ticket))
    expect(select).toHaveValue('en')
    expect(screen.queryByText(/Reply language from the ticket|this ticket only/)).toBeNull()
  })

  it('keeps the usual language for a ticket whose words do not say, where a choice changes it', async () => {
    const { fake, user } = setup()
    const select = await screen.findByRole('combobox', { name: 'Reply language' })
    await vi.waitFor(() => expect(select).toBeEnabled())
    let ticket = 0
    act(() => {
      ticket = startTicket(CATALOG, null)
    })
    expect(select).toHaveValue('en')
    expect(
      screen.getByText("This catalog's usual reply language: English (the ticket does not say)"),
    ).toBeInTheDocument()
    await user.selectOptions(select, 'es')
    expect(callsOf(fake.calls, 'setReplyLanguage')).toEqual([{ catalog: CATALOG, language: 'es' }])
    expect(
      await screen.findByText("This catalog's usual reply language: Español (the ticket does not say)"),
    ).toBeInTheDocument()
    act(() => endTicket(ticket))
  })

  it('leaves another catalog’s replies alone', async () => {
    setup()
    const select = await screen.findByRole('combobox', { name: 'Reply language' })
    await vi.waitFor(() => expect(select).toBeEnabled())
    let ticket = 0
    act(() => {
      ticket = startTicket('https://other.test', 'de')
    })
    expect(select).toHaveValue('en')
    expect(screen.queryByText(/from the ticket/)).toBeNull()
    act(() => endTicket(ticket))
  })
})

describe('Copy reply refused', () => {
  it('says why beside the button and copies nothing, by the button or the key, before any question', async () => {
    // The fake catalog only: these tools are rendered here, with a refusal.
    const { fake } = setup(undefined, null, undefined, [])
    const onRefused = vi.fn()
    const tools = (refusal: { reason: string; onRefused: () => void } | null) => (
      <ReplyTools
        catalog="https://catalog.test"
        subjects={() => SUBJECTS}
        priority={SHORTCUT_PRIORITY.lookup}
        unavailable={null}
        missing={1}
        refusal={refusal}
      />
    )
    const view = renderWithQuery(tools({ reason: 'Mark the customer’s rows first.', onRefused }))
    const button = view.getByRole('button', { name: 'Copy reply' })
    await vi.waitFor(() => expect(button).toBeEnabled())
    await userEvent.setup().click(button)
    fireEvent.keyDown(window, { key: 'C', ctrlKey: true, shiftKey: true })
    expect(onRefused).toHaveBeenCalledTimes(2)
    expect(view.getByText('Mark the customer’s rows first.')).toHaveAttribute('role', 'status')
    // Refused, not asked: no `Copy anyway` to copy past it.
    expect(view.queryByRole('button', { name: /anyway/ })).toBeNull()
    expect(copiedTexts(fake)).toEqual([])

    view.rerender(tools(null))
    expect(view.queryByText('Mark the customer’s rows first.')).toBeNull()
  })
})
