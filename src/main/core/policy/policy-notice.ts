import type { Notice } from '../../../shared/ipc'
import { inEnglish } from '../../../shared/i18n/english'
import type { LoadedPolicy } from './load-policy'

/** The notice that says the organization's policy was ignored, and why. */
export const POLICY_NOTICE_ID = 'policy-ignored'

/**
 * Says a refused policy where the agent will see it: a notice, which the window shows on the
 * connect screen and the items screen alike (an agent whose session resumed at start never
 * sees the connect screen), and after a reload; and the log's line, for whoever reads it.
 */
export function announcePolicyProblem(
  loaded: LoadedPolicy,
  addNotice: (notice: Notice) => void,
  log: (line: string) => void,
): void {
  if (loaded.problem === null) return
  // The parser's own English goes only here: the line on screen is the app language's.
  const detail = loaded.logDetail === undefined ? '' : ` (${loaded.logDetail})`
  log(`policy: ${inEnglish(loaded.problem)}${detail}`)
  addNotice({ id: POLICY_NOTICE_ID, level: 'warning', message: loaded.problem })
}
