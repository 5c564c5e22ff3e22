import type { z } from 'zod'
import type { Words } from '../../shared/i18n/words'

/**
 * The first problem zod found, as a dotted path (`data.3.price`) and its message.
 *
 * People and tests both need one precise place to look, not a list of every consequence;
 * an unrecognised key is reported at the key itself so `query.colour` says what to remove.
 * The root is the empty string.
 */
export interface FirstIssue {
  readonly path: string
  readonly message: string
  /** The schema's own words for the problem, when it put them in the issue (`params.words`). */
  readonly words?: Words
}

export function firstIssue(error: z.ZodError): FirstIssue {
  const issue = error.issues[0]
  if (!issue) return { path: '', message: 'invalid value' }
  const segments = issue.path.map((segment) => String(segment))
  if (issue.code === 'unrecognized_keys' && issue.keys[0] !== undefined) {
    return { path: clip([...segments, issue.keys[0]].join('.')), message: 'this key is not allowed' }
  }
  const words = issue.code === 'custom' ? (issue.params as { words?: Words } | undefined)?.words : undefined
  const path = clip(segments.join('.'))
  return words === undefined ? { path, message: issue.message } : { path, message: issue.message, words }
}

/** Key names come from the untrusted side: a megabyte-long key must not become a megabyte-long message. */
const MAX_PATH_LENGTH = 200

function clip(path: string): string {
  return path.length > MAX_PATH_LENGTH ? `${path.slice(0, MAX_PATH_LENGTH)}…` : path
}

/** `at data.3.price`, or `at the top level` for the root: for the log, which is English. */
export function describePath(path: string): string {
  return path === '' ? 'at the top level' : `at ${path}`
}

/**
 * The issue as a technical detail inside a translated sentence (`data.3.price: Expected
 * number`): zod words it in English, and the path is what whoever fixes the file looks for.
 */
export function issueDetail(issue: FirstIssue): string {
  return issue.path === '' ? issue.message : `${issue.path}: ${issue.message}`
}
