import type { ReactElement } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { act, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { AppLanguage } from '../../shared/i18n/app-languages'
import type { ReplySubject } from '../../shared/reply/advise'
import { MAX_ERROR_TABLE_ENTRIES } from '../../shared/reply/error-table'
import { fakeCatalog, installCatalog } from '../testing/fake-catalog.test-support'
import { renderWithQuery } from '../render-with-query.test-support'
import { singleItem } from '../testing/sample-items.test-support'
import { rowsOf } from './catalog-error-rows'
import { CatalogErrors } from './catalog-errors'
import { SHORTCUT_PRIORITY } from './copy-reply-shortcut'
import { ErrorChoice } from './error-choice'
import { ReplyTools } from './reply-tools'
import { endTicket, startTicket } from './ticket-reply-language'

/** No entry of the default error table matches it: each item with it waits for the agent's choice. */
const UNKNOWN = 'Inventory fetch failed with code 15.'
const waiting = (id: number) => singleItem({ id, error_message: UNKNOWN, next_try: null })

// Each test its own catalog: choices and tickets are kept per catalog for the window's session.
let catalogs = 0

function showIn(language: AppLanguage, ui: (catalog: string) => ReactElement) {
  const catalog = `https://catalog-words-${++catalogs}.test`
  installCatalog(
    fakeCatalog({
      appLanguage: async () => ({ ok: true, data: language }),
      replyTemplates: async () => ({ ok: true, data: { languages: {} } }),
      replyLanguage: async () => ({ ok: true, data: 'en' }),
      copyText: async () => ({ ok: true, data: { copied: true } }),
    }).api,
  )
  renderWithQuery(ui(catalog))
  return { catalog, user: userEvent.setup() }
}

function tools(catalog: string, subjects: readonly ReplySubject[]) {
  return (
    <ReplyTools
      catalog={catalog}
      subjects={() => subjects}
      priority={SHORTCUT_PRIORITY.lookup}
      unavailable={null}
    />
  )
}

describe('the reply tools in the app language', () => {
  it('speak German around a reply, naming the ticket’s language as the list does', async () => {
    const { catalog, user } = showIn('de', (at) => tools(at, [{ kind: 'not_found', id: 2291 }]))
    const copy = await screen.findByRole('button', { name: 'Antwort kopieren' })
    await vi.waitFor(() => expect(copy).toBeEnabled())
    const group = screen.getByRole('group', { name: 'Dem Kunden antworten' })
    expect(within(group).getByRole('textbox', { name: 'Kundenname' })).toHaveAttribute(
      'title',
      'Der Name des Kunden für die Anrede (optional; die nächste Abfrage löscht ihn)',
    )
    const select = within(group).getByRole('combobox', { name: 'Antwortsprache' })
    await vi.waitFor(() => expect(select).toBeEnabled())
    let ticket = 0
    act(() => {
      ticket = startTicket(catalog, 'de')
    })
    expect(screen.getByText('Antwortsprache aus dem Ticket: Deutsch')).toBeInTheDocument()
    expect(screen.getByText('aus dem Ticket')).toBeInTheDocument()
    await user.click(copy)
    expect(await screen.findByText('Antwort kopiert')).toBeInTheDocument()
    expect(within(group).getByRole('button', { name: 'Antwortvorlagen' })).toBeInTheDocument()
    expect(group).not.toHaveTextContent(/Copy reply|Reply copied|Reply templates|from the ticket/)
    act(() => endTicket(ticket))
  })

  it('count the items waiting for a choice with Russian plurals', async () => {
    const subjects = [1, 2, 3, 4, 5].map((id): ReplySubject => ({ kind: 'item', item: waiting(id) }))
    showIn('ru', (at) => tools(at, subjects))
    expect(await screen.findByText('5 предметов ждут вашего выбора')).toBeInTheDocument()
    expect(screen.queryByText(/need your choice/)).toBeNull()
  })
})

describe('Needs your choice in the app language', () => {
  it('asks in German, listing the meanings in German', async () => {
    showIn('de', (at) => <ErrorChoice catalog={at} item={waiting(1042)} place="pane" />)
    const select = await screen.findByRole('combobox', { name: 'Situation für Gegenstand 1042' })
    expect(screen.getByText('Ihre Auswahl nötig')).toBeInTheDocument()
    expect(within(select).getByRole('option', { name: 'Wählen Sie, was er bedeutet …' })).toBeInTheDocument()
    expect(
      within(select).getByRole('option', { name: 'Kunde muss sein Inventar öffentlich machen' }),
    ).toBeInTheDocument()
    expect(within(select).queryByRole('option', { name: /Customer must/ })).toBeNull()
    expect(screen.queryByText(/Needs your choice/)).toBeNull()
  })
})

describe('Catalog errors in the app language', () => {
  it('says in German that a full table takes no more rows', async () => {
    const full = rowsOf(
      Array.from({ length: MAX_ERROR_TABLE_ENTRIES }, (_, n) => ({
        contains: `error ${n}`,
        means: 'checking' as const,
      })),
    )
    showIn('de', () => <CatalogErrors rows={full} onChange={() => undefined} />)
    expect(
      await screen.findByText(
        `Die Tabelle ist voll (${MAX_ERROR_TABLE_ENTRIES} Fehler): Entfernen Sie eine Zeile, um eine weitere hinzuzufügen.`,
      ),
    ).toBeInTheDocument()
    // By text, not role: naming 200 rows' controls takes seconds in jsdom.
    expect(screen.getByText('Katalogfehler').tagName).toBe('H3')
    expect(screen.getAllByText('Entfernen')).toHaveLength(MAX_ERROR_TABLE_ENTRIES)
    expect(screen.queryByText(/The table is full|Catalog errors/)).toBeNull()
  })
})
