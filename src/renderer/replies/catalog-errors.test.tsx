import { describe, expect, it } from 'vitest'
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { DEFAULT_ERROR_TABLE } from '../../shared/reply/default-error-table'
import { MAX_ERROR_TABLE_ENTRIES } from '../../shared/reply/error-table'
import { callsOf, fakeCatalog, installCatalog } from '../testing/fake-catalog.test-support'
import { renderWithQuery } from '../render-with-query.test-support'
import { rowsOf, type ErrorRow } from './catalog-error-rows'
import { CatalogErrors } from './catalog-errors'
import {
  box,
  button,
  byRole,
  HIDDEN_OK,
  openTemplatesDialog,
  setupTemplates,
} from '../reply-templates.test-support'

function region(dialog: HTMLElement) {
  return within(dialog).getByRole('region', { name: 'Catalog errors', ...HIDDEN_OK })
}

const row = (container: HTMLElement, n: number) => byRole(container, 'group', `Error ${n}`)

describe('Catalog errors in the Reply templates dialog', () => {
  it('starts with the default table, one row per entry, each worded for the agent', async () => {
    const { user } = setupTemplates()
    const errors = region(await openTemplatesDialog(user))
    const first = row(errors, 1)
    expect(box(first, 'Error text contains')).toHaveValue(DEFAULT_ERROR_TABLE[0]!.contains)
    expect(byRole(first, 'combobox', 'Means')).toHaveDisplayValue('Customer must update the trade URL')
    expect(first).toHaveTextContent("Cause on the customer's side")
    expect(row(errors, DEFAULT_ERROR_TABLE.length)).toBeInTheDocument()
    expect(button(errors, 'Use the default errors')).toBeDisabled()
  })

  it('adds an error on top with focus in its text, and Save stores it above the defaults', async () => {
    const { user, fake } = setupTemplates()
    const dialog = await openTemplatesDialog(user)
    const errors = region(dialog)
    await user.click(button(errors, 'Add error'))
    const text = box(row(errors, 1), 'Error text contains')
    expect(text).toHaveValue('')
    expect(text).toHaveFocus()
    await user.type(text, 'Partner account is locked')
    await user.selectOptions(byRole(row(errors, 1), 'combobox', 'Means'), 'account_cannot_trade')
    await user.click(button(dialog, 'Save'))
    expect(callsOf(fake.calls, 'saveReplyTemplates')).toEqual([
      {
        templates: {
          languages: {},
          errorTable: [
            { contains: 'Partner account is locked', means: 'account_cannot_trade' },
            ...DEFAULT_ERROR_TABLE,
          ],
        },
      },
    ])
  })

  it('shows the side of each row’s cause, following its meaning', async () => {
    const { user } = setupTemplates({ languages: {}, errorTable: [{ contains: 'x', means: 'steam_down' }] })
    const first = row(region(await openTemplatesDialog(user)), 1)
    expect(first).toHaveTextContent('Cause at Steam')
    for (const [means, side] of [
      ['item_gone', 'Cause on our side'],
      ['offer_declined', 'Cause: the trade offer'],
      ['checking', 'No cause named'],
    ] as const) {
      await user.selectOptions(byRole(first, 'combobox', 'Means'), means)
      expect(first).toHaveTextContent(side)
    }
  })

  it("starts with the lead's saved table, and removes rows", async () => {
    const { user, fake } = setupTemplates({
      languages: {},
      errorTable: [
        { contains: 'expired', means: 'offer_declined' },
        { contains: 'token expired', means: 'trade_url_outdated' },
        { contains: 'blocked', means: 'checking' },
      ],
    })
    const dialog = await openTemplatesDialog(user)
    const errors = region(dialog)
    expect(box(row(errors, 2), 'Error text contains')).toHaveValue('token expired')
    // Every row is tried, so there is no order to set.
    expect(within(row(errors, 2)).queryByRole('button', { name: 'Move up' })).toBeNull()
    await user.click(button(row(errors, 3), 'Remove'))
    // Focus goes to the row before the removed last one, not to the page.
    expect(box(row(errors, 2), 'Error text contains')).toHaveFocus()
    await user.click(button(dialog, 'Save'))
    expect(callsOf(fake.calls, 'saveReplyTemplates')).toEqual([
      {
        templates: {
          languages: {},
          errorTable: [
            { contains: 'expired', means: 'offer_declined' },
            { contains: 'token expired', means: 'trade_url_outdated' },
          ],
        },
      },
    ])
  })

  it('says what to do about an empty or repeated text, and Save stores nothing until fixed', async () => {
    const { user, fake } = setupTemplates({
      languages: {},
      errorTable: [{ contains: 'Private inventory', means: 'inventory_private' }],
    })
    const dialog = await openTemplatesDialog(user)
    const errors = region(dialog)
    await user.click(button(errors, 'Add error'))
    const empty = box(row(errors, 1), 'Error text contains')
    expect(empty).toHaveAccessibleDescription('Type the text this catalog error contains, or remove the row.')
    await user.type(empty, '  private   INVENTORY ')
    expect(box(row(errors, 2), 'Error text contains')).toHaveAccessibleDescription(
      'Error 1 already has these words: change this text or remove the row.',
    )
    expect(box(row(errors, 2), 'Error text contains')).toHaveAttribute('aria-invalid', 'true')
    await user.click(button(dialog, 'Save'))
    expect(callsOf(fake.calls, 'saveReplyTemplates')).toEqual([])
    expect(within(dialog).getByRole('alert', HIDDEN_OK)).toHaveTextContent(
      'Not saved: fix the catalog errors marked in the table, then save again.',
    )
    expect(box(row(errors, 2), 'Error text contains')).toHaveFocus()
    await user.click(button(row(errors, 2), 'Remove'))
    expect(within(dialog).queryByRole('alert', HIDDEN_OK)).toBeNull()
    await user.click(button(dialog, 'Save'))
    expect(callsOf(fake.calls, 'saveReplyTemplates')).toEqual([
      { templates: { languages: {}, errorTable: [{ contains: 'private   INVENTORY', means: 'checking' }] } },
    ])
  })

  it('puts the default table back with Use the default errors, stored as no table of its own', async () => {
    const { user, fake } = setupTemplates({
      languages: {},
      errorTable: [{ contains: 'x', means: 'checking' }],
    })
    const dialog = await openTemplatesDialog(user)
    await user.click(button(region(dialog), 'Use the default errors'))
    expect(row(region(dialog), DEFAULT_ERROR_TABLE.length)).toBeInTheDocument()
    await user.click(button(dialog, 'Save'))
    expect(callsOf(fake.calls, 'saveReplyTemplates')).toEqual([{ templates: { languages: {} } }])
  })
})

/** The region alone, with a table at its limit: rendering the whole dialog with it would be slow. */
function FullTable() {
  const [rows, setRows] = useState<readonly ErrorRow[]>(() =>
    rowsOf(
      Array.from({ length: MAX_ERROR_TABLE_ENTRIES }, (_, n) => ({
        contains: `error ${n}`,
        means: 'checking' as const,
      })),
    ),
  )
  return <CatalogErrors rows={rows} onChange={(update) => setRows(update)} />
}

describe('a full Catalog errors table', () => {
  it('offers no Add error and says to remove a row first; removing one allows it again', async () => {
    const user = userEvent.setup()
    installCatalog(fakeCatalog({ appLanguage: async () => ({ ok: true, data: 'en' }) }).api)
    renderWithQuery(<FullTable />)
    const errors = screen.getByRole('region', { name: 'Catalog errors', ...HIDDEN_OK })
    expect(button(errors, 'Add error')).toBeDisabled()
    expect(within(errors).getByRole('status', HIDDEN_OK)).toHaveTextContent(
      `The table is full (${MAX_ERROR_TABLE_ENTRIES} errors): remove a row to add another.`,
    )
    await user.click(button(row(errors, 1), 'Remove'))
    expect(button(errors, 'Add error')).toBeEnabled()
    expect(within(errors).queryByRole('status', HIDDEN_OK)).toBeNull()
  })
})
