import { fail, noSession } from '../../../shared/errors'

/** What every catalog-bound request answers while no catalog is connected. */
export const NO_SESSION = fail(noSession())
