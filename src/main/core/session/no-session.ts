import { fail } from '../../../shared/errors'

/** What every catalog-bound request answers while no catalog is connected. */
export const NO_SESSION = fail({
  kind: 'no_session',
  message: 'No catalog is connected. Connect to a catalog first.',
})
