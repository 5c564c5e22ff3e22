import { teamTemplatesFileSchema, type TeamTemplatesFile } from './templates-schema'
import { words, type Words } from '../i18n/words'

/**
 * Reading a team file's text (main only: it needs the schemas, which the window never bundles).
 */

/** Keys that name an object's prototype: refused wherever they appear in a team file. */
const PROTOTYPE_KEYS: ReadonlySet<string> = new Set(['__proto__', 'constructor', 'prototype'])

export type TeamFileReading =
  { readonly ok: true; readonly file: TeamTemplatesFile } | { readonly ok: false; readonly problem: Words }

/**
 * A team file's text, checked: JSON, no prototype key anywhere (a record such as the first
 * version's languages would otherwise take `__proto__` as the object's prototype and drop it
 * silently), then the file schema. `problem` says what is wrong, for the sentence the dialog shows.
 */
export function readTeamFileText(text: string): TeamFileReading {
  let prototypeKey: string | null = null
  let json: unknown
  try {
    json = JSON.parse(text, function (key, value: unknown) {
      if (PROTOTYPE_KEYS.has(key)) prototypeKey ??= key
      return value
    })
  } catch {
    return { ok: false, problem: words({ id: 'team.file.notJson', defaultMessage: 'it is not JSON' }) }
  }
  if (prototypeKey !== null)
    return {
      ok: false,
      problem: words(
        { id: 'team.file.keyNotAllowed', defaultMessage: 'it has the key "{key}", which is not allowed' },
        { key: prototypeKey },
      ),
    }
  const parsed = teamTemplatesFileSchema.safeParse(json)
  if (parsed.success) return { ok: true, file: parsed.data }
  const issue = parsed.error.issues[0]
  const path = issue ? issue.path.map(String) : []
  if (issue?.code === 'unrecognized_keys' && issue.keys[0] !== undefined)
    return {
      ok: false,
      problem: words(
        { id: 'team.file.keyNotAllowed', defaultMessage: 'it has the key "{key}", which is not allowed' },
        { key: [...path, issue.keys[0]].join('.').slice(0, 200) },
      ),
    }
  if (issue === undefined)
    return {
      ok: false,
      problem: words({ id: 'team.file.notTemplates', defaultMessage: 'it is not a reply templates file' }),
    }
  const where = path.join('.').slice(0, 200)
  // The schema's own refusals are words (templates-schema.ts), said in the app language.
  const said = issue.code === 'custom' ? (issue.params as { words?: Words } | undefined)?.words : undefined
  if (said !== undefined) {
    const detail =
      path.length > 0
        ? words(
            { id: 'templates.problem.at', defaultMessage: '{path}: {problem}' },
            { path: where, problem: said },
          )
        : said
    return {
      ok: false,
      problem: words(
        { id: 'team.file.shape', defaultMessage: 'it is not a reply templates file ({detail})' },
        { detail },
      ),
    }
  }
  // zod's words for a mismatch stay as they are: a detail for the lead who fixes the file.
  const detail = path.length > 0 ? `${where}: ${issue.message}` : issue.message
  return {
    ok: false,
    problem: words(
      { id: 'team.file.shape', defaultMessage: 'it is not a reply templates file ({detail})' },
      { detail },
    ),
  }
}
