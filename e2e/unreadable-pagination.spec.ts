import { test, expect } from './fixtures'
import { DEFAULT_PAGE_SIZE } from '../src/shared/catalog/default-prefs'
import { itemsScreen } from './support/screens'
import { startMalformingCatalog, type MalformingCatalog } from './support/malforming-catalog'
import { startTestCatalog, type TestCatalog } from './support/test-catalog'

test.use({ reuseWindows: true })

/**
 * Spec finding (issue 28): a catalog whose pagination is out of bounds (`per_page` 0, a
 * negative `pages`) still shows its rows; the pager says the position is unknown and pages by
 * Next while the catalog offers a next link.
 */

/** Three pages at the default page size, the last one short. */
const ITEMS = 2 * DEFAULT_PAGE_SIZE + 10

let catalog: TestCatalog
let malforming: MalformingCatalog
test.beforeAll(async () => {
  catalog = await startTestCatalog({ items: ITEMS })
  malforming = await startMalformingCatalog({
    upstream: catalog.url,
    rewrite: (path, body) => {
      if (path !== '/v1/items') return body
      const pagination = body.pagination as Record<string, unknown>
      const last = pagination.current_page === pagination.pages
      const links = pagination.links as Record<string, unknown>
      return {
        ...body,
        pagination: {
          ...pagination,
          per_page: 0,
          pages: -1,
          links: { ...links, next_page: last ? null : links.next_page },
        },
      }
    },
  })
})
test.afterAll(async () => {
  await malforming.close()
  await catalog.close()
})

test('Spec finding (connect): rows show with the position unknown, and Next pages while the catalog offers a next link', async ({
  launch,
}) => {
  const { page } = await launch({ baseUrl: malforming.url, token: catalog.token })
  const screen = itemsScreen(page)
  // Not expectTableWithRows: it waits for "Rows X–Y of N", which an unknown position does not show.
  await expect(screen.rows.first()).toBeVisible()
  await expect(screen.rows).toHaveCount(DEFAULT_PAGE_SIZE)
  await expect(
    screen.pagination.getByText('Position unknown: the catalog’s page numbers could not be read'),
  ).toBeVisible()
  await expect(page.getByText(/it sent per_page 0, pages -1/)).toBeVisible()
  await expect(screen.lastPage).toBeDisabled()
  await expect(screen.goToPage).toHaveCount(0)
  await screen.nextPage.click()
  await expect(screen.pagination.getByText('Page 2', { exact: true })).toBeVisible()
  await expect(screen.nextPage).toBeEnabled()
  await screen.nextPage.click()
  await expect(screen.pagination.getByText('Page 3', { exact: true })).toBeVisible()
  // Page 3 is the last; the catalog offers no next link there.
  await expect(screen.rows).toHaveCount(ITEMS - 2 * DEFAULT_PAGE_SIZE)
  await expect(screen.nextPage).toBeDisabled()
})
