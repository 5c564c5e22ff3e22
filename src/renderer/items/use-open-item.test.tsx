import { beforeEach, describe, expect, it, vi } from 'vitest'
import { act, screen, within } from '@testing-library/react'
import type { CatalogApi } from '../../shared/ipc'
import type { SingleItem } from '../../shared/catalog'
import type { Result } from '../../shared/errors'
import { singleItem } from '../testing/sample-items.test-support'
import { callsOf } from '../testing/fake-catalog.test-support'
import { startApp } from '../app.test-support'
import { loadLazyParts } from '../ui/lazy-part'
import type * as AnswerWait from './answer-wait'
import { saying } from '../../shared/i18n/english.test-support'

/** The open's wait for its answer, as the app has it unless a test lengthens it. */
const answerWait = vi.hoisted(() => ({ ms: 0, actual: 0 }))
vi.mock('./answer-wait', async (importOriginal) => {
  answerWait.actual = (await importOriginal<typeof AnswerWait>()).ANSWER_WAIT_MS
  return {
    get ANSWER_WAIT_MS() {
      return answerWait.ms
    },
  }
})
beforeEach(() => {
  answerWait.ms = answerWait.actual
})

const paneShown = () => screen.queryByRole('region', { name: 'Item details' }) !== null
const placeholderShown = () => document.querySelector('.detail__loading') !== null
type GetItem = CatalogApi['getItem']

/** The app on its first page, with `getItem` replaced by `serve` (the fake's own one passed in). */
async function appWith(
  serve: (request: { id: number }, original: GetItem) => ReturnType<GetItem>,
  more: Parameters<typeof startApp>[1] = {},
) {
  const app = startApp(undefined, more)
  const table = await screen.findByRole('table', { name: 'Items' })
  await within(table).findByText(/^Item 26$/)
  // As in the window once its idle prefetch has run: the pane's code is in before the click.
  await loadLazyParts()
  const api = app.fake.api as { -readonly [M in keyof CatalogApi]: CatalogApi[M] }
  const original = api.getItem
  /** The IDs asked for, in order. */
  const asked: number[] = []
  api.getItem = (request) => {
    asked.push((request as { id: number }).id)
    return serve(request as { id: number }, original)
  }
  const openRow = (id: number) => app.user.click(within(table).getByText(new RegExp(`^Item ${id}$`)))
  const pane = () => screen.findByRole('region', { name: 'Item details' })
  return { ...app, asked, openRow, pane }
}

/** An answer the test releases. */
function held() {
  let release: (result: Result<SingleItem>) => void = () => undefined
  const answer = new Promise<Result<SingleItem>>((resolve) => (release = resolve))
  return { answer, release }
}

describe('opening an item', () => {
  it('asks main for it in the click’s own task, before the pane exists, and only once', async () => {
    const paneAtRequest: boolean[] = []
    const { fake, openRow, pane } = await appWith((request, original) => {
      paneAtRequest.push(paneShown())
      return original(request)
    })

    await openRow(27)
    await within(await pane()).findByText('27')
    expect(paneAtRequest).toEqual([false])
    expect(callsOf(fake.calls, 'getItem')).toEqual([{ id: 27, slot: 'detail' }])
  })

  it('asks for the reply language while idle: the first open asks main for the item alone', async () => {
    const { fake, openRow, pane } = await appWith((request, original) => original(request), {
      replyLanguage: () => Promise.resolve({ ok: true, data: 'en' }),
    })
    await vi.waitFor(() => expect(callsOf(fake.calls, 'replyLanguage')).toHaveLength(1))
    await openRow(27)
    await within(await pane()).findByRole('group', { name: 'Reply to the customer' })
    expect(callsOf(fake.calls, 'replyLanguage')).toHaveLength(1)
    expect(callsOf(fake.calls, 'getItem')).toEqual([{ id: 27, slot: 'detail' }])
  })

  it('shows the pane once, with the item, when the answer comes first', async () => {
    const placeholders: boolean[] = []
    const watcher = new MutationObserver(() => placeholders.push(placeholderShown()))
    watcher.observe(document.body, { childList: true, subtree: true })
    const { openRow, pane } = await appWith((request, original) => original(request))

    await openRow(27)
    await within(await pane()).findByText('27')
    watcher.disconnect()
    expect(placeholders).not.toContain(true)
  })

  it('shows the placeholder while a slow answer is on its way, then the item', async () => {
    const slow = held()
    const { openRow, pane } = await appWith(() => slow.answer)

    await openRow(27)
    await pane()
    expect(placeholderShown()).toBe(true)
    slow.release({ ok: true, data: singleItem({ id: 27 }) })
    await within(await pane()).findByText('27')
    expect(placeholderShown()).toBe(false)
  })

  it('lets a later open win over one still waiting for its answer', async () => {
    // Item 27 must still be waiting when 28 is clicked, however slow the machine.
    answerWait.ms = 60_000
    const answers = { 27: held(), 28: held() }
    const { asked, openRow, pane } = await appWith((request) => answers[request.id as 27 | 28].answer)
    const paneItem = () =>
      screen.queryByRole('region', { name: 'Item details' })?.querySelector('.detail__eyebrow')

    await openRow(27)
    await openRow(28)
    answers[27].release({ ok: true, data: singleItem({ id: 27 }) })
    await act(() => answers[27].answer)
    expect(paneShown()).toBe(false)
    answers[28].release({ ok: true, data: singleItem({ id: 28 }) })
    await within(await pane()).findByText('28')
    expect(paneItem()).toHaveTextContent('Item 28')
    expect(asked).toEqual([27, 28])
  })

  it('shows an error answer without asking the catalog a second time', async () => {
    const { asked, openRow, pane } = await appWith(() =>
      Promise.resolve({
        ok: false,
        error: { kind: 'not_found', message: saying('The catalog has no item 27.') },
      }),
    )

    await openRow(27)
    expect(await within(await pane()).findByRole('alert')).toHaveTextContent('No item with ID 27')
    expect(asked).toEqual([27])
  })

  it('shows an error for the next item in the same way: asked once, shown once', async () => {
    const { asked, openRow, pane } = await appWith((request, original) =>
      request.id === 28
        ? Promise.resolve({
            ok: false,
            error: { kind: 'not_found', message: saying('The catalog has no item 28.') },
          })
        : original(request),
    )

    await openRow(27)
    await within(await pane()).findByText('27')
    await openRow(28)
    expect(await within(await pane()).findByRole('alert')).toHaveTextContent('No item with ID 28')
    expect(asked).toEqual([27, 28])
  })

  it('patches the next item into the pane on screen instead of building another', async () => {
    const { openRow, pane, fake } = await appWith((request, original) => original(request))

    await openRow(27)
    const first = await pane()
    await within(first).findByText('27')
    const heading = within(first).getByRole('heading', { level: 2 })
    await openRow(28)
    await within(first).findByText('28')
    expect(await pane()).toBe(first)
    expect(within(first).getByRole('heading', { level: 2 })).toBe(heading)
    expect(callsOf(fake.calls, 'getItem')).toHaveLength(2)
  })

  it('says nothing on the next item of a copy or a watch still about the one before', async () => {
    const { user, openRow, pane } = await appWith((request, original) => original(request), {
      replyTemplates: () => Promise.resolve({ ok: true, data: { languages: {} } }),
      replyLanguage: () => Promise.resolve({ ok: true, data: 'en' }),
      copyText: () => Promise.resolve({ ok: true, data: { copied: true } }),
      watchList: () =>
        Promise.resolve({
          ok: true,
          data: { items: [], intervalSeconds: 60, notifications: true, changedCount: 0 },
        }),
      // Item 27's watch never answers: the next item's button must not wait on it.
      watchItem: () => new Promise(() => undefined),
    })

    await openRow(27)
    const first = within(await pane())
    await first.findByText('27')
    const copyReply = first.getByRole('button', { name: 'Copy reply' })
    await vi.waitFor(() => expect(copyReply).toBeEnabled())
    await user.click(copyReply)
    expect(await first.findByText('Reply copied')).toBeInTheDocument()
    const watch = first.getByRole('button', { name: 'Watch item' })
    await vi.waitFor(() => expect(watch).toBeEnabled())
    await user.click(watch)
    expect(watch).toBeDisabled()

    await openRow(28)
    await first.findByText('28')
    expect(first.queryByText('Reply copied')).toBeNull()
    expect(first.getByRole('button', { name: 'Watch item' })).toBeEnabled()
  })
})
