import { afterEach, describe, expect, it, vi } from 'vitest'
import { flushFrameBatches } from '../api/frame-batch'
import { act, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { LookupOutcome } from '../../shared/ipc'
import { callsOf, fakeCatalog, installCatalog, type FakeCatalog } from '../testing/fake-catalog.test-support'
import { renderWithQuery } from '../render-with-query.test-support'
import { singleItem } from '../testing/sample-items.test-support'
import { createOpenItemStore } from '../state/open-item-store'
import { lookupSubjects } from '../replies/reply-subjects'
import { BulkLookup } from './bulk-lookup'
import { forgetLookup, keptLookup, reopenedLookup } from './kept-lookup'
import { LookupWaitNote } from './lookup-wait-note'
import { OUTAGE_RECHECK_MS } from '../api/outage-recovery'
import { saying } from '../../shared/i18n/english.test-support'

const CATALOG = 'https://recovery.test'

afterEach(() => {
  forgetLookup(CATALOG)
  vi.useRealTimers()
})

function setup(
  initial: string,
  kept = keptLookup(CATALOG),
  handlers: Parameters<typeof fakeCatalog>[0] = {},
) {
  let batch = 0
  const fake = fakeCatalog({
    // Main's reading of the tickets these tests paste: only the German one is clear.
    readTicketLanguage: ({ text }) =>
      Promise.resolve({ ok: true, data: text.startsWith('Hallo') ? 'de' : null }),
    ...handlers,
    startLookup: (request) =>
      Promise.resolve({ ok: true, data: { batchId: `b${++batch}`, total: request.ids.length } }),
    cancelLookup: () => Promise.resolve({ ok: true, data: { cancelled: true } }),
  })
  installCatalog(fake.api)
  const onClose = vi.fn()
  const view = renderWithQuery(
    <BulkLookup
      catalog={CATALOG}
      initial={initial}
      kept={kept}
      openItem={createOpenItemStore()}
      onOpen={() => undefined}
      onClose={onClose}
    />,
  )
  return { ...view, fake, onClose, user: userEvent.setup() }
}

function answer(fake: FakeCatalog, batchId: string, index: number, id: number, outcome: LookupOutcome) {
  // Answers reach the rows once per frame: the frame comes at once here.
  act(() => {
    fake.emit('lookup:progress', { batchId, rows: [{ index, id, outcome }] })
    flushFrameBatches()
  })
}
const found = (id: number): LookupOutcome => ({ kind: 'item', item: singleItem({ id, name: `Item ${id}` }) })
const busy: LookupOutcome = {
  kind: 'error',
  error: { kind: 'server', message: saying('The catalog failed (HTTP 503).') },
}
const starts = (fake: FakeCatalog) => callsOf(fake.calls, 'startLookup')

describe('BulkLookup: nothing lost to a sign-in', () => {
  it('keeps a lookup the sign-in ended, and asks again only for its unanswered rows after reconnecting', async () => {
    const first = setup('1042 2291 3310')
    await vi.waitFor(() => expect(starts(first.fake)).toHaveLength(1))
    await act(async () => undefined)
    answer(first.fake, 'b1', 0, 1042, found(1042))
    act(() => first.fake.emit('lookup:finished', { batchId: 'b1', reason: 'session_ended' }))
    expect(screen.getByText(/the sign-in ended/)).toBeInTheDocument()
    // Rows the sign-in left unanswered are "not finished" in a reply, never a failure of ours.
    expect(lookupSubjects(keptLookup(CATALOG)!.rows).map((subject) => subject.kind)).toEqual([
      'item',
      'failed',
      'failed',
    ])
    expect(lookupSubjects(keptLookup(CATALOG)!.rows)[1]).toMatchObject({ cause: 'interrupted' })
    first.unmount() // the connect screen

    // Back in the same catalog: the items screen reopens it.
    const opening = reopenedLookup(CATALOG)
    expect(opening?.kept?.rows.map((row) => row.id)).toEqual([1042, 2291, 3310])
    const second = setup('', opening?.kept ?? null)
    expect(screen.getByRole('textbox', { name: 'Item IDs' })).toHaveValue('1042 2291 3310')
    await vi.waitFor(() => expect(starts(second.fake)).toEqual([{ ids: [2291, 3310] }]))
    await act(async () => undefined)
    answer(second.fake, 'b1', 0, 2291, found(2291))
    answer(second.fake, 'b1', 1, 3310, found(3310))
    const table = screen.getByRole('table', { name: 'Lookup results' })
    expect(
      within(table)
        .getAllByRole('row')
        .slice(1)
        .map((row) => row.textContent),
    ).toEqual([
      expect.stringContaining('1042'),
      expect.stringContaining('2291'),
      expect.stringContaining('3310'),
    ])
    expect(screen.getByRole('progressbar', { name: 'Lookup progress' })).toHaveAttribute('aria-valuenow', '3')
  })

  it('keeps every answer of a lookup set aside when the window leaves it mid-run', async () => {
    const first = setup('1042 2291 3310')
    await vi.waitFor(() => expect(starts(first.fake)).toHaveLength(1))
    await act(async () => undefined)
    first.rerender(
      <BulkLookup
        catalog={CATALOG}
        initial="1042 2291 3310"
        openItem={createOpenItemStore()}
        onOpen={() => undefined}
        onClose={first.onClose}
        minimized
        onRestore={() => undefined}
      />,
    )
    expect(screen.getByText('Lookup running: 0 of 3 answered')).toBeInTheDocument()
    answer(first.fake, 'b1', 0, 1042, found(1042))
    answer(first.fake, 'b1', 1, 2291, { kind: 'not_found' })
    // A 401 elsewhere sends the window to the connect screen: no "finished" from main first.
    first.unmount()
    expect(keptLookup(CATALOG)?.rows.map((row) => row.outcome?.kind ?? null)).toEqual([
      'item',
      'not_found',
      null,
    ])
  })

  it("keeps the ticket's reply language, with the agent's choice, across the sign-in", async () => {
    const replies: Parameters<typeof fakeCatalog>[0] = {
      replyTemplates: () => Promise.resolve({ ok: true, data: { languages: {} } }),
      replyLanguage: () => Promise.resolve({ ok: true, data: 'en' }),
    }
    const language = () => screen.getByRole('combobox', { name: 'Reply language' })
    const chosen = 'Reply language for this ticket only: Русский (the ticket reads as Deutsch)'
    const first = setup(
      'Hallo, mein Artikel 1042 und 2291 sind immer noch nicht angekommen. Bitte prüfen Sie das.',
      null,
      replies,
    )
    await vi.waitFor(() => expect(starts(first.fake)).toHaveLength(1))
    await act(async () => undefined)
    answer(first.fake, 'b1', 0, 1042, found(1042))
    await vi.waitFor(() => expect(language()).toBeEnabled())
    await vi.waitFor(() => expect(language()).toHaveValue('de'))
    await first.user.selectOptions(language(), 'ru')
    expect(screen.getByText(chosen)).toBeInTheDocument()
    act(() => first.fake.emit('lookup:finished', { batchId: 'b1', reason: 'session_ended' }))
    first.unmount() // the connect screen

    setup('', reopenedLookup(CATALOG)?.kept ?? null, replies)
    expect(language()).toHaveValue('ru')
    expect(screen.getByText(chosen)).toBeInTheDocument()
  })

  it('reopens a finished kept lookup without asking again, and forgets it when closed', async () => {
    const first = setup('7 8')
    await vi.waitFor(() => expect(starts(first.fake)).toHaveLength(1))
    await act(async () => undefined)
    answer(first.fake, 'b1', 0, 7, found(7))
    answer(first.fake, 'b1', 1, 8, found(8))
    act(() => first.fake.emit('lookup:finished', { batchId: 'b1', reason: 'done' }))
    first.unmount()
    const second = setup('', keptLookup(CATALOG))
    expect(screen.getByText('Item 8')).toBeInTheDocument()
    await act(async () => undefined)
    expect(starts(second.fake)).toEqual([])
    await second.user.click(screen.getByRole('button', { name: 'Close bulk lookup' }))
    expect(second.onClose).toHaveBeenCalled()
    expect(reopenedLookup(CATALOG)).toBeNull()
  })
})

describe('BulkLookup: kept in Recent lookups', () => {
  it('keeps each ticket looked up, with the reply language its words are in', async () => {
    const { fake, user } = setup(
      'Hallo, mein Artikel 1042 und 2291 sind immer noch nicht angekommen. Bitte prüfen Sie das.',
    )
    await vi.waitFor(() =>
      expect(callsOf(fake.calls, 'recordBulkLookup')).toEqual([
        { ids: [1042, 2291], language: 'de', chosen: null },
      ]),
    )
    await user.clear(screen.getByRole('textbox', { name: 'Item IDs' }))
    await user.type(screen.getByRole('textbox', { name: 'Item IDs' }), '3310')
    await user.click(screen.getByRole('button', { name: 'Look up' }))
    await vi.waitFor(() =>
      expect(callsOf(fake.calls, 'recordBulkLookup').at(-1)).toEqual({
        ids: [3310],
        language: null,
        chosen: null,
      }),
    )
  })
})

describe('BulkLookup: waits said, recoveries by themselves', () => {
  it('says how long a rate-limited lookup waits, through answers already on their way, until it ends', async () => {
    const { fake } = setup('1 2')
    await vi.waitFor(() => expect(starts(fake)).toHaveLength(1))
    await act(async () => undefined)
    expect(screen.queryByText(/Trying again in/)).toBeNull()
    act(() => fake.emit('lookup:paused', { batchId: 'b1', waitSeconds: 30 }))
    expect(screen.getByText('Trying again in 30 s')).toBeInTheDocument()
    // Another batch's wait is not this one's.
    act(() => fake.emit('lookup:paused', { batchId: 'old', waitSeconds: 5 }))
    expect(screen.getByText('Trying again in 30 s')).toBeInTheDocument()
    // A request sent before the 429 answers during the wait: the batch is still waiting.
    answer(fake, 'b1', 0, 1, found(1))
    expect(screen.getByText('Trying again in 30 s')).toBeInTheDocument()
    answer(fake, 'b1', 1, 2, found(2))
    act(() => fake.emit('lookup:finished', { batchId: 'b1', reason: 'done' }))
    expect(screen.queryByText(/Trying again in/)).toBeNull()
  })

  it('counts the wait down on its clock', () => {
    vi.useFakeTimers()
    let now = 1_000_000
    renderWithQuery(<LookupWaitNote wait={{ seconds: 12, since: now }} now={() => now} />)
    expect(screen.getByRole('status')).toHaveTextContent('Trying again in 12 s')
    now += 5_000
    act(() => vi.advanceTimersByTime(1_000))
    expect(screen.getByRole('status')).toHaveTextContent('Trying again in 7 s')
    now += 60_000
    act(() => vi.advanceTimersByTime(1_000))
    expect(screen.getByRole('status')).toHaveTextContent('Trying again in 1 s')
  })

  it('asks failed rows again once a later answer shows the catalog is back, once only', async () => {
    const { fake } = setup('1 2 3')
    await vi.waitFor(() => expect(starts(fake)).toHaveLength(1))
    await act(async () => undefined)
    answer(fake, 'b1', 0, 1, busy)
    answer(fake, 'b1', 1, 2, found(2))
    answer(fake, 'b1', 2, 3, { kind: 'not_found' })
    act(() => fake.emit('lookup:finished', { batchId: 'b1', reason: 'done' }))
    await vi.waitFor(() => expect(starts(fake)).toEqual([{ ids: [1, 2, 3] }, { ids: [1] }]))
    await act(async () => undefined)
    answer(fake, 'b2', 0, 1, busy)
    act(() => fake.emit('lookup:finished', { batchId: 'b2', reason: 'done' }))
    await act(async () => undefined)
    expect(starts(fake)).toHaveLength(2)
  })

  it('asks failed rows again when another request of the window succeeds', async () => {
    const { fake, queryClient } = setup('1 2')
    await vi.waitFor(() => expect(starts(fake)).toHaveLength(1))
    await act(async () => undefined)
    answer(fake, 'b1', 0, 1, busy)
    answer(fake, 'b1', 1, 2, { kind: 'error', error: { kind: 'forbidden', message: saying('Not allowed.') } })
    act(() => fake.emit('lookup:finished', { batchId: 'b1', reason: 'done' }))
    await act(async () => undefined)
    expect(starts(fake)).toHaveLength(1)
    await act(() => queryClient.fetchQuery({ queryKey: ['list'], queryFn: () => 'rows' }))
    await vi.waitFor(() => expect(starts(fake)).toEqual([{ ids: [1, 2] }, { ids: [1, 2] }]))
  })

  it('checks the catalog itself while nothing else asks, and asks the failed rows again once it answers', async () => {
    // Only the interval is faked: the lookup's events and promises run as they do in the app.
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] })
    let up = false
    const { fake } = setup('1 2', null, {
      getItem: (request) =>
        Promise.resolve(
          up
            ? { ok: true, data: singleItem({ id: request.id }) }
            : {
                ok: false,
                error: { kind: 'network', message: saying('The catalog did not answer.'), code: null },
              },
        ),
    })
    await vi.waitFor(() => expect(starts(fake)).toHaveLength(1))
    await act(async () => undefined)
    answer(fake, 'b1', 0, 1, busy)
    answer(fake, 'b1', 1, 2, busy)
    act(() => fake.emit('lookup:finished', { batchId: 'b1', reason: 'done' }))
    await act(async () => undefined)
    const checks = () => callsOf(fake.calls, 'getItem')
    expect(checks()).toEqual([])
    // Still away: one item is asked, nothing is sent again.
    await act(async () => vi.advanceTimersByTime(OUTAGE_RECHECK_MS))
    expect(checks()).toEqual([{ id: 1 }])
    expect(starts(fake)).toHaveLength(1)
    up = true
    await act(async () => vi.advanceTimersByTime(OUTAGE_RECHECK_MS))
    await vi.waitFor(() => expect(starts(fake)).toEqual([{ ids: [1, 2] }, { ids: [1, 2] }]))
    // The retry failing too leaves it to the agent: no more checks, no loop.
    await act(async () => undefined)
    answer(fake, 'b2', 0, 1, busy)
    answer(fake, 'b2', 1, 2, busy)
    act(() => fake.emit('lookup:finished', { batchId: 'b2', reason: 'done' }))
    await act(async () => vi.advanceTimersByTime(3 * OUTAGE_RECHECK_MS))
    expect(checks()).toHaveLength(2)
    expect(starts(fake)).toHaveLength(2)
  })

  it('leaves rows the catalog rate-limited to the wait it asked for', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] })
    const { fake } = setup('1', null, {
      getItem: () => Promise.resolve({ ok: true, data: singleItem({ id: 1 }) }),
    })
    await vi.waitFor(() => expect(starts(fake)).toHaveLength(1))
    await act(async () => undefined)
    const limited: LookupOutcome = {
      kind: 'error',
      error: { kind: 'rate_limited', message: saying('Too many requests.') },
    }
    answer(fake, 'b1', 0, 1, limited)
    act(() => fake.emit('lookup:finished', { batchId: 'b1', reason: 'done' }))
    await act(async () => vi.advanceTimersByTime(2 * OUTAGE_RECHECK_MS))
    expect(callsOf(fake.calls, 'getItem')).toEqual([])
  })
})
