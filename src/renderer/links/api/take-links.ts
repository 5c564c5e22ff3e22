import type { LinkRequest } from '../../../shared/ipc'
import { callCatalog } from '../../api/call-catalog'

/** The links main holds for this window, which it then forgets. */
export const takeLinks = (): Promise<readonly LinkRequest[]> => callCatalog((api) => api.takeLinks())
