import { words, type Words } from '../i18n/words'
import { MAX_TEAM_SOURCE_CHARS } from './team-templates'
import type { TeamSourceProblem } from './team-source'

/**
 * A team templates source's problem (team-source.ts) as words that say what to do: the one
 * wording for the Reply templates dialog and the policy file alike. `typed` is the source as
 * given, shown cut to its first 80 characters.
 */
export function teamSourceProblemWords(problem: TeamSourceProblem, typed: string): Words {
  const shown = typed.slice(0, 80)
  switch (problem.kind) {
    case 'too-long':
      return words(
        {
          id: 'team.source.tooLong',
          defaultMessage:
            'That is longer than {max, number} characters. Give the full path of the team file (for example /mnt/team/reply-templates.json) or its https:// address.',
        },
        { max: MAX_TEAM_SOURCE_CHARS },
      )
    case 'not-absolute':
      return words(
        {
          id: 'team.source.notAbsolute',
          defaultMessage:
            '"{typed}" is neither a full file path nor an address. Give the full path of the team file (for example /mnt/team/reply-templates.json) or its https:// address.',
        },
        { typed: shown },
      )
    case 'bad-url':
      return words(
        {
          id: 'team.source.badUrl',
          defaultMessage:
            '"{typed}" is not a valid address. Give the full path of the team file (for example /mnt/team/reply-templates.json) or its https:// address.',
        },
        { typed: shown },
      )
    case 'credentials':
      return words({
        id: 'team.source.credentials',
        defaultMessage:
          'That address has a user name or password in it. Team templates are read without sign-in: publish the file where the team can read it without one.',
      })
    case 'secret-in-query':
      return words({
        id: 'team.source.secretInQuery',
        defaultMessage:
          'That address carries a token in it. Team templates are read without sign-in: publish the file where the team can read it without one.',
      })
    case 'plain-http':
      // Stryker disable next-line Regex: equivalent: a plain-http address always starts with http://, so the first one is the start
      return words(
        {
          id: 'team.source.plainHttp',
          defaultMessage: 'Plain http is used only on this computer. Use https://{rest} or a file path.',
        },
        { rest: typed.replace(/^http:\/\//i, '') },
      )
    case 'scheme':
      return words(
        {
          id: 'team.source.scheme',
          defaultMessage:
            'Addresses starting with {scheme}// are not read. Give the full path of the team file (for example /mnt/team/reply-templates.json) or its https:// address.',
        },
        { scheme: problem.protocol },
      )
    case 'network-path':
      return words(
        {
          id: 'team.source.networkPath',
          defaultMessage:
            '"{typed}" is on a network share, which the app reads only when your organization\'s policy names it (\\\\server\\share paths and WebDAV alike). Ask IT to set it, or give the path where this computer mounts the share (a drive letter such as Z: on Windows).',
        },
        { typed: shown },
      )
    case 'device-path':
      return words(
        {
          id: 'team.source.devicePath',
          defaultMessage:
            '"{typed}" is a device path, which the app reads only when your organization\'s policy names it. Give the ordinary full path of the team file or its https:// address.',
        },
        { typed: shown },
      )
    case 'other-system':
      return words(
        {
          id: 'team.source.otherSystem',
          defaultMessage:
            '"{typed}" is a {system, select, windows {Windows} other {Linux or macOS}} path, not one of this computer. Give the full path of the team file as this computer sees it, or its https:// address.',
        },
        { typed: shown, system: problem.system },
      )
  }
}
