import { screen, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import type { AppLanguage } from '../../shared/i18n/app-languages'
import type { CatalogRef, KnownCatalog } from '../../shared/ipc'
import { words } from '../../shared/i18n/words'
import { fakeCatalog, installCatalog } from '../testing/fake-catalog.test-support'
import { renderWithQuery } from '../render-with-query.test-support'
import { LinkDialog } from './link-dialog'

/** The dialogs a link asks in: English as the tests and the UI contract read it, and translated. */

const CONNECTED: CatalogRef = {
  baseUrl: 'https://eu.example.com',
  label: 'EU shop',
  environment: 'other',
  demo: false,
  timeZone: null,
}
const TARGET: KnownCatalog = {
  baseUrl: 'https://us.example.com',
  label: 'US shop',
  environment: 'staging',
  hasStoredToken: true,
  hasSessionToken: false,
  lastUsedAt: null,
}

function speak(language: AppLanguage) {
  installCatalog(fakeCatalog({ appLanguage: async () => ({ ok: true, data: language }) }).api)
}

const handlers = { busy: false, onSwitch: vi.fn(), onAdd: vi.fn(), onDismiss: vi.fn() }

describe('LinkDialog', () => {
  it('names what a link opens, and where, in English', async () => {
    speak('en')
    renderWithQuery(
      <LinkDialog
        request={{ kind: 'switch', target: { kind: 'lookup', ids: [1, 2, 3] }, catalog: TARGET }}
        connected={CONNECTED}
        {...handlers}
      />,
    )
    const dialog = await screen.findByRole('alertdialog', { name: 'Open a lookup of 3 items in US shop?' })
    expect(dialog).toHaveTextContent(
      'This link opens a lookup of 3 items in US shop Staging (https://us.example.com).You are connected to EU shop . Switching keeps its token.',
    )
  })

  it('asks before switching in Russian, the lookup’s count in its plural', async () => {
    speak('ru')
    renderWithQuery(
      <LinkDialog
        request={{ kind: 'switch', target: { kind: 'lookup', ids: [1, 2, 3, 4, 5] }, catalog: TARGET }}
        connected={CONNECTED}
        {...handlers}
      />,
    )
    const dialog = await screen.findByRole('alertdialog', {
      name: 'Открыть проверку 5 предметов в каталоге US shop?',
    })
    expect(dialog).toHaveTextContent(
      'Эта ссылка открывает проверку 5 предметов в каталоге US shop Тестовая среда',
    )
    expect(within(dialog).getByRole('button', { name: 'Переключиться и открыть' })).toBeInTheDocument()
    expect(dialog).not.toHaveTextContent(/link|lookup|Switch|connected|Cancel/)
  })

  it('says a refused burst of links in German, counting the rest', async () => {
    speak('de')
    renderWithQuery(
      <LinkDialog
        request={{
          kind: 'invalid',
          reason: words({ id: 'link.malformed', defaultMessage: 'The link is not a well-formed address.' }),
          more: 2,
        }}
        connected={CONNECTED}
        {...handlers}
      />,
    )
    const dialog = await screen.findByRole('alertdialog', { name: 'Link nicht geöffnet' })
    expect(dialog).toHaveTextContent('2 weitere Links wurden nicht geöffnet.')
    expect(dialog).toHaveTextContent('Es wurde nichts geöffnet oder gesendet.')
    expect(dialog).not.toHaveTextContent(/more links|Nothing was/)
  })

  it('asks to add an unknown catalog in German', async () => {
    speak('de')
    renderWithQuery(
      <LinkDialog
        request={{
          kind: 'unknown_catalog',
          target: { kind: 'item', id: 1042 },
          baseUrl: 'https://x.example',
        }}
        connected={CONNECTED}
        {...handlers}
      />,
    )
    const dialog = await screen.findByRole('alertdialog', { name: 'Link zu einem unbekannten Katalog' })
    expect(dialog).toHaveTextContent('Dieser Link öffnet Gegenstand 1042 in https://x.example;')
    expect(within(dialog).getByRole('button', { name: 'Katalog hinzufügen …' })).toBeInTheDocument()
    expect(dialog).not.toHaveTextContent(/opens|Add catalog|never adds/)
  })
})
