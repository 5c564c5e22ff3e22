import type { ListQueryInput } from '../shared/catalog'
import type { Result } from '../shared/errors'
import { encodeItemsPage } from '../shared/catalog/packed-items'
import type { CatalogPrefs, ItemsPage } from '../shared/ipc'
import userEvent from '@testing-library/user-event'
import { App } from './app'
import { fakeCatalog, installCatalog } from './testing/fake-catalog.test-support'
import { renderWithQuery } from './render-with-query.test-support'
import { itemsPage, singleItem } from './testing/sample-items.test-support'
import { PREFS, SESSION, SIGNED_OUT } from './testing/sample-session.test-support'
import { loadLazyParts } from './ui/lazy-part'

export type ListRequest = { readonly query: ListQueryInput; readonly slot?: 'list' }

/**
 * The whole renderer against a fake bridge. `list` decides each list answer (or when it
 * comes, as a promise); by default a catalog of 100 items in pages of the requested size.
 * `more` answers what else the test needs from the start (the window reads its reply wording
 * as it starts).
 */
export function startApp(
  list?: (request: ListRequest) => Result<ItemsPage> | Promise<Result<ItemsPage>> | undefined,
  more: Parameters<typeof fakeCatalog>[0] = {},
) {
  const serveList = (request: ListRequest): Result<ItemsPage> | Promise<Result<ItemsPage>> => {
    const custom = list?.(request)
    if (custom) return custom
    const { page, limit } = request.query
    return { ok: true, data: itemsPage(page, Math.ceil(100 / limit), limit, 100, (page - 1) * limit + 1) }
  }
  const fake = fakeCatalog({
    getSession: () => Promise.resolve({ ok: true, data: SESSION }),
    getPrefs: () => Promise.resolve({ ok: true, data: PREFS }),
    setPrefs: (prefs) => Promise.resolve({ ok: true, data: prefs as CatalogPrefs }),
    notices: () => Promise.resolve({ ok: true, data: [] }),
    listCatalogs: () => Promise.resolve({ ok: true, data: { catalogs: [], lastUsed: null } }),
    listItems: async (request) => {
      const answer = await serveList(request as ListRequest)
      return answer.ok ? { ok: true, data: encodeItemsPage(answer.data) } : answer
    },
    getItem: (request) =>
      Promise.resolve({ ok: true, data: singleItem({ id: (request as { id: number }).id }) }),
    signOut: () => Promise.resolve({ ok: true, data: SIGNED_OUT }),
    ...more,
  })
  installCatalog(fake.api)
  renderWithQuery(<App />)
  // As the window does once its first screen is painted (main.tsx): the lazy parts' code loads
  // beside the first page, so a test's first open waits for it no longer than a person's would.
  void loadLazyParts()
  return { fake, user: userEvent.setup() }
}
