import { ok } from '../../../shared/errors'
import type { ServiceImplementation } from '../../../shared/ipc'
import type { LookupRunner } from './lookup-runner'

/** The window's `lookup` service: a bulk lookup started, or cancelled by its batch. */
export function createLookupService(
  runner: Pick<LookupRunner, 'start' | 'cancel'>,
): ServiceImplementation<'lookup'> {
  return {
    startLookup: async ({ ids }) => runner.start(ids),
    cancelLookup: async ({ batchId }) => ok({ cancelled: runner.cancel(batchId) }),
  }
}
