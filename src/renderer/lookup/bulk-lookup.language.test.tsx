import { act, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import type { AppLanguage } from '../../shared/i18n/app-languages'
import { inEnglish } from '../../shared/i18n/english.test-support'
import { words } from '../../shared/i18n/words'
import type { LookupOutcome } from '../../shared/ipc'
import { flushFrameBatches } from '../api/frame-batch'
import { renderWithQuery } from '../render-with-query.test-support'
import { createOpenItemStore } from '../state/open-item-store'
import { callsOf, fakeCatalog, installCatalog, type FakeCatalog } from '../testing/fake-catalog.test-support'
import { singleItem } from '../testing/sample-items.test-support'
import { BulkLookup } from './bulk-lookup'

/** English a worded screen must not show: the lookup's own words, as they read in English. */
const ENGLISH =
  /Look up|Item IDs|ignored|Left out|left out|Not found|Not looked up|Done\.|Retry failed|Copy as text|Watch all|Watching|Bought at|Last send|Next try|Remove|All \d/

function setup(language: AppLanguage, initial: string) {
  const fake = fakeCatalog({
    appLanguage: () => Promise.resolve({ ok: true, data: language }),
    startLookup: (request) =>
      Promise.resolve({ ok: true, data: { batchId: 'b1', total: request.ids.length } }),
    cancelLookup: () => Promise.resolve({ ok: true, data: { cancelled: true } }),
    recordBulkLookup: () => Promise.resolve({ ok: true, data: [] }),
    readTicketLanguage: () => Promise.resolve({ ok: true, data: null }),
    watchItems: () =>
      Promise.resolve({
        ok: true,
        data: { items: [], intervalSeconds: 300, notifications: false, changedCount: 0 },
      }),
  })
  installCatalog(fake.api)
  const openItem = createOpenItemStore()
  renderWithQuery(
    <BulkLookup
      catalog="https://catalog.test"
      initial={initial}
      openItem={openItem}
      onOpen={(id) => openItem.set(id)}
      onClose={() => undefined}
    />,
  )
  return { fake, user: userEvent.setup() }
}

function answer(fake: FakeCatalog, index: number, id: number, outcome: LookupOutcome) {
  act(() => {
    fake.emit('lookup:progress', { batchId: 'b1', rows: [{ index, id, outcome }] })
    flushFrameBatches()
  })
}

const waiting = (id: number): LookupOutcome => ({
  kind: 'item',
  item: { ...singleItem({ id, name: `Item ${id}` }), status: { known: true, value: 'WAITING_FOR_SEND' } },
})

describe('BulkLookup in the app language', () => {
  it('says everything of its own in German: form, reading, progress, chips, counts and table', async () => {
    const { fake } = setup('de', '#1042 1042 #2291 paid 5 €')
    expect(await screen.findByRole('heading', { name: 'Mehrere Gegenstände abfragen' })).toBeInTheDocument()
    await vi.waitFor(() => expect(callsOf(fake.calls, 'startLookup')).toEqual([{ ids: [1042, 2291] }]))
    await act(async () => undefined)

    const box = screen.getByRole('textbox', { name: 'Gegenstands-IDs' })
    expect(box).toHaveAttribute(
      'placeholder',
      'Aus dem Ticket einfügen: 1042, #2291, ID: 3310 … (bis zu 1.000 IDs)',
    )
    expect(screen.getByRole('button', { name: 'Abfragen' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Sammelabfrage schließen' })).toBeInTheDocument()
    expect(screen.getByText('1 Duplikat und 1 Wort ignoriert.')).toBeInTheDocument()
    expect(screen.getByRole('list', { name: 'IDs aus dem Ticket' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: '1042 entfernen' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Ausgelassen: 1' })).toBeInTheDocument()
    expect(screen.getByText('ausgelassen: 5 € (Preis)', { exact: false })).toBeInTheDocument()

    answer(fake, 0, 1042, waiting(1042))
    answer(fake, 1, 2291, { kind: 'not_found' })
    act(() => fake.emit('lookup:finished', { batchId: 'b1', reason: 'done' }))

    expect(screen.getByRole('progressbar', { name: 'Fortschritt der Abfrage' })).toBeInTheDocument()
    expect(screen.getByText('2 von 2')).toBeInTheDocument()
    expect(screen.getByText('Fertig.')).toBeInTheDocument()
    const chips = screen.getByRole('group', { name: 'Status anzeigen' })
    expect(within(chips).getByRole('button', { name: 'Alle 2' })).toBeInTheDocument()
    expect(within(chips).getByRole('button', { name: 'Wartet auf Versand 1' })).toBeInTheDocument()
    expect(within(chips).getByRole('button', { name: 'Nicht gefunden 1' })).toBeInTheDocument()
    expect(screen.getByText('Wartet auf Versand: 1 · Nicht gefunden: 1')).toBeInTheDocument()
    const table = screen.getByRole('table', { name: 'Abfrageergebnisse' })
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((header) => header.textContent)
    expect(headers).toEqual([
      'ID',
      'Status',
      'Name',
      'Gekauft am',
      'Letzter Versand',
      'Nächster Versuch',
      'Fehler',
      'Beobachten',
    ])
    expect(within(table).getByText('Nicht gefunden')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Fehlgeschlagene wiederholen' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Als Text kopieren' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Alle beobachten' })).toHaveAttribute(
      'title',
      'Alle gefundenen Gegenstände im Hintergrund prüfen und mich benachrichtigen, wenn sich ein Status ändert',
    )
    expect(screen.getByRole('region', { name: 'Sammelabfrage' })).not.toHaveTextContent(ENGLISH)
  })

  it('copies as text in English, headers and cells alike, whatever the app speaks', async () => {
    const { fake, user } = setup('de', '7 8 9')
    await vi.waitFor(() => expect(callsOf(fake.calls, 'startLookup')).toEqual([{ ids: [7, 8, 9] }]))
    await act(async () => undefined)
    answer(fake, 0, 7, waiting(7))
    answer(fake, 1, 8, { kind: 'not_found' })
    answer(fake, 2, 9, {
      kind: 'error',
      error: {
        kind: 'internal',
        message: words({
          id: 'error.internal',
          defaultMessage:
            'Something went wrong inside Catalog Browser. Try again; if it keeps happening, restart the app.',
        }),
      },
    })
    act(() => {
      fake.emit('lookup:finished', { batchId: 'b1', reason: 'done' })
      flushFrameBatches()
    })
    // The finished lookup's tools come with its last answers: wait for them as the agent does.
    await user.click(await screen.findByRole('button', { name: 'Als Text kopieren' }))
    const [{ text }] = callsOf(fake.calls, 'copyText') as [{ text: string }]
    const lines = text.split('\n').map((line) => line.split('\t'))
    expect(lines.map((cells) => cells.slice(0, 2))).toEqual([
      ['ID', 'Status'],
      ['7', 'Waiting for send'],
      ['8', 'Not found'],
      ['9', 'Failed'],
    ])
    // Times in the one text format, the screen's German dates notwithstanding.
    expect(document.querySelector('.lookup-table')).toHaveTextContent('01.05.2024, 12:31:00')
    const time = (header: string) => lines[1]?.[lines[0]?.indexOf(header) ?? -1]
    expect(time('Bought at (UTC)')).toBe('2024-05-01 12:30:00')
    expect(time('Last send (server time)')).toBe('2024-05-01 12:31:00')
    expect(lines[3]?.[lines[0]?.indexOf('Error') ?? -1]).toBe(
      inEnglish(
        words({
          id: 'error.internal',
          defaultMessage:
            'Something went wrong inside Catalog Browser. Try again; if it keeps happening, restart the app.',
        }),
      ),
    )
  })

  it('counts in Russian plural forms: what it ignored and what Watch all watches', async () => {
    const { fake, user } = setup('ru', '1 1 1 1 1 1 2 2 слово')
    expect(await screen.findByText('Не учтено: 6 повторов и 1 слово.')).toBeInTheDocument()
    await vi.waitFor(() => expect(callsOf(fake.calls, 'startLookup')).toEqual([{ ids: [1, 2] }]))
    await act(async () => undefined)
    answer(fake, 0, 1, waiting(1))
    answer(fake, 1, 2, waiting(2))
    act(() => fake.emit('lookup:finished', { batchId: 'b1', reason: 'done' }))

    expect(screen.getByText('Ожидает отправки: 2')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Отслеживать все' }))
    expect(await screen.findByText('Отслеживаются 2 предмета')).toBeInTheDocument()
    expect(screen.getByRole('region', { name: 'Массовая проверка' })).not.toHaveTextContent(ENGLISH)
  })

  it('shows every number of a Chinese ticket as a chip or in 已排除, the ID before 。 included', async () => {
    const { fake, user } = setup('zh-CN', '编号分别是 1042、2291 和 4410。我付了 25 元，3天前买的。')
    await vi.waitFor(() => expect(callsOf(fake.calls, 'startLookup')).toEqual([{ ids: [1042, 2291, 4410] }]))
    const chips = await screen.findByRole('list', { name: '工单中的 ID' })
    expect(
      within(chips)
        .getAllByRole('listitem')
        .map((chip) => chip.textContent),
    ).toEqual(['1042', '2291', '4410'])
    // The count on the button and the list it opens name the same numbers: the two left out.
    const leftOut = screen.getByRole('button', { name: '已排除：2' })
    await user.click(leftOut)
    expect(screen.getByText('已排除：25 元（价格）、3天（天）')).toBeVisible()
  })

  it('names what a ticket with no ID was read as, in Chinese', async () => {
    setup('zh-CN', '我付了 25 元，3天前买的。')
    await vi.waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(
        '在该文本中未找到物品 ID。其中的 2 个数字被识别为其他内容：25 元（价格）、3天（天）。',
      ),
    )
  })
})
