import { screen, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import type { AppError } from '../../shared/errors'
import { words } from '../../shared/i18n/words'
import type { CatalogRef } from '../../shared/ipc'
import { fakeCatalog, installCatalog } from '../testing/fake-catalog.test-support'
import { renderWithQuery } from '../render-with-query.test-support'
import { SESSION } from '../testing/sample-session.test-support'
import { ForgetCatalogDialog } from './catalog-dialogs'
import { SignOutDialog } from './sign-out-dialog'

/** Sign out? and Forget catalog? are one question: what a failed try and a pending one look like. */

const CATALOG: CatalogRef = { ...SESSION.catalog, label: 'EU shop', demo: false }
const FAILED: AppError = {
  kind: 'network',
  message: words(
    {
      id: 'error.network.other',
      defaultMessage:
        'Could not reach {where}. Check the base URL and your network connection, then try again.',
    },
    { where: 'x' },
  ),
  code: null,
}
const props = { catalog: CATALOG, busy: true, error: FAILED, onConfirm: vi.fn(), onCancel: vi.fn() }

describe.each([
  ['Sign out?', 'Sign out', () => <SignOutDialog {...props} tokenStorage="keychain" />],
  ['Forget catalog?', 'Forget catalog', () => <ForgetCatalogDialog {...props} />],
])('%s', (title, answer, dialog) => {
  it('names the catalog, shows why the last try failed and holds the answer while it runs', async () => {
    installCatalog(fakeCatalog({}).api)
    renderWithQuery(dialog())
    const question = await screen.findByRole('alertdialog', { name: title })
    expect(within(question).getByText('EU shop').tagName).toBe('STRONG')
    expect(question).toHaveTextContent(CATALOG.baseUrl)
    expect(within(question).getByRole('alert')).toHaveTextContent('The catalog is unreachable')
    expect(within(question).getByRole('button', { name: 'Cancel' })).toHaveFocus()
    expect(within(question).getByRole('button', { name: answer })).toBeDisabled()
  })
})
