import { describe, expect, it, vi } from 'vitest'
import { flushFrameBatches } from '../api/frame-batch'
import { act, fireEvent, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { KnownStatus } from '../../shared/catalog'
import type { LookupOutcome } from '../../shared/ipc'
import { itemKeys } from '../api/query-keys'
import { callsOf, fakeCatalog, installCatalog, type FakeCatalog } from '../testing/fake-catalog.test-support'
import { renderWithQuery } from '../render-with-query.test-support'
import { renderCensus } from '../testing/render-census.test-support'
import { singleItem } from '../testing/sample-items.test-support'
import type { ReplyLanguage } from '../../shared/i18n/languages'
import type { KeptReplyLanguage } from '../../shared/watch'
import { createOpenItemStore } from '../state/open-item-store'
import { SHORTCUT_PRIORITY } from '../replies/copy-reply-shortcut'
import { ReplyTools } from '../replies/reply-tools'
import { CHIPS_SHOWN } from './ticket-ids'
import { BulkLookup } from './bulk-lookup'
import { inEnglish, saying } from '../../shared/i18n/english.test-support'

const CATALOG = 'https://catalog.test'

/** Main's reading of the tickets these tests paste (the detector's own tests: shared/reply/). */
const mainReads = (text: string): ReplyLanguage | null =>
  /^(Hallo|Guten Tag)\b/.test(text) ? 'de' : /^Hi\b/.test(text) ? 'en' : null

/**
 * `usualLanguage`: the catalog's usual reply language, for the reply tools under the results;
 * `kept`: the reply language of a lookup reopened from Recent lookups.
 */
function setup(initial = '', usualLanguage?: ReplyLanguage, kept: KeptReplyLanguage | null = null) {
  let batch = 0
  const fake = fakeCatalog({
    ...(usualLanguage
      ? {
          replyTemplates: () => Promise.resolve({ ok: true, data: { languages: {} } }),
          replyLanguage: () => Promise.resolve({ ok: true, data: usualLanguage }),
        }
      : {}),
    startLookup: (request) =>
      Promise.resolve({ ok: true, data: { batchId: `b${++batch}`, total: request.ids.length } }),
    cancelLookup: () => Promise.resolve({ ok: true, data: { cancelled: true } }),
    recordBulkLookup: () => Promise.resolve({ ok: true, data: [] }),
    readTicketLanguage: ({ text }) => Promise.resolve({ ok: true, data: mainReads(text) }),
    copyText: () => Promise.resolve({ ok: true, data: { copied: true } }),
    exportLookup: () =>
      Promise.resolve({ ok: true, data: { saved: true, path: '/tmp/lookup.csv', rows: 3, capped: false } }),
  })
  installCatalog(fake.api)
  const openItem = createOpenItemStore()
  const view = renderWithQuery(
    <BulkLookup
      catalog={CATALOG}
      initial={initial}
      language={kept}
      openItem={openItem}
      onOpen={(id) => openItem.set(id)}
      onClose={() => undefined}
    />,
  )
  return { ...view, fake, openItem, user: userEvent.setup() }
}

function answer(fake: FakeCatalog, batchId: string, index: number, id: number, outcome: LookupOutcome) {
  // Answers reach the rows once per frame: the frame comes at once here.
  act(() => {
    fake.emit('lookup:progress', { batchId, rows: [{ index, id, outcome }] })
    flushFrameBatches()
  })
}

const found = (id: number, status: KnownStatus = 'WAITING_FOR_SEND'): LookupOutcome => ({
  kind: 'item',
  item: { ...singleItem({ id, name: `Item ${id}` }), status: { known: true, value: status } },
})

describe('BulkLookup', () => {
  it('reads a pasted ticket, says what it ignored, and asks main for the distinct IDs in order', async () => {
    const { user, fake } = setup()
    await user.type(
      screen.getByRole('textbox', { name: 'Item IDs' }),
      'Items #1042, 2291 and 1042 never arrived',
    )
    await user.click(screen.getByRole('button', { name: 'Look up' }))
    expect(callsOf(fake.calls, 'startLookup')).toEqual([{ ids: [1042, 2291] }])
    expect(screen.getByText('1 duplicate and 4 words ignored.')).toBeInTheDocument()
  })

  it('refuses text without IDs and 1,001 IDs before sending anything', async () => {
    const { user, fake } = setup()
    const box = screen.getByRole('textbox', { name: 'Item IDs' })
    await user.type(box, 'nothing here')
    await user.click(screen.getByRole('button', { name: 'Look up' }))
    expect(screen.getByRole('alert')).toHaveTextContent('No item IDs found')
    fireEvent.change(box, { target: { value: Array.from({ length: 1001 }, (_, i) => i + 1).join(' ') } })
    await user.click(screen.getByRole('button', { name: 'Look up' }))
    // Long enough to be read in slices: the refusal comes once the last slice is read.
    await vi.waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent('1,001 IDs found; one lookup takes at most 1,000'),
    )
    expect(callsOf(fake.calls, 'startLookup')).toEqual([])
  })

  it('refuses a 5 MB paste by size and keeps the box as it was', () => {
    setup()
    const box = screen.getByRole('textbox', { name: 'Item IDs' })
    const blob = '1 '.repeat(2_500_000)
    fireEvent.paste(box, { clipboardData: { getData: () => blob } })
    expect(screen.getByRole('alert')).toHaveTextContent('too long')
    expect(box).toHaveValue('')
  })

  it('an answer re-renders its own row only; a frame of answers re-renders the screen once', async () => {
    const { fake } = setup('7, 8, 9')
    await vi.waitFor(() => expect(callsOf(fake.calls, 'startLookup')).toEqual([{ ids: [7, 8, 9] }]))
    await act(async () => undefined)
    const census = renderCensus()
    census.start()
    answer(fake, 'b1', 1, 8, found(8))
    expect(census.stop().ResultRow).toBe(1)

    census.start()
    act(() => {
      fake.emit('lookup:progress', { batchId: 'b1', rows: [{ index: 0, id: 7, outcome: found(7) }] })
      fake.emit('lookup:progress', {
        batchId: 'b1',
        rows: [{ index: 2, id: 9, outcome: { kind: 'not_found' } }],
      })
      flushFrameBatches()
    })
    const rendered = census.stop()
    expect(rendered.ResultRow).toBe(2)
    expect(rendered.BulkLookup).toBe(1)
  })

  it('an item opening marks its row and unmarks the last: those two rows re-render, not the lookup', async () => {
    const { fake, openItem } = setup('7, 8, 9')
    await vi.waitFor(() => expect(callsOf(fake.calls, 'startLookup')).toEqual([{ ids: [7, 8, 9] }]))
    await act(async () => undefined)
    answer(fake, 'b1', 0, 7, found(7))
    answer(fake, 'b1', 1, 8, found(8))
    act(() => openItem.set(7))
    const census = renderCensus()
    census.start()
    act(() => openItem.set(8))
    const rendered = census.stop()
    expect(rendered.ResultRow).toBe(2)
    expect(rendered).not.toHaveProperty('BulkLookup')
    expect(rendered).not.toHaveProperty('LookupResultsTable')
    const table = screen.getByRole('table', { name: 'Lookup results' })
    expect(within(table).getByText('Item 8').closest('tr')).toHaveAttribute('aria-selected', 'true')
    expect(within(table).getByText('Item 7').closest('tr')).toHaveAttribute('aria-selected', 'false')
  })

  it('fills rows as answers arrive, counts statuses, opens a row with its answer cached for the pane', async () => {
    const { user, fake, queryClient, openItem } = setup('7, 8, 9')
    await vi.waitFor(() => expect(callsOf(fake.calls, 'startLookup')).toEqual([{ ids: [7, 8, 9] }]))
    await act(async () => undefined)
    const table = screen.getByRole('table', { name: 'Lookup results' })
    expect(within(table).getAllByRole('row')).toHaveLength(4)
    const progress = screen.getByRole('progressbar', { name: 'Lookup progress' })
    expect(progress).toHaveAttribute('aria-valuenow', '0')
    expect(progress).toHaveAttribute('aria-valuemax', '3')

    answer(fake, 'b1', 0, 7, found(7))
    answer(fake, 'b1', 1, 8, { kind: 'not_found' })
    answer(fake, 'b1', 2, 9, {
      kind: 'error',
      error: { kind: 'timeout', message: saying('The catalog did not answer in time.') },
    })
    act(() => fake.emit('lookup:finished', { batchId: 'b1', reason: 'done' }))

    expect(progress).toHaveAttribute('aria-valuenow', '3')
    expect(within(table).getByText('Not found')).toBeInTheDocument()
    expect(
      within(table).getByText(inEnglish(saying('The catalog did not answer in time.'))),
    ).toBeInTheDocument()
    expect(screen.getByText('1 waiting for send · 1 not found · 1 failed')).toBeInTheDocument()
    expect(queryClient.getQueryData(itemKeys.detail(CATALOG, 7))).toBeUndefined()

    await user.click(within(table).getByText('Item 7'))
    expect(openItem.get()).toBe(7)
    expect(queryClient.getQueryData(itemKeys.detail(CATALOG, 7))).toMatchObject({ id: 7 })
    expect(within(table).getByText('Item 7').closest('tr')).toHaveAttribute('aria-selected', 'true')

    // Narrowed to one status.
    await user.click(screen.getByRole('button', { name: 'Not found 1' }))
    expect(within(table).getAllByRole('row')).toHaveLength(2)
  })

  it('Retry failed looks up only the failed rows and puts the answers in their places', async () => {
    const { user, fake } = setup('7 8 9')
    await vi.waitFor(() => expect(callsOf(fake.calls, 'startLookup')).toHaveLength(1))
    await act(async () => undefined)
    answer(fake, 'b1', 0, 7, found(7))
    answer(fake, 'b1', 1, 8, {
      kind: 'error',
      error: { kind: 'server', message: saying('The catalog failed.') },
    })
    answer(fake, 'b1', 2, 9, found(9))
    act(() => fake.emit('lookup:finished', { batchId: 'b1', reason: 'done' }))
    await user.click(screen.getByRole('button', { name: 'Retry failed' }))
    expect(callsOf(fake.calls, 'startLookup')[1]).toEqual({ ids: [8] })
    await act(async () => undefined)
    answer(fake, 'b2', 0, 8, found(8, 'TRADE_ACCEPTED'))
    expect(screen.getByText('2 waiting for send · 1 trade accepted')).toBeInTheDocument()
  })

  it('Cancel lookup asks main to stop and keeps the rows that arrived', async () => {
    const { user, fake } = setup('1 2 3')
    await vi.waitFor(() => expect(callsOf(fake.calls, 'startLookup')).toHaveLength(1))
    await act(async () => undefined)
    answer(fake, 'b1', 0, 1, found(1))
    await user.click(screen.getByRole('button', { name: 'Cancel lookup' }))
    expect(callsOf(fake.calls, 'cancelLookup')).toEqual([{ batchId: 'b1' }])
    answer(fake, 'b1', 1, 2, found(2))
    expect(screen.getByRole('progressbar', { name: 'Lookup progress' })).toHaveAttribute('aria-valuenow', '1')
    expect(screen.queryByRole('button', { name: 'Cancel lookup' })).toBeNull()
  })

  it('copies tab-separated text and exports the rows shown, in order', async () => {
    const { user, fake } = setup('5 6')
    await vi.waitFor(() => expect(callsOf(fake.calls, 'startLookup')).toHaveLength(1))
    await act(async () => undefined)
    answer(fake, 'b1', 0, 5, found(5))
    answer(fake, 'b1', 1, 6, { kind: 'not_found' })
    await user.click(screen.getByRole('button', { name: 'Copy as text' }))
    const [{ text }] = callsOf(fake.calls, 'copyText') as [{ text: string }]
    const lines = text.split('\n')
    expect(lines[0]?.split('\t').slice(0, 3)).toEqual(['ID', 'Status', 'Name'])
    expect(lines[2]?.split('\t').slice(0, 2)).toEqual(['6', 'Not found'])
    expect(lines[1]?.split('\t')[1]).toBe('Waiting for send')
    await user.click(screen.getByRole('button', { name: 'Export CSV' }))
    expect(callsOf(fake.calls, 'exportLookup')[0]).toMatchObject({
      format: 'csv',
      catalog: CATALOG,
      rows: [
        { id: 5, outcome: { kind: 'item' } },
        { id: 6, outcome: { kind: 'not_found' } },
      ],
    })
    expect(await screen.findByText('Saved 3 rows to /tmp/lookup.csv')).toBeInTheDocument()
  })

  describe('IDs from the ticket', () => {
    const chips = () => screen.getByRole('list', { name: 'IDs from the ticket' })

    it('shows the IDs read as chips and what was left out behind one click', async () => {
      const { user, fake } = setup('…vor 3 Tagen… (Artikel 1042 und 2291, zusammen 23,50 €)')
      await vi.waitFor(() => expect(callsOf(fake.calls, 'startLookup')).toEqual([{ ids: [1042, 2291] }]))
      expect(
        within(chips())
          .getAllByRole('listitem')
          .map((chip) => chip.textContent),
      ).toEqual(['1042', '2291'])
      const leftOut = screen.getByRole('button', { name: 'Left out: 2' })
      expect(leftOut).toHaveAttribute('aria-expanded', 'false')
      expect(screen.getByText('left out: 3 (days), 23,50 € (price)')).not.toBeVisible()
      await user.click(leftOut)
      expect(leftOut).toHaveAttribute('aria-expanded', 'true')
      expect(screen.getByText('left out: 3 (days), 23,50 € (price)')).toBeVisible()
      // Both IDs had a marker (Artikel … und …): nothing to check, focus is not pulled here.
      expect(chips()).not.toContainElement(document.activeElement as HTMLElement)
    })

    it(`shows the first ${CHIPS_SHOWN} chips of a long list, and every one on request`, async () => {
      const ids = Array.from({ length: CHIPS_SHOWN + 3 }, (_, index) => 5001 + index)
      const { user, fake } = setup(ids.join(' '))
      await vi.waitFor(() => expect(callsOf(fake.calls, 'startLookup')).toEqual([{ ids }]))
      expect(within(chips()).getAllByRole('listitem')).toHaveLength(CHIPS_SHOWN)
      const all = screen.getByRole('button', { name: `All ${ids.length} IDs` })
      expect(all).toHaveAttribute('aria-expanded', 'false')
      await user.click(all)
      expect(all).toHaveAttribute('aria-expanded', 'true')
      expect(
        within(chips())
          .getAllByRole('listitem')
          .map((chip) => chip.textContent),
      ).toEqual(ids.map(String))
      await user.click(screen.getByRole('button', { name: `Remove ${ids.at(-1)}` }))
      expect(within(chips()).getAllByRole('listitem')).toHaveLength(ids.length - 1)
    })

    it('moves focus to the chips when it left something out and took an unmarked number, and keeps it there', async () => {
      const { user, fake } = setup()
      await user.type(
        screen.getByRole('textbox', { name: 'Item IDs' }),
        'paid 5 € for 1042 and 2291 3 days ago',
      )
      await user.click(screen.getByRole('button', { name: 'Look up' }))
      expect(callsOf(fake.calls, 'startLookup')).toEqual([{ ids: [1042, 2291] }])
      expect(screen.getByRole('button', { name: 'Remove 1042' })).toHaveFocus()
      answer(fake, 'b1', 0, 1042, found(1042))
      answer(fake, 'b1', 1, 2291, found(2291))
      act(() => fake.emit('lookup:finished', { batchId: 'b1', reason: 'done' }))
      await act(async () => undefined)
      expect(screen.getByRole('button', { name: 'Remove 1042' })).toHaveFocus()
    })

    it('a removed chip leaves the lookup, which is asked again for the rest; the last chip stays', async () => {
      const { user, fake } = setup('1042 2291 3310')
      await vi.waitFor(() => expect(callsOf(fake.calls, 'startLookup')).toHaveLength(1))
      await user.click(screen.getByRole('button', { name: 'Remove 2291' }))
      expect(callsOf(fake.calls, 'startLookup').at(-1)).toEqual({ ids: [1042, 3310] })
      expect(screen.getByRole('button', { name: 'Remove 3310' })).toHaveFocus()
      await user.click(screen.getByRole('button', { name: 'Remove 3310' }))
      expect(callsOf(fake.calls, 'startLookup').at(-1)).toEqual({ ids: [1042] })
      expect(within(chips()).getByText('1042')).toBeInTheDocument()
      expect(screen.queryByRole('button', { name: 'Remove 1042' })).not.toBeInTheDocument()
      expect(chips()).toHaveFocus()
    })
  })

  describe('Reply language', () => {
    const lookUp = async (user: ReturnType<typeof setup>['user'], text: string) => {
      fireEvent.change(screen.getByRole('textbox', { name: 'Item IDs' }), { target: { value: text } })
      await user.click(screen.getByRole('button', { name: 'Look up' }))
    }
    const language = () => screen.getByRole('combobox', { name: 'Reply language' })

    it('follows each ticket’s words, for that ticket only, and keeps the usual one when they do not say', async () => {
      const { user, fake, unmount } = setup(
        'Hallo, ich habe den Artikel 1042 gekauft, aber er ist immer noch nicht angekommen.',
        'es',
      )
      await vi.waitFor(() => expect(callsOf(fake.calls, 'startLookup')).toHaveLength(1))
      await vi.waitFor(() => expect(language()).toHaveValue('de'))
      expect(screen.getByText('Reply language from the ticket: Deutsch')).toBeInTheDocument()

      const english = 'Hi, I bought item 2291 two days ago and it still has not arrived.'
      await lookUp(user, english)
      // Main reads the words; the lookup has started without waiting for them.
      expect(callsOf(fake.calls, 'startLookup').at(-1)).toEqual({ ids: [2291] })
      expect(callsOf(fake.calls, 'readTicketLanguage').at(-1)).toEqual({ text: english })
      await vi.waitFor(() => expect(language()).toHaveValue('en'))
      expect(screen.getByText('Reply language from the ticket: English')).toBeInTheDocument()

      await lookUp(user, '3310')
      await vi.waitFor(() => expect(language()).toHaveValue('es'))
      expect(
        screen.getByText("This catalog's usual reply language: Español (the ticket does not say)"),
      ).toBeInTheDocument()

      // Back to a German ticket, then the lookup closes: its language goes with it.
      await lookUp(user, 'Guten Tag, mein Artikel 4410 ist seit drei Tagen nicht da. Bitte prüfen Sie das.')
      await vi.waitFor(() => expect(language()).toHaveValue('de'))
      unmount()
      renderWithQuery(
        <ReplyTools
          catalog={CATALOG}
          subjects={() => []}
          priority={SHORTCUT_PRIORITY.detail}
          unavailable={null}
        />,
      )
      await vi.waitFor(() => expect(language()).toHaveValue('es'))
      expect(screen.queryByText(/from the ticket/)).toBeNull()
    })

    it('brings back the reply language of a lookup reopened from Recent lookups, and keeps it there', async () => {
      const { fake } = setup('1042\n2291', 'es', { language: 'de', chosen: null })
      await vi.waitFor(() => expect(language()).toHaveValue('de'))
      expect(screen.getByText('Reply language from the ticket: Deutsch')).toBeInTheDocument()
      // Its language was kept: main is not asked to read it again.
      expect(callsOf(fake.calls, 'readTicketLanguage')).toEqual([])
      // Looked up again, it stays kept in its language (not the usual one its IDs alone would give).
      expect(callsOf(fake.calls, 'recordBulkLookup')).toEqual([
        { ids: [1042, 2291], language: 'de', chosen: null },
      ])
    })

    it('brings back the language the agent chose for that ticket', async () => {
      setup('1042', 'es', { language: 'de', chosen: 'ru' })
      await vi.waitFor(() => expect(language()).toHaveValue('ru'))
      expect(
        screen.getByText(/for this ticket only: Русский \(the ticket reads as Deutsch\)/),
      ).toBeInTheDocument()
    })

    it('keeps the agent’s choice for the ticket with it in Recent lookups', async () => {
      const { user, fake } = setup('Hallo, mein Artikel 1042 ist immer noch nicht angekommen.', 'es')
      await vi.waitFor(() => expect(language()).toBeEnabled())
      await vi.waitFor(() => expect(language()).toHaveValue('de'))
      await user.selectOptions(language(), 'ru')
      await vi.waitFor(() =>
        expect(callsOf(fake.calls, 'recordBulkLookup').at(-1)).toEqual({
          ids: [1042],
          language: 'de',
          chosen: 'ru',
        }),
      )
    })
  })
})
