import { ok } from '../../../shared/errors'
import type { ServiceImplementation } from '../../../shared/ipc'
import type { SessionManager } from './session-manager'

/** The window's `catalogs` service: the catalogs this computer knows, edited or forgotten. */
export function createCatalogsService(
  session: Pick<SessionManager, 'listCatalogs' | 'forgetCatalog' | 'editCatalog'>,
): ServiceImplementation<'catalogs'> {
  return {
    listCatalogs: async () => ok(await session.listCatalogs()),
    forgetCatalog: ({ baseUrl }) => session.forgetCatalog(baseUrl),
    editCatalog: ({ baseUrl, ...edit }) => session.editCatalog(baseUrl, edit),
  }
}
