import type { z } from 'zod'
import { ENVIRONMENT_NAMES } from '../../../shared/catalog/environments'
import { either, quoted } from '../../../shared/i18n/either-words'
import { words, type WordValue, type Words } from '../../../shared/i18n/words'
import { allowedKeysAt } from '../../../shared/policy/policy-schema'
import { JSON_EXPECTED, NAMED_VALUE, POLICY_REASONS as REASON } from '../../../shared/policy/policy-reasons'
import { nearestName } from '../../../shared/text/nearest-name'
import type { JsonPath, JsonPlaces, JsonSyntaxError } from './json-text'

/**
 * Why a policy's text is refused, worded for IT in the app language (policy-reasons.ts), with
 * the place in the text it is about; the parser's or zod's own English goes to the log only.
 */
export interface Refusal {
  readonly reason: Words
  /** Where in the text (UTF-16 units from its start); null when no one place is to blame. */
  readonly offset: number | null
  /** The technical detail in English, for the log; null when the reason says it all. */
  readonly log: string | null
}

type Issue = z.core.$ZodIssue

/** Untrusted names are cut: a megabyte-long key must not become a megabyte-long line. */
const MAX_SHOWN = 80

function clip(text: string): string {
  return text.length > MAX_SHOWN ? `${text.slice(0, MAX_SHOWN)}…` : text
}

/** `catalogs[1].environment`: how the file's reader finds a key, arrays by index. */
export function pathText(path: readonly PropertyKey[]): string {
  let text = ''
  for (const segment of path) {
    if (typeof segment === 'number') text += `[${segment}]`
    else {
      const key = String(segment)
      text += /^[A-Za-z_$][\w$]*$/.test(key) ? `${text === '' ? '' : '.'}${key}` : `[${JSON.stringify(key)}]`
    }
  }
  return clip(text)
}

/** A character that cannot be seen (a tab, a no-break space) by its code; any other as it is, quoted. */
function shownFound(found: string): WordValue {
  const invisible = /^[\p{Cc}\p{Cf}\p{Z}]$/u.test(found)
  const code = found.codePointAt(0) ?? 0
  return invisible ? `U+${code.toString(16).toUpperCase().padStart(4, '0')}` : quoted(clip(found))
}

/** The text stopped being JSON: what stood there and what JSON wanted. */
export function syntaxRefusal(error: JsonSyntaxError, parserMessage: string): Refusal {
  const expected = words(JSON_EXPECTED, { expected: error.expected })
  const reason =
    error.found === null
      ? words(REASON.notJsonEnd, { expected })
      : words(REASON.notJson, { found: shownFound(error.found), expected })
  return { reason, offset: error.offset, log: parserMessage }
}

/** The value at `path` in `value`, or `missing` when its object does not have the key. */
function lookUp(value: unknown, path: JsonPath): { readonly missing: boolean } {
  let at: unknown = value
  for (const segment of path) {
    if (at === null || typeof at !== 'object' || !Object.hasOwn(at, segment)) return { missing: true }
    at = (at as Record<string | number, unknown>)[segment]
  }
  return { missing: false }
}

const JSON_KINDS: Readonly<Record<string, string>> = {
  string: 'text',
  boolean: 'boolean',
  number: 'number',
  array: 'list',
  object: 'object',
}

/** A value as written in the file, with its name in the app where it has one (an environment). */
function namedValue(value: unknown): WordValue {
  const written = quoted(clip(String(value)))
  const name = Object.hasOwn(ENVIRONMENT_NAMES, String(value))
    ? ENVIRONMENT_NAMES[String(value) as keyof typeof ENVIRONMENT_NAMES]
    : null
  return name === null ? written : words(NAMED_VALUE, { value: written, name: words(name) })
}

function unknownKeyReason(objectPath: JsonPath, key: string): Words {
  const allowed = allowedKeysAt(objectPath)
  const near = nearestName(key, allowed)
  if (near !== null) return words(REASON.unknownKeyNear, { key: clip(key), near })
  return words(REASON.unknownKey, { key: clip(key), allowed: either(allowed.map(quoted)) })
}

/** The words of one zod issue of a value that is there (missing keys and unknown ones are said apart). */
function valueReason(issue: Issue, path: JsonPath): Words {
  const at = { path: pathText(path) }
  const params =
    issue.code === 'custom' ? (issue.params as { words?: Words; refused?: string } | undefined) : undefined
  switch (issue.code) {
    case 'custom':
      if (params?.refused !== undefined)
        return words(params.refused === 'secret' ? REASON.secretKey : REASON.prototypeKey, { key: at.path })
      return params?.words
        ? words(REASON.badValue, { ...at, detail: params.words })
        : words(REASON.invalid, at)
    case 'invalid_type':
      if (path.length === 0) return words(REASON.notObject)
      if (issue.expected === 'int') return words(REASON.notWhole, at)
      return words(REASON.wrongType, { ...at, expected: JSON_KINDS[issue.expected] ?? 'other' })
    case 'too_small':
      return issue.origin === 'number'
        ? words(REASON.tooSmall, { ...at, min: Number(issue.minimum) })
        : words(REASON.empty, at)
    case 'too_big':
      if (issue.origin === 'number') return words(REASON.tooBig, { ...at, max: Number(issue.maximum) })
      return words(issue.origin === 'array' ? REASON.tooMany : REASON.tooLong, {
        ...at,
        max: Number(issue.maximum),
      })
    case 'invalid_value':
      return words(REASON.notOneOf, { ...at, allowed: either(issue.values.map(namedValue)) })
    default:
      return words(REASON.invalid, at)
  }
}

/** One thing wrong, where it is: an unknown key is one per key, so the first in the file is said. */
interface Finding {
  readonly reason: Words
  readonly offset: number | null
  readonly log: string
}

function findingsOf(issue: Issue, value: unknown, places: JsonPlaces): Finding[] {
  const path: JsonPath = issue.path.map((segment) =>
    typeof segment === 'number' ? segment : String(segment),
  )
  const log = `${pathText(path) || '(top level)'}: ${issue.message}`
  if (issue.code === 'unrecognized_keys' && issue.keys.length > 0) {
    return issue.keys.map((key) => ({
      reason: unknownKeyReason(path, key),
      offset: places.keyAt([...path, key]),
      log: `${pathText([...path, key])}: ${issue.message}`,
    }))
  }
  const refusedKey = issue.code === 'custom' && (issue.params as { refused?: string } | undefined)?.refused
  if (refusedKey) return [{ reason: valueReason(issue, path), offset: places.keyAt(path), log }]
  const key = path[path.length - 1]
  if (path.length > 0 && lookUp(value, path).missing && lookUp(value, path.slice(0, -1)).missing === false) {
    const object = path.slice(0, -1)
    const reason = words(REASON.missing, { key: String(key), object: pathText(object) })
    return [{ reason, offset: places.valueAt(object), log }]
  }
  return [{ reason: valueReason(issue, path), offset: places.valueAt(path), log }]
}

/**
 * The first problem in the file, read top to bottom, of those zod found in `value` (the text's
 * parsed JSON, whose places are `places`): IT fixes a file from its top, and the first in the
 * file is the one they meet first. A problem with no place in the text comes last.
 */
export function shapeRefusal(
  issues: readonly [Issue, ...Issue[]],
  value: unknown,
  places: JsonPlaces,
): Refusal {
  const [first, ...rest] = issues.flatMap((issue) => findingsOf(issue, value, places))
  // Each issue is at least one finding.
  return rest.reduce<Finding>((best, finding) => {
    if (finding.offset === null) return best
    return best.offset === null || finding.offset < best.offset ? finding : best
  }, first as Finding)
}
