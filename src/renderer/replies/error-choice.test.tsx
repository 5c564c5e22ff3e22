import { describe, expect, it, vi } from 'vitest'
import { act, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { SingleItem } from '../../shared/catalog'
import { DEFAULT_ERROR_TABLE } from '../../shared/reply/default-error-table'
import { rowTextFor } from '../../shared/reply/error-table'
import type { StoredReplyTemplates } from '../../shared/reply/templates-schema'
import { DetailPane } from '../detail/detail-pane'
import { createOpenItemStore } from '../state/open-item-store'
import { BulkLookup } from '../lookup/bulk-lookup'
import { callsOf, fakeCatalog, installCatalog } from '../testing/fake-catalog.test-support'
import { renderWithQuery } from '../render-with-query.test-support'
import { singleItem } from '../testing/sample-items.test-support'

/** No entry of the default error table matches it. */
const UNKNOWN = 'Inventory fetch failed with code 15.'
const KNOWN = 'Steam is temporarily unavailable (HTTP 503); the offer will be sent again.'
/** What the reply says once the agent reads UNKNOWN as a private inventory. */
const MAKE_PUBLIC = 'Please set your inventory to public'

const UNMATCHED = singleItem({ id: 1, name: 'Item one', error_message: UNKNOWN, next_try: null })
const MATCHED = singleItem({ id: 2, name: 'Item two', error_message: KNOWN, next_try: null })
const NO_ERROR = singleItem({ id: 3, name: 'Item three', error_message: null, error_date: null })
/** The same kind of failure as UNMATCHED, another time: the row it saves reads it too. */
const LIKE_IT = singleItem({
  id: 4,
  name: 'Item four',
  error_message: 'Inventory fetch failed with code 15.',
  next_try: null,
})
/** Rows of two meanings match: the matching meanings come first in its choice. */
const TWO_MEANINGS = singleItem({
  id: 5,
  name: 'Item five',
  error_message: 'Invalid trade URL; partner inventory is private',
  next_try: null,
})
const ITEMS: readonly SingleItem[] = [UNMATCHED, MATCHED, NO_ERROR]
const MORE_ITEMS: readonly SingleItem[] = [...ITEMS, LIKE_IT, TWO_MEANINGS]

// Choices are kept per catalog for the window's session: each test answers its own ticket.
let catalogs = 0

async function setup(paneId = UNMATCHED.id, items = ITEMS) {
  const catalog = `https://catalog-${++catalogs}.test`
  let stored: StoredReplyTemplates = { languages: {} }
  const fake = fakeCatalog({
    startLookup: (request) =>
      Promise.resolve({ ok: true, data: { batchId: 'b1', total: request.ids.length } }),
    cancelLookup: () => Promise.resolve({ ok: true, data: { cancelled: true } }),
    getItem: (request) => Promise.resolve({ ok: true, data: items.find((item) => item.id === request.id)! }),
    replyTemplates: () => Promise.resolve({ ok: true, data: stored }),
    saveReplyTemplates: (request) => {
      stored = request.templates as StoredReplyTemplates
      return Promise.resolve({ ok: true, data: stored })
    },
    replyLanguage: () => Promise.resolve({ ok: true, data: 'en' }),
    copyText: () => Promise.resolve({ ok: true, data: { copied: true } }),
  })
  installCatalog(fake.api)
  const openItem = createOpenItemStore()
  renderWithQuery(
    <>
      <BulkLookup
        catalog={catalog}
        initial={items.map((item) => item.id).join(' ')}
        openItem={openItem}
        onOpen={(id) => openItem.set(id)}
        onClose={() => undefined}
      />
      <DetailPane catalog={catalog} id={paneId} onClose={() => undefined} />
    </>,
  )
  await vi.waitFor(() => expect(callsOf(fake.calls, 'startLookup')).toHaveLength(1))
  await act(async () => undefined)
  items.forEach((item, index) =>
    act(() =>
      fake.emit('lookup:progress', {
        batchId: 'b1',
        rows: [{ index, id: item.id, outcome: { kind: 'item', item } }],
      }),
    ),
  )
  act(() => fake.emit('lookup:finished', { batchId: 'b1', reason: 'done' }))
  const lookup = screen.getByRole('region', { name: 'Bulk lookup' })
  const pane = screen.getByRole('region', { name: 'Item details' })
  const copyButton = within(lookup).getByRole('button', { name: 'Copy reply' })
  await vi.waitFor(() => expect(copyButton).toBeEnabled())
  const user = userEvent.setup()
  return {
    fake,
    user,
    openItem,
    lookup,
    pane,
    copyButton,
    row: (id: number) => within(lookup).getByRole('row', { name: new RegExp(`^${id} `) }),
    /** Copies the lookup's reply and returns it. */
    copied: async () => {
      await user.click(copyButton)
      return (callsOf(fake.calls, 'copyText').at(-1) as { text: string }).text
    },
    saved: () => callsOf(fake.calls, 'saveReplyTemplates') as { templates: StoredReplyTemplates }[],
  }
}

describe('Needs your choice', () => {
  it('shows the combobox only for an error the table does not know, in its row and in the pane', async () => {
    const { row, pane } = await setup()
    const choice = await within(row(1)).findByRole('combobox', { name: 'Situation for item 1' })
    expect(within(row(1)).getByText('Needs your choice')).toBeInTheDocument()
    // Shown beside the choice, not only in the Error column (error-choice.css keeps it in view).
    expect(within(row(1)).getByText(UNKNOWN, { selector: 'q' })).toHaveAttribute('title', UNKNOWN)
    expect(choice).toHaveAccessibleDescription(UNKNOWN)
    expect(choice).toHaveValue('')
    expect(
      within(choice).getByRole('option', { name: 'Customer must make the inventory public' }),
    ).toBeTruthy()
    expect(within(row(2)).queryByRole('combobox')).toBeNull()
    expect(within(row(3)).queryByRole('combobox')).toBeNull()
    expect(within(row(2)).queryByText('Needs your choice')).toBeNull()

    const inPane = await within(pane).findByRole('combobox', { name: 'Situation for item 1' })
    expect(within(pane).getByText('Needs your choice')).toBeInTheDocument()
    expect(within(pane).getByText(UNKNOWN, { selector: 'q' })).toBeInTheDocument()
    expect(inPane).toHaveAccessibleDescription(UNKNOWN)
  })

  it('keeps its keys and clicks from the row: choosing neither opens the item nor moves to another row', async () => {
    const { user, row, openItem } = await setup()
    const choice = await within(row(1)).findByRole('combobox', { name: 'Situation for item 1' })
    await user.click(choice)
    act(() => choice.focus())
    await user.keyboard('{ArrowDown}{Enter}')
    expect(choice).toHaveFocus()
    expect(openItem.get()).toBeNull()
  })

  it('shows nothing to choose in the pane of an item whose error the table knows', async () => {
    const { pane } = await setup(MATCHED.id)
    await within(pane).findByText('Item two', { selector: 'h2' })
    expect(within(pane).queryByRole('combobox', { name: /^Situation for item/ })).toBeNull()
    expect(within(pane).queryByText('Needs your choice')).toBeNull()
  })

  it('says on Copy reply how many items wait, asks before copying past them, and follows the choice', async () => {
    const { user, fake, row, pane, lookup, copyButton, copied } = await setup()
    await vi.waitFor(() => expect(copyButton).toHaveAccessibleDescription('1 item needs your choice'))
    expect(copyButton).toHaveAccessibleName('Copy reply')
    // Copied past the open choice only when asked to (copy-prompt.test.tsx has the question).
    const copiedAnyway = async () => {
      await user.click(copyButton)
      await user.click(within(lookup).getByRole('button', { name: 'Copy anyway' }))
      return (callsOf(fake.calls, 'copyText').at(-1) as { text: string }).text
    }

    const before = await copiedAnyway()
    expect(before).toContain('We could not send the trade offer for Item one (ID 1) yet.')
    expect(before).not.toContain(MAKE_PUBLIC)

    await user.selectOptions(
      within(row(1)).getByRole('combobox', { name: 'Situation for item 1' }),
      'inventory_private',
    )
    expect(copyButton).not.toHaveAccessibleDescription()
    expect(within(pane).getByRole('combobox', { name: 'Situation for item 1' })).toHaveValue(
      'inventory_private',
    )
    expect(within(pane).getByText(/says: Customer must make the inventory public\./)).toBeInTheDocument()
    expect(await copied()).toContain(MAKE_PUBLIC)

    // Taken back in the pane: the reply says only what the fields prove again.
    await user.selectOptions(within(pane).getByRole('combobox', { name: 'Situation for item 1' }), '')
    expect(copyButton).toHaveAccessibleDescription('1 item needs your choice')
    expect(await copiedAnyway()).not.toContain(MAKE_PUBLIC)
  })

  it('adds the error to the lead’s table with "Always read this error as …" once the agent has seen what it reads', async () => {
    const { user, fake, row, pane, lookup, copyButton, saved } = await setup(UNMATCHED.id, MORE_ITEMS)
    const choice = await within(pane).findByRole('combobox', { name: 'Situation for item 1' })
    expect(within(pane).queryByRole('button', { name: /^Always read this error as/ })).toBeNull()
    await user.selectOptions(choice, 'steam_down')
    await user.click(
      within(pane).getByRole('button', { name: 'Always read this error as “Steam unavailable”' }),
    )

    const asked = screen.getByRole('alertdialog', { name: 'Always read this error as “Steam unavailable”?' })
    expect(asked).toHaveTextContent(
      'This row goes into your error table: inventory fetch failed with code 15. means “Steam unavailable”.',
    )
    const reads = within(asked).getByRole('list', { name: 'Items this row reads' })
    expect(
      within(reads)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Item 1, Item one: read as “Steam unavailable”',
      'Item 4, Item four: read as “Steam unavailable”',
    ])
    expect(saved()).toHaveLength(0)
    expect(within(asked).getByRole('button', { name: 'Cancel' })).toHaveFocus()
    await user.click(within(asked).getByRole('button', { name: 'Add to the error table' }))

    await vi.waitFor(() => expect(saved()).toHaveLength(1))
    expect(saved()[0]!.templates.errorTable).toEqual([
      { contains: rowTextFor(UNKNOWN), means: 'steam_down' },
      ...DEFAULT_ERROR_TABLE,
    ])
    expect(
      await within(pane).findByText(
        `Added to the error table: errors with “${rowTextFor(UNKNOWN)}” now read as “Steam unavailable”.`,
      ),
    ).toHaveAttribute('role', 'status')
    // The table knows the error now: nothing is left to choose, here or in the row; both say who read it.
    expect(within(pane).queryByRole('combobox', { name: 'Situation for item 1' })).toBeNull()
    expect(within(row(1)).queryByRole('combobox', { name: 'Situation for item 1' })).toBeNull()
    expect(within(row(1)).getByText('Read by your table: Steam unavailable')).toBeInTheDocument()
    expect(
      within(pane).getByText(`Read by your table: Steam unavailable, by the row “${rowTextFor(UNKNOWN)}”`),
    ).toBeInTheDocument()
    expect(within(row(4)).queryByRole('combobox')).toBeNull()
    await vi.waitFor(() => expect(copyButton).toHaveAccessibleDescription('1 item needs your choice'))
    // Another item still waits for a choice: Copy reply asks first (copy-prompt.test.tsx).
    await user.click(copyButton)
    await user.click(within(lookup).getByRole('button', { name: 'Copy anyway' }))
    expect((callsOf(fake.calls, 'copyText').at(-1) as { text: string }).text).toContain(
      'Steam was temporarily unavailable.',
    )
  })

  it('saves nothing when the agent cancels the row', async () => {
    const { user, pane, saved } = await setup()
    await user.selectOptions(
      await within(pane).findByRole('combobox', { name: 'Situation for item 1' }),
      'checking',
    )
    await user.click(within(pane).getByRole('button', { name: /^Always read this error as/ }))
    await user.keyboard('{Enter}')
    expect(screen.queryByRole('alertdialog')).toBeNull()
    expect(saved()).toHaveLength(0)
    expect(within(pane).getByRole('combobox', { name: 'Situation for item 1' })).toHaveValue('checking')
  })

  it('asks from a row too, outside the row’s one line, and a click in it opens no item', async () => {
    const { user, row, openItem } = await setup(MATCHED.id)
    await user.selectOptions(
      await within(row(1)).findByRole('combobox', { name: 'Situation for item 1' }),
      'checking',
    )
    await user.click(within(row(1)).getByRole('button', { name: /^Always read this error as/ }))
    const asked = screen.getByRole('alertdialog', { name: 'Always read this error as “we are checking”?' })
    expect(row(1)).not.toContainElement(asked)
    await user.click(within(asked).getByRole('button', { name: 'Cancel' }))
    expect(openItem.get()).toBeNull()
  })

  it('says in the row and the pane which table read an error', async () => {
    const { row, pane } = await setup(MATCHED.id)
    expect(
      await within(row(2)).findByText('Read by the default table: Steam unavailable'),
    ).toBeInTheDocument()
    expect(
      await within(pane).findByText(
        'Read by the default table: Steam unavailable, by the row “steam is temporarily unavailable”',
      ),
    ).toBeInTheDocument()
    expect(within(row(1)).queryByText(/^Read by/)).toBeNull()
  })

  it('offers the meanings the matching rows gave first, and says why it asks', async () => {
    const { row, pane } = await setup(TWO_MEANINGS.id, MORE_ITEMS)
    const choice = await within(row(5)).findByRole('combobox', { name: 'Situation for item 5' })
    const groups = within(choice).getAllByRole('group')
    expect(groups.map((group) => group.getAttribute('label'))).toEqual([
      'What the matching rows mean',
      'Other meanings',
    ])
    expect(
      within(groups[0]!)
        .getAllByRole('option')
        .map((option) => option.getAttribute('value')),
    ).toEqual(['trade_url_outdated', 'inventory_private'])
    expect(within(groups[1]!).getAllByRole('option')).toHaveLength(6)
    const inPane = await within(pane).findByRole('combobox', { name: 'Situation for item 5' })
    expect(inPane).toHaveAccessibleDescription(
      'Invalid trade URL; partner inventory is private Rows of the error table with different meanings match.',
    )
    expect(within(pane).getByText('Rows of the error table with different meanings match.')).toBeVisible()
  })
})
