import type { z } from 'zod'

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
}

export function firstIssue(error: z.ZodError): FirstIssue {
  const issue = error.issues[0]
  if (!issue) return { path: '', message: 'invalid value' }
  const segments = issue.path.map((segment) => String(segment))
  if (issue.code === 'unrecognized_keys' && issue.keys[0] !== undefined) {
    return { path: clip([...segments, issue.keys[0]].join('.')), message: 'this key is not allowed' }
  }
  return { path: clip(segments.join('.')), message: issue.message }
}

/** Key names come from the untrusted side: a megabyte-long key must not become a megabyte-long message. */
const MAX_PATH_LENGTH = 200

function clip(path: string): string {
  return path.length > MAX_PATH_LENGTH ? `${path.slice(0, MAX_PATH_LENGTH)}…` : path
}

/** `at data.3.price`, or `in the whole value` for the root: for messages people read. */
export function describePath(path: string): string {
  return path === '' ? 'at the top level' : `at ${path}`
}
