import { act, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import type { AppLanguage } from '../../shared/i18n/app-languages'
import type { ReplyLanguage } from '../../shared/i18n/languages'
import type { LookupOutcome, QuickAnswerTicket, SessionState } from '../../shared/ipc'
import { flushFrameBatches } from '../api/frame-batch'
import { renderWithQuery } from '../render-with-query.test-support'
import { callsOf, fakeCatalog, installCatalog, type FakeCatalog } from '../testing/fake-catalog.test-support'
import { singleItem } from '../testing/sample-items.test-support'
import { SESSION, SIGNED_OUT } from '../testing/sample-session.test-support'
import { APP_INFO_LINUX } from './quick-answer.test-support'
import { QuickAnswer } from './quick-answer'

const TICKET = 'Hi, my items #1042 and #2291 never came. Dana'

function setup({
  ticket = { kind: 'text', text: TICKET },
  session = SESSION,
  language = 'en',
  next = [],
  shortcut,
  ticketLanguage = 'en',
}: {
  /** The language main reads the ticket's words in. */
  ticketLanguage?: ReplyLanguage
  ticket?: QuickAnswerTicket
  session?: SessionState
  language?: AppLanguage
  /** The shortcut the agent chose (the settings' answer fails without one, as a browser's would). */
  shortcut?: string
  /** What later takes hand over, in order (a press while the window is open). */
  next?: QuickAnswerTicket[]
} = {}) {
  const waiting = [ticket, ...next]
  const fake = fakeCatalog({
    appLanguage: () => Promise.resolve({ ok: true, data: language }),
    appInfo: () => Promise.resolve({ ok: true, data: APP_INFO_LINUX }),
    getSession: () => Promise.resolve({ ok: true, data: session }),
    takeQuickAnswer: () => Promise.resolve({ ok: true, data: waiting.shift() ?? { kind: 'none' } }),
    closeQuickAnswer: () => Promise.resolve({ ok: true, data: { closed: true } }),
    openQuickAnswerInMain: () => Promise.resolve({ ok: true, data: { opened: true } }),
    startLookup: (request) =>
      Promise.resolve({ ok: true, data: { batchId: 'b1', total: request.ids.length } }),
    cancelLookup: () => Promise.resolve({ ok: true, data: { cancelled: true } }),
    recordBulkLookup: () => Promise.resolve({ ok: true, data: [] }),
    readTicketLanguage: () => Promise.resolve({ ok: true, data: ticketLanguage }),
    replyTemplates: () => Promise.resolve({ ok: true, data: { languages: {} } }),
    replyLanguage: () => Promise.resolve({ ok: true, data: 'en' }),
    copyText: () => Promise.resolve({ ok: true, data: { copied: true } }),
    ...(shortcut
      ? {
          quickAnswerSettings: () =>
            Promise.resolve({
              ok: true,
              data: {
                shortcut,
                shortcutSetBy: 'agent',
                shortcutState: 'registered',
                keepRunningInTray: false,
                keepRunningInTraySetBy: 'default',
              },
            }),
        }
      : {}),
  })
  installCatalog(fake.api)
  const { queryClient } = renderWithQuery(<QuickAnswer />)
  return { fake, queryClient, user: userEvent.setup() }
}

const item = (id: number, value: string): LookupOutcome => ({
  kind: 'item',
  item: { ...singleItem({ id, name: `Item ${id}` }), status: { known: true, value } as never },
})

function answerAll(fake: FakeCatalog) {
  act(() => {
    fake.emit('lookup:progress', {
      batchId: 'b1',
      rows: [
        { index: 0, id: 1042, outcome: item(1042, 'TRADE_ACCEPTED') },
        { index: 1, id: 2291, outcome: { kind: 'not_found' } },
      ],
    })
    fake.emit('lookup:finished', { batchId: 'b1', reason: 'done' })
    flushFrameBatches()
  })
}

describe('the Quick answer window', () => {
  it("looks up the ticket's IDs alone, shows each item's status and the reply as it will be copied", async () => {
    const { fake, user } = setup()
    const dialog = await screen.findByRole('dialog', { name: 'Quick answer' })
    // Only the IDs the reader found leave the window for the catalog.
    await vi.waitFor(() => expect(callsOf(fake.calls, 'startLookup')).toEqual([{ ids: [1042, 2291] }]))
    answerAll(fake)
    const items = within(within(dialog).getByRole('list', { name: "The ticket's items" })).getAllByRole(
      'listitem',
    )
    expect(items.map((each) => each.textContent)).toEqual([
      expect.stringMatching(/^1042.*Trade accepted.*Item 1042/),
      expect.stringMatching(/^2291.*Not found/),
    ])
    // No `Reply templates`: this window has no room for its dialog, so it is not offered.
    expect(within(dialog).queryByRole('button', { name: 'Reply templates' })).toBeNull()
    const copy = within(dialog).getByRole('button', { name: 'Copy reply' })
    await vi.waitFor(() => expect(copy).toHaveFocus())
    await user.type(within(dialog).getByRole('textbox', { name: 'Customer name' }), 'Dana')
    const preview = within(dialog).getByRole('region', { name: 'Reply preview' })
    expect(preview).toHaveTextContent(/Dana/)
    expect(preview).toHaveTextContent(/2291/)

    // Enter in the name field copies what the preview shows, then the window closes.
    await user.keyboard('{Enter}')
    await vi.waitFor(() => expect(callsOf(fake.calls, 'closeQuickAnswer')).toHaveLength(1))
    const [copied] = callsOf(fake.calls, 'copyText') as { text: string }[]
    expect(copied?.text).toBe(preview.textContent)
  })

  it('closes on Esc without copying', async () => {
    const { fake, user } = setup()
    await screen.findByRole('dialog', { name: 'Quick answer' })
    await user.keyboard('{Escape}')
    await vi.waitFor(() => expect(callsOf(fake.calls, 'closeQuickAnswer')).toHaveLength(1))
    expect(callsOf(fake.calls, 'copyText')).toEqual([])
  })

  it('opens the IDs left in the main window, in the reply language read and the one chosen over it', async () => {
    const { fake, user } = setup({ ticketLanguage: 'de' })
    const dialog = await screen.findByRole('dialog', { name: 'Quick answer' })
    await vi.waitFor(() => expect(callsOf(fake.calls, 'startLookup')).toHaveLength(1))
    await user.click(within(dialog).getByRole('button', { name: 'Remove 2291' }))
    const language = within(dialog).getByRole('combobox', { name: 'Reply language' })
    await vi.waitFor(() => expect(language).toHaveValue('de'))
    await user.selectOptions(language, 'es')
    await user.click(within(dialog).getByRole('button', { name: 'Open in Catalog Browser' }))
    expect(callsOf(fake.calls, 'openQuickAnswerInMain')).toEqual([
      { ids: [1042], language: 'de', chosen: 'es' },
    ])
  })

  it.each<[string, Parameters<typeof setup>[0], RegExp]>([
    ['no catalog', { session: SIGNED_OUT }, /^No catalog is connected\. .* press Ctrl\+Alt\+L again\.$/],
    ['an empty clipboard', { ticket: { kind: 'text', text: ' \n' } }, /^There is no copied text to read\./],
    ['nothing handed over', { ticket: { kind: 'none' } }, /^There is no copied text to read\./],
    [
      'a text too long',
      { ticket: { kind: 'too_long' } },
      /^The copied text is too long to read for item IDs\./,
    ],
    [
      'a text with no ID',
      { ticket: { kind: 'text', text: 'Where is my order?' } },
      /\. Copy the ticket's text/,
    ],
  ])('says what to do with %s, and looks nothing up', async (_, given, said) => {
    const { fake } = setup(given)
    const dialog = await screen.findByRole('dialog', { name: 'Quick answer' })
    expect(await within(dialog).findByRole('status')).toHaveTextContent(said)
    if (given?.session !== SIGNED_OUT)
      expect(within(dialog).getByRole('status')).toHaveTextContent(
        /Copy the ticket's text, then press Ctrl\+Alt\+L again\.$/,
      )
    expect(callsOf(fake.calls, 'startLookup')).toEqual([])
  })

  it('takes the ticket of a new press while open, and answers it afresh', async () => {
    const { fake, queryClient } = setup({ next: [{ kind: 'text', text: 'And #3310 please' }] })
    const dialog = await screen.findByRole('dialog', { name: 'Quick answer' })
    await vi.waitFor(() => expect(callsOf(fake.calls, 'startLookup')).toHaveLength(1))
    act(() => fake.emit('quick:waiting', {}))
    await vi.waitFor(() =>
      expect(callsOf(fake.calls, 'startLookup')).toEqual([{ ids: [1042, 2291] }, { ids: [3310] }]),
    )
    const items = within(dialog).getByRole('list', { name: "The ticket's items" })
    expect(
      within(items)
        .getAllByRole('listitem')
        .map((each) => each.textContent),
    ).toEqual([expect.stringMatching(/^3310/)])
    // The window keeps no older ticket's text once a newer press replaced it.
    const tickets = () => queryClient.getQueryCache().findAll({ queryKey: ['quickAnswer'] })
    await vi.waitFor(() =>
      expect(tickets().map((query) => query.state.data)).toEqual([
        { kind: 'text', text: 'And #3310 please' },
      ]),
    )
  })

  it.each<[string, () => void]>([
    ['Esc', () => void userEvent.keyboard('{Escape}')],
    ['the window losing focus', () => window.dispatchEvent(new Event('blur'))],
    [
      'the shell hiding the window',
      () => {
        vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden')
        document.dispatchEvent(new Event('visibilitychange'))
      },
    ],
  ])("drops the ticket on %s, so the kept window shows only the next press's", async (_, putAway) => {
    const { fake, queryClient } = setup({ next: [{ kind: 'text', text: 'And #3310 please' }] })
    const dialog = await screen.findByRole('dialog', { name: 'Quick answer' })
    const items = await within(dialog).findByRole('list', { name: "The ticket's items" })
    expect(items).toHaveTextContent('1042')
    await act(async () => putAway())
    const tickets = () => queryClient.getQueryCache().findAll({ queryKey: ['quickAnswer'] })
    await vi.waitFor(() => expect(tickets().map((query) => query.state.data)).toEqual([undefined]))
    expect(dialog).not.toHaveTextContent('1042')
    expect(dialog).not.toHaveTextContent('Dana')
    vi.restoreAllMocks()

    act(() => fake.emit('quick:waiting', {}))
    const next = await within(dialog).findByRole('list', { name: "The ticket's items" })
    expect(next).toHaveTextContent('3310')
    expect(dialog).not.toHaveTextContent('1042')
  })

  it('speaks the app language', async () => {
    setup({ language: 'de', ticket: { kind: 'none' } })
    const dialog = await screen.findByRole('dialog', { name: 'Schnellantwort' })
    expect(await within(dialog).findByRole('status')).toHaveTextContent(
      'Es gibt keinen kopierten Text zum Lesen. Kopieren Sie den Text des Tickets und drücken Sie dann erneut Ctrl+Alt+L.',
    )
    expect(within(dialog).getByRole('button', { name: 'Schließen' })).toBeInTheDocument()
  })

  it('names the shortcut the agent chose, not the default, when it asks for another copy', async () => {
    setup({ ticket: { kind: 'none' }, shortcut: 'Control+Shift+K' })
    const dialog = await screen.findByRole('dialog', { name: 'Quick answer' })
    await vi.waitFor(() =>
      expect(within(dialog).getByRole('status')).toHaveTextContent(/press Ctrl\+Shift\+K again/),
    )
  })
})
