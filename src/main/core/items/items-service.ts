import { encodeItemsPage } from '../../../shared/catalog/packed-items'
import { ok } from '../../../shared/errors'
import type { ServiceImplementation } from '../../../shared/ipc'
import type { CatalogPrefsService } from '../prefs/catalog-prefs-service'
import type { RecentService } from '../recent/recent-service'
import type { SecretRedactor } from '../redaction/secret-redactor'
import type { CatalogItems } from './catalog-items'

export interface ItemsServiceDeps {
  readonly items: CatalogItems
  readonly prefs: CatalogPrefsService
  readonly recent: Pick<RecentService, 'recordLookup'>
  /** Encodes a reply as text with every remembered token masked in its values (the redactor's). */
  readonly encodeRedacted: SecretRedactor['encodeRedacted']
  readonly log: (line: string) => void
}

/**
 * The window's `items` service: the item list (its page packed for the window), one item (the
 * agent's history when they open it), and the catalog's saved filters, page and layout.
 */
export function createItemsService(deps: ItemsServiceDeps): ServiceImplementation<'items'> {
  return {
    ...deps.prefs,
    listItems: async ({ query, slot }) => {
      const result = await deps.items.list(query, slot)
      return result.ok ? ok(deps.encodeRedacted(result.data, encodeItemsPage)) : result
    },
    getItem: async ({ id, slot }) => {
      const result = await deps.items.get(id, slot)
      // What the agent opens is their history; a prefetch or a bulk row is not. The history in
      // memory is updated at once; the pane does not wait for it to reach the disk.
      if (result.ok && slot === 'detail') {
        deps.recent
          .recordLookup(result.data)
          .catch((error: unknown) => deps.log(`recent: could not record item ${id}: ${String(error)}`))
      }
      return result
    },
    findItemsByName: ({ name, style }) => deps.items.findByName({ filter: name, style }),
    cancelFindItemsByName: async () => ok({ cancelled: deps.items.cancelFindByName() }),
  }
}
