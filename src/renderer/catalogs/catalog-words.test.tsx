import { screen, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import type { AppLanguage } from '../../shared/i18n/app-languages'
import type { CatalogRef, KnownCatalog } from '../../shared/ipc'
import { fakeCatalog, installCatalog } from '../testing/fake-catalog.test-support'
import { renderWithQuery } from '../render-with-query.test-support'
import { EditCatalogDialog, ForgetCatalogDialog } from './catalog-dialogs'
import { SignOutDialog } from './sign-out-dialog'
import { EnvironmentTag } from './environment-tag'
import { LeftCatalogOffer } from './left-catalog-offer'

/** The catalog dialogs and offers in another app language: no English word of the app's own. */

const CATALOG: CatalogRef = {
  baseUrl: 'https://eu.example.com',
  label: 'EU shop',
  environment: 'production',
  demo: false,
  timeZone: null,
}
const OTHER: KnownCatalog = {
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

describe('the catalog dialogs in the app language', () => {
  it('asks Sign out? in German, with the token’s fate, and no English left', async () => {
    speak('de')
    renderWithQuery(
      <SignOutDialog
        catalog={CATALOG}
        tokenStorage="keychain"
        busy={false}
        error={null}
        onConfirm={vi.fn()}
        onCancel={vi.fn()}
      />,
    )
    const dialog = await screen.findByRole('alertdialog', { name: 'Abmelden?' })
    expect(dialog).toHaveTextContent(
      'Sie werden von EU shop (https://eu.example.com) abgemeldet. Sein gespeichertes Token wird aus dem Systemschlüsselbund gelöscht',
    )
    expect(within(dialog).getByText('EU shop').tagName).toBe('STRONG')
    expect(within(dialog).getByRole('button', { name: 'Abbrechen' })).toHaveFocus()
    expect(within(dialog).getByRole('button', { name: 'Abmelden' })).toBeInTheDocument()
    expect(dialog).not.toHaveTextContent(/signed out|token will|Cancel|Catalog menu/)
  })

  it('names the built-in demo catalog in the app language, not by the label main gave it', async () => {
    speak('de')
    const demo: CatalogRef = { ...CATALOG, label: 'Demo catalog', demo: true }
    renderWithQuery(
      <SignOutDialog
        catalog={demo}
        tokenStorage="memory"
        busy={false}
        error={null}
        onConfirm={vi.fn()}
        onCancel={vi.fn()}
      />,
    )
    const dialog = await screen.findByRole('alertdialog', { name: 'Abmelden?' })
    expect(within(dialog).getByText('Demokatalog').tagName).toBe('STRONG')
    expect(dialog).not.toHaveTextContent('Demo catalog')
  })

  it('asks Forget catalog? in Russian', async () => {
    speak('ru')
    renderWithQuery(
      <ForgetCatalogDialog
        catalog={CATALOG}
        busy={false}
        error={null}
        onConfirm={vi.fn()}
        onCancel={vi.fn()}
      />,
    )
    const dialog = await screen.findByRole('alertdialog', { name: 'Забыть каталог?' })
    expect(dialog).toHaveTextContent('будет удалён из ваших каталогов')
    expect(within(dialog).getByRole('button', { name: 'Забыть каталог' })).toBeInTheDocument()
    expect(dialog).not.toHaveTextContent(/removed|Forget|Cancel/)
  })

  it('words Edit catalog and the time zone field in German', async () => {
    speak('de')
    renderWithQuery(<EditCatalogDialog catalog={CATALOG} focus="details" onDone={vi.fn()} />)
    const dialog = await screen.findByRole('dialog', { name: 'Katalog bearbeiten' })
    const zone = within(dialog).getByRole('combobox', { name: 'Zeitzone der Zeitangaben dieses Katalogs' })
    expect(within(zone).getByRole('option', { name: 'Nicht festgelegt' })).toBeInTheDocument()
    expect(zone).toHaveAccessibleDescription(/^Nicht festgelegt: Antworten nennen keine Uhrzeit/)
    expect(within(dialog).getByRole('button', { name: 'Speichern' })).toBeInTheDocument()
    expect(dialog).not.toHaveTextContent(/Time zone|Not set|Save|Cancel/)
  })

  it('says a managed catalog is set by the organization in Chinese', async () => {
    speak('zh-CN')
    renderWithQuery(
      <EditCatalogDialog
        catalog={{ ...CATALOG, managed: { timeZone: false, order: 0 } }}
        focus="details"
        onDone={vi.fn()}
      />,
    )
    const dialog = await screen.findByRole('dialog', { name: '编辑物品目录' })
    expect(dialog).toHaveTextContent('EU shop（生产环境）：由您的组织设置。')
  })
})

describe('the offer after leaving a catalog in the app language', () => {
  it('says what happened and offers the next catalog in German', async () => {
    speak('de')
    renderWithQuery(
      <LeftCatalogOffer
        left={{ baseUrl: CATALOG.baseUrl, label: CATALOG.label, how: 'signed out' }}
        catalogs={[OTHER]}
        busy={false}
        onResume={vi.fn()}
      />,
    )
    expect(await screen.findByRole('button', { name: 'Weiter mit US shop' })).toBeInTheDocument()
    expect(screen.getByRole('status')).toHaveTextContent(
      'Von EU shop abgemeldet. US shop hat sein Token noch.',
    )
  })
})

describe('EnvironmentTag', () => {
  it('is not read out beside a label that names the environment in the app language', async () => {
    speak('de')
    const { container } = renderWithQuery(
      <>
        <EnvironmentTag environment="production" label="Produktion EU" />
        <EnvironmentTag environment="staging" label="EU Produktion" />
      </>,
    )
    await screen.findAllByText('Produktion')
    const [named, unnamed] = container.querySelectorAll('.tag')
    expect(named).toHaveAttribute('aria-hidden', 'true')
    expect(unnamed).not.toHaveAttribute('aria-hidden')
    expect(unnamed).toHaveTextContent('Staging')
  })
})
