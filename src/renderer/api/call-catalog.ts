import type { CatalogApi } from '../../shared/ipc'
import { internal, type Result } from '../../shared/errors'
import { words } from '../../shared/i18n/words'
import { CatalogError, toCatalogError } from './catalog-error'

/**
 * `window.catalog`, or a typed error when the preload did not provide it.
 *
 * Without the bridge nothing can work; saying so beats a TypeError on `undefined`.
 */
export function catalogApi(): CatalogApi {
  const api = (window as { catalog?: CatalogApi }).catalog
  if (!api) {
    throw new CatalogError(
      internal(
        words({
          id: 'error.window.noBridge',
          defaultMessage:
            'The connection to the app (window.catalog) is missing. Restart the app; if that does not help, reinstall it.',
        }),
      ),
    )
  }
  return api
}

/**
 * Calls one `window.catalog` method and unwraps its Result: data, or a thrown CatalogError.
 *
 * This is the only place the renderer turns IPC results into exceptions, so TanStack Query
 * sees ordinary resolved/rejected promises.
 */
export async function callCatalog<T>(invoke: (api: CatalogApi) => Promise<Result<T>>): Promise<T> {
  let result: Result<T>
  try {
    result = await invoke(catalogApi())
  } catch (error) {
    throw toCatalogError(error)
  }
  if (!result.ok) throw new CatalogError(result.error)
  return result.data
}
