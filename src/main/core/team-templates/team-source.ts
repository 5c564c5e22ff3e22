import {
  readTeamSource as readSource,
  type TeamSourceContext,
  type TeamSourceProblem,
  type TeamSource,
} from '../../../shared/reply/team-source'
import { MAX_TEAM_SOURCE_CHARS } from '../../../shared/reply/team-templates'
import { words, type Words } from '../../../shared/i18n/words'

export { describeTeamSource, type TeamSource } from '../../../shared/reply/team-source'

/**
 * A team templates source as the agent typed it in the Reply templates dialog, read by the one
 * rule (shared/reply/team-source.ts), with each problem as words that say what to do.
 */
export type TeamSourceReading =
  { readonly ok: true; readonly source: TeamSource } | { readonly ok: false; readonly message: Words }

export function readTeamSource(text: string, context: TeamSourceContext): TeamSourceReading {
  const read = readSource(text, context)
  return read.ok ? read : { ok: false, message: sentenceFor(read.problem, text.trim()) }
}

function sentenceFor(problem: TeamSourceProblem, typed: string): Words {
  const shown = typed.slice(0, 80)
  switch (problem.kind) {
    case 'too-long':
      return words('team.source.tooLong', { max: MAX_TEAM_SOURCE_CHARS })
    case 'not-absolute':
      return words('team.source.notAbsolute', { typed: shown })
    case 'bad-url':
      return words('team.source.badUrl', { typed: shown })
    case 'credentials':
      return words('team.source.credentials')
    case 'secret-in-query':
      return words('team.source.secretInQuery')
    case 'plain-http':
      // Stryker disable next-line Regex: equivalent: a plain-http address always starts with http://, so the first one is the start
      return words('team.source.plainHttp', { rest: typed.replace(/^http:\/\//i, '') })
    case 'scheme':
      return words('team.source.scheme', { scheme: problem.protocol })
    case 'network-path':
      return words('team.source.networkPath', { typed: shown })
    case 'device-path':
      return words('team.source.devicePath', { typed: shown })
    case 'other-system':
      return words('team.source.otherSystem', { typed: shown, system: problem.system })
  }
}
