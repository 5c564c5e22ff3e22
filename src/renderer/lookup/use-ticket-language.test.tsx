import { afterEach, describe, expect, it, vi } from 'vitest'
import type { ReactNode } from 'react'
import { act, renderHook } from '@testing-library/react'
import { QueryClientProvider } from '@tanstack/react-query'
import type { Result } from '../../shared/errors'
import type { ReplyLanguage } from '../../shared/i18n/languages'
import { createQueryClient } from '../api/query-client'
import { callsOf, fakeCatalog, installCatalog } from '../testing/fake-catalog.test-support'
import { useTicketReplyLanguage } from '../replies/ticket-reply-language'
import { useTicketLanguage, type TicketOpening } from './use-ticket-language'
import { saying } from '../../shared/i18n/english.test-support'

const CATALOG = 'https://ticket-language.test'
const GERMAN = 'Hallo, mein Artikel 1042 ist immer noch nicht angekommen.'
const ENGLISH = 'Hi, item 2291 still has not arrived, can you check it?'

/** One read main has not answered yet: the test answers it when it likes. */
interface PendingRead {
  readonly text: string
  readonly answer: (result: Result<ReplyLanguage | null>) => void
  readonly fail: (error: unknown) => void
}

let unmountHook: (() => void) | null = null
afterEach(() => {
  // Ends the ticket the hook started: the window's ticket store outlives a test.
  unmountHook?.()
  unmountHook = null
})

function setup(opening: TicketOpening | null = null) {
  const reads: PendingRead[] = []
  const fake = fakeCatalog({
    readTicketLanguage: ({ text }) =>
      new Promise((resolve, reject) => reads.push({ text, answer: resolve, fail: reject })),
    recordBulkLookup: () => Promise.resolve({ ok: true, data: [] }),
  })
  installCatalog(fake.api)
  const client = createQueryClient()
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  )
  const view = renderHook(
    () => ({ ticket: useTicketLanguage(CATALOG, () => opening), store: useTicketReplyLanguage(CATALOG) }),
    { wrapper },
  )
  unmountHook = view.unmount
  /** The language every reply on screen reads for this catalog's ticket (undefined: no ticket). */
  const fromTicket = () => view.result.current.store?.fromTicket
  const kept = () => callsOf(fake.calls, 'recordBulkLookup')
  const answer = async (read: PendingRead | undefined, language: ReplyLanguage | null) => {
    await act(async () => read!.answer({ ok: true, data: language }))
  }
  return { ...view, fake, reads, fromTicket, kept, answer }
}

describe('useTicketLanguage: the ticket’s language comes from main', () => {
  it('asks main for each ticket’s text and applies the answer to that ticket', async () => {
    const { result, reads, fromTicket, kept, answer } = setup()
    act(() => result.current.ticket.start([1042], GERMAN))
    expect(reads.map((read) => read.text)).toEqual([GERMAN])
    // Until main answers there is no ticket language, and nothing is kept yet.
    expect(fromTicket()).toBeUndefined()
    await answer(reads[0], 'de')
    expect(fromTicket()).toBe('de')
    expect(result.current.ticket.inUse).toEqual({ language: 'de', chosen: null })
    expect(kept()).toEqual([{ ids: [1042], language: 'de', chosen: null }])
  })

  it('ends the last ticket’s language as soon as the next ticket starts', async () => {
    const { result, reads, fromTicket, answer } = setup()
    act(() => result.current.ticket.start([1042], GERMAN))
    await answer(reads[0], 'de')
    act(() => result.current.ticket.start([3310], '3310'))
    expect(fromTicket()).toBeUndefined()
    await answer(reads[1], null)
    // Answered: the ticket is there, and it does not say (the usual language).
    expect(result.current.store).toMatchObject({ fromTicket: null, chosen: null })
  })

  it('ignores a late answer for an older ticket, whichever arrives first', async () => {
    const { result, reads, fromTicket, kept, answer } = setup()
    act(() => result.current.ticket.start([1042], GERMAN))
    act(() => result.current.ticket.start([2291], ENGLISH))
    act(() => result.current.ticket.start([3310], 'Guten Tag, Artikel 3310 fehlt.'))
    // The second ticket's answer comes after the third started, the first's last.
    await answer(reads[1], 'en')
    expect(fromTicket()).toBeUndefined()
    await answer(reads[2], 'de')
    expect(fromTicket()).toBe('de')
    await answer(reads[0], 'es')
    expect(fromTicket()).toBe('de')
    expect(kept()).toEqual([{ ids: [3310], language: 'de', chosen: null }])
  })

  it.each([
    [
      'answers with an error',
      (read: PendingRead) => read.answer({ ok: false, error: { kind: 'internal', message: saying('x') } }),
    ],
    ['rejects (the bridge failed)', (read: PendingRead) => read.fail(new Error('IPC gone'))],
  ])('leaves the usual language when main %s', async (_how, failRead) => {
    const { result, reads, kept } = setup()
    act(() => result.current.ticket.start([1042], GERMAN))
    await act(async () => failRead(reads[0]!))
    expect(result.current.store).toMatchObject({ fromTicket: null, chosen: null })
    expect(kept()).toEqual([{ ids: [1042], language: null, chosen: null }])
  })

  it('drops an answer that arrives after the lookup closed', async () => {
    const { result, reads, fromTicket, kept, answer, unmount } = setup()
    act(() => result.current.ticket.start([1042], GERMAN))
    unmount()
    await answer(reads[0], 'de')
    expect(fromTicket()).toBeUndefined()
    expect(kept()).toEqual([])
  })
})

describe('useTicketLanguage: the ticket a lookup opens with', () => {
  it('asks main about a ticket pasted to open it', async () => {
    const { reads, fromTicket, answer } = setup({ ids: [1042], text: GERMAN, kept: null })
    expect(reads.map((read) => read.text)).toEqual([GERMAN])
    await answer(reads.at(-1), 'de')
    expect(fromTicket()).toBe('de')
  })

  it('brings a kept ticket back in its language at once, without asking main', async () => {
    const { result, reads, kept } = setup({ ids: [1042], text: '', kept: { language: 'de', chosen: 'ru' } })
    expect(reads).toEqual([])
    expect(result.current.store).toMatchObject({ fromTicket: 'de', chosen: 'ru' })
    await vi.waitFor(() => expect(kept()).toEqual([{ ids: [1042], language: 'de', chosen: 'ru' }]))
  })
})
