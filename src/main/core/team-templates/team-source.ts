import {
  readTeamSource as readSource,
  type TeamSourceProblem,
  type TeamSource,
} from '../../../shared/reply/team-source'
import { MAX_TEAM_SOURCE_CHARS } from '../../../shared/reply/team-templates'

export { describeTeamSource, type TeamSource } from '../../../shared/reply/team-source'

/**
 * A team templates source as the agent typed it in the Reply templates dialog, read by the one
 * rule (shared/reply/team-source.ts), with each problem said as a sentence that says what to do.
 */
export type TeamSourceReading =
  { readonly ok: true; readonly source: TeamSource } | { readonly ok: false; readonly message: string }

const HELP =
  'Give the full path of the team file (for example /mnt/team/reply-templates.json) or its https:// address.'

export function readTeamSource(text: string): TeamSourceReading {
  const read = readSource(text)
  return read.ok ? read : { ok: false, message: sentenceFor(read.problem, text.trim()) }
}

function sentenceFor(problem: TeamSourceProblem, typed: string): string {
  const shown = typed.slice(0, 80)
  switch (problem.kind) {
    case 'too-long':
      return `That is longer than ${MAX_TEAM_SOURCE_CHARS} characters. ${HELP}`
    case 'not-absolute':
      return `"${shown}" is neither a full file path nor an address. ${HELP}`
    case 'bad-url':
      return `"${shown}" is not a valid address. ${HELP}`
    case 'credentials':
      return 'That address has a user name or password in it. Team templates are read without sign-in: publish the file where the team can read it without one.'
    case 'secret-in-query':
      return 'That address carries a token in it. Team templates are read without sign-in: publish the file where the team can read it without one.'
    case 'plain-http':
      // Stryker disable next-line Regex: equivalent: a plain-http address always starts with http://, so the first one is the start
      return `Plain http is used only on this computer. Use https://${typed.replace(/^http:\/\//i, '')} or a file path.`
    case 'scheme':
      return `Addresses starting with ${problem.protocol}// are not read. ${HELP}`
  }
}
