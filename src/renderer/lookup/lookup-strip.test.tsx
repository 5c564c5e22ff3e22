import { act, render, screen } from '@testing-library/react'
import type { ReactNode } from 'react'
import { IntlProvider } from 'react-intl'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { ENGLISH_MESSAGES, type LoadedMessages } from '../api/load-messages'
import german from '../../shared/i18n/messages/de.json'
import { createValueStore } from '../state/value-store'
import { LookupStrip, STRIP_COUNT_MS } from './lookup-strip'

/** The window's words in `locale`, as the app's provider gives them (English unless said). */
const wordedIn =
  (locale = 'en', messages: LoadedMessages = ENGLISH_MESSAGES) =>
  ({ children }: { readonly children: ReactNode }) => (
    <IntlProvider locale={locale} messages={messages}>
      {children}
    </IntlProvider>
  )

describe('LookupStrip', () => {
  beforeEach(() => {
    vi.useFakeTimers()
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  function setup(wrapper = wordedIn()) {
    const answered = createValueStore(0)
    let renders = 0
    /** The lookup's side: what renders the strip, counted. */
    function Parent({ running }: { readonly running: boolean }) {
      renders++
      return <LookupStrip answered={answered} total={1000} running={running} onShow={() => {}} />
    }
    const strip = (running: boolean) => <Parent running={running} />
    const view = render(strip(true), { wrapper })
    return { answered, view, strip, renders: () => renders }
  }

  it('counts the answers of a running lookup once a period, rendering once a period', () => {
    const { answered } = setup()
    const status = screen.getByRole('status')
    act(() => answered.set(10))
    act(() => vi.advanceTimersByTime(0))
    expect(status).toHaveTextContent('Lookup running: 10 of 1,000 answered')
    for (const done of [20, 30, 40]) {
      act(() => answered.set(done))
      act(() => vi.advanceTimersByTime(STRIP_COUNT_MS / 4))
    }
    expect(status).toHaveTextContent('Lookup running: 10 of 1,000 answered')
    act(() => vi.advanceTimersByTime(STRIP_COUNT_MS / 4))
    expect(status).toHaveTextContent('Lookup running: 40 of 1,000 answered')
  })

  it('counts without its parent: the lookup behind the list is not rendered for an answer', () => {
    const { answered, renders } = setup()
    const before = renders()
    for (let done = 1; done <= 100; done++) act(() => answered.set(done))
    act(() => vi.advanceTimersByTime(STRIP_COUNT_MS))
    expect(screen.getByRole('status')).toHaveTextContent('Lookup running: 100 of 1,000 answered')
    expect(renders()).toBe(before)
  })

  it('says at once that the lookup is done, with every answer', () => {
    const { answered, view, strip } = setup()
    act(() => answered.set(10))
    act(() => vi.advanceTimersByTime(0))
    act(() => answered.set(1000))
    view.rerender(strip(false))
    expect(screen.getByRole('status')).toHaveTextContent('Lookup done: 1,000 of 1,000 answered')
  })

  it('says how far it got and the way back in the app language', () => {
    const { answered } = setup(wordedIn('de', german))
    act(() => answered.set(1000))
    act(() => vi.advanceTimersByTime(STRIP_COUNT_MS))
    expect(screen.getByRole('status')).toHaveTextContent('Abfrage läuft: 1.000 von 1.000 beantwortet')
    expect(screen.getByRole('button', { name: 'Abfrage anzeigen' })).toBeInTheDocument()
    expect(screen.queryByText(/Lookup|answered|Show lookup/)).toBeNull()
  })
})
