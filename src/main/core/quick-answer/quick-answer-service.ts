import { ok } from '../../../shared/errors'
import type { ServiceImplementation } from '../../../shared/ipc'
import type { QuickAnswer } from './quick-answer'

/** The Quick answer window's service: its ticket, handed over once, and what it asks of the app. */
export function createQuickAnswerService(quick: QuickAnswer): ServiceImplementation<'quickAnswer'> {
  return {
    takeQuickAnswer: async () => ok(quick.take()),
    closeQuickAnswer: async () => ok({ closed: quick.close() }),
    openQuickAnswerInMain: async ({ ids, language, chosen }) => {
      quick.openInMain(ids, { language, chosen })
      return ok({ opened: true } as const)
    },
  }
}
