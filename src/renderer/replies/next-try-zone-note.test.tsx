import { afterEach, describe, expect, it, vi } from 'vitest'
import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { DocumentedSingleItem } from '../../shared/catalog'
import type { ReplySubject } from '../../shared/reply/advise'
import { callsOf, fakeCatalog, installCatalog } from '../testing/fake-catalog.test-support'
import { renderWithQuery } from '../render-with-query.test-support'
import { singleItem } from '../testing/sample-items.test-support'
import { SESSION } from '../testing/sample-session.test-support'
import { closeEditCatalog, useEditCatalogOpen } from '../ui/edit-catalog-opener'
import { SHORTCUT_PRIORITY } from './copy-reply-shortcut'
import { NextTryZoneNote } from './next-try-zone-note'
import { ReplyTools } from './reply-tools'

/**
 * The note by `Copy reply` while the catalog's zone is not set (as the lookup and the detail
 * pane place it): it counts the items whose next try the reply says may already be over, and
 * its button opens `Edit catalog` on the zone. Copy reply's text proves the count.
 */

const SET_ZONE = "Set the catalog's time zone…"

afterEach(closeEditCatalog)

/** `at` as a zone-less catalog time read in UTC: `YYYY-MM-DD HH:MM:SS`. */
const wallTime = (msFromNow: number) =>
  new Date(Date.now() + msFromNow).toISOString().slice(0, 19).replace('T', ' ')
const HOUR = 3_600_000

function OpenerProbe() {
  return <output aria-label="Edit catalog opened on">{useEditCatalogOpen() ?? 'closed'}</output>
}

function waiting(id: number, overrides: Partial<DocumentedSingleItem>): ReplySubject {
  return {
    kind: 'item',
    item: singleItem({ id, status: { known: true, value: 'WAITING_FOR_SEND' }, ...overrides }),
  }
}

async function setup(subjects: readonly ReplySubject[], timeZone: string | null = null) {
  const fake = fakeCatalog({
    getSession: () =>
      Promise.resolve({ ok: true, data: { ...SESSION, catalog: { ...SESSION.catalog, timeZone } } }),
    replyTemplates: () => Promise.resolve({ ok: true, data: { languages: {} } }),
    replyLanguage: () => Promise.resolve({ ok: true, data: 'en' }),
    copyText: () => Promise.resolve({ ok: true, data: { copied: true } }),
  })
  installCatalog(fake.api)
  renderWithQuery(
    <>
      <ReplyTools
        catalog="https://catalog.test"
        subjects={() => subjects}
        priority={SHORTCUT_PRIORITY.lookup}
        unavailable={null}
      />
      <NextTryZoneNote catalog="https://catalog.test" subjects={() => subjects} />
      <OpenerProbe />
    </>,
  )
  const copy = await screen.findByRole('button', { name: 'Copy reply' })
  await vi.waitFor(() => expect(copy).toBeEnabled())
  return { fake, copy, user: userEvent.setup() }
}

describe('the next-try note by Copy reply', () => {
  it('says how many next tries may be over, and its button opens Edit catalog on the zone', async () => {
    const { fake, copy, user } = await setup([
      waiting(1, { next_try: wallTime(2 * HOUR), error_message: null }),
      waiting(2, {
        next_try: wallTime(-3 * HOUR),
        error_message: 'Steam is temporarily unavailable (HTTP 503).',
      }),
      waiting(3, { next_try: wallTime(72 * HOUR), error_message: null }),
    ])
    const setZone = await screen.findByRole('button', { name: SET_ZONE })
    expect(setZone).toHaveAccessibleDescription("2 items' next tries may already be over")
    await user.click(copy)
    const [{ text }] = callsOf(fake.calls, 'copyText') as [{ text: string }]
    expect(text.match(/\(which may already have been made\)/g)).toHaveLength(2)
    await user.click(setZone)
    expect(screen.getByRole('status', { name: 'Edit catalog opened on' })).toHaveTextContent('time-zone')
  })

  it('says nothing with the zone set: the reply names the time', async () => {
    const { fake, copy, user } = await setup(
      [waiting(1, { next_try: wallTime(2 * HOUR), error_message: null })],
      'Europe/Berlin',
    )
    // Copied once the zone is read: the reply then names the time in it.
    await vi.waitFor(async () => {
      await user.click(copy)
      expect(callsOf(fake.calls, 'copyText').at(-1)).toMatchObject({
        text: expect.stringMatching(/UTC\+[12]/),
      })
    })
    expect(screen.queryByRole('button', { name: SET_ZONE })).toBeNull()
    expect(screen.queryByText(/may already be over/)).toBeNull()
  })

  it('says nothing for a next try ahead in every zone, or one the customer must clear first', async () => {
    await setup([
      waiting(1, { next_try: wallTime(72 * HOUR), error_message: null }),
      waiting(2, {
        next_try: wallTime(2 * HOUR),
        error_message: "Trade offer could not be sent: the receiving account's Steam inventory is private.",
      }),
    ])
    expect(screen.queryByRole('button', { name: SET_ZONE })).toBeNull()
    expect(screen.queryByText(/may already be over/)).toBeNull()
  })
})
