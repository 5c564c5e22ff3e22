import {
  MAX_POLICY_DEPTH,
  MAX_POLICY_FILE_BYTES,
  policySchema,
  type Policy,
} from '../../../shared/policy/policy-schema'
import { words, type Words } from '../../../shared/i18n/words'
import { POLICY_REASONS, POLICY_REFUSED } from '../../../shared/policy/policy-reasons'
import { lineAndColumn, scanJson, type JsonPlaces } from './json-text'
import { shapeRefusal, syntaxRefusal, type Refusal } from './policy-refusal'
import { jsonNestingExceeds } from './json-depth'
import { plistAsJson } from './mac-managed-preferences'
import { sourceName, type PolicySource } from './policy-source'
import { readPolicyFile } from './read-policy-file'
import { runProgram, type RunProgram } from './run-program'
import { findWindowsDirectory, readRegistryPolicy } from './windows-registry'

/**
 * The organization's policy, read once at start: a policy, nothing (none deployed: the normal
 * case), or a problem in one line, which the window shows wherever the agent is. A bad policy
 * is ignored whole: the app starts exactly as without one, never with half of one.
 */
export interface LoadedPolicy {
  /** Where it was read (or looked for): a file, or a registry value. */
  readonly where: string
  readonly policy: Policy | null
  /** What is wrong with it and what to do, for the agent; null when it is fine or absent. */
  readonly problem: Words | null
  /** The technical detail behind `problem` in English (the JSON parser's own words), for the log only. */
  readonly logDetail?: string
}

// Stryker disable next-line StringLiteral: equivalent: `where` names the place read, and with no policy given nothing shows it
export const NO_POLICY: LoadedPolicy = Object.freeze({ where: '', policy: null, problem: null })

/** The system programs the registry and managed preferences are read through; tests pass fakes. */
export interface PolicyReaders {
  readonly run: RunProgram
  readonly windowsDirectory: () => Promise<string>
}

export const SYSTEM_READERS: PolicyReaders = { run: runProgram, windowsDirectory: findWindowsDirectory }

type SourceRead = { readonly text: string } | { readonly missing: true } | { readonly problem: Words }

async function readSource(source: PolicySource, readers: PolicyReaders): Promise<SourceRead> {
  if (source.kind === 'registry') {
    return readRegistryPolicy(source.key, source.value, readers.run, readers.windowsDirectory)
  }
  const read = await readPolicyFile(source.path, source.owner)
  if (!('bytes' in read)) return read
  if (source.kind === 'plist') return plistAsJson(read.bytes, readers.run)
  return { text: read.bytes.toString('utf8') }
}

/** Why a source is refused, and where in its text when that is what the reader edits. */
interface Refused {
  readonly reason: Words
  readonly place: { readonly line: number; readonly column: number } | null
  readonly log: string | null
}

function refusedLine(source: PolicySource, { reason, place }: Refused): Words {
  const where = sourceName(source)
  const at = place === null ? null : { line: String(place.line), column: String(place.column) }
  if (source.kind === 'registry') {
    return at === null
      ? words(POLICY_REFUSED.registry, { value: where, reason })
      : words(POLICY_REFUSED.registryAt, { value: where, ...at, reason })
  }
  return at === null
    ? words(POLICY_REFUSED.file, { file: where, reason })
    : words(POLICY_REFUSED.fileAt, { file: where, ...at, reason })
}

const NOWHERE: JsonPlaces = { valueAt: () => null, keyAt: () => null }

/**
 * The policy in `text`, or why it is refused. `placed`: whether a line and column in `text`
 * mean something to IT (a file or a registry value they wrote; not the JSON plutil made of a
 * property list).
 */
function policyIn(text: string, placed: boolean): { policy: Policy } | { refused: Refused } {
  const unplaced = (reason: Words): { refused: Refused } => ({ refused: { reason, place: null, log: null } })
  const size = Buffer.byteLength(text)
  if (size > MAX_POLICY_FILE_BYTES)
    return unplaced(words(POLICY_REASONS.tooLarge, { size, max: MAX_POLICY_FILE_BYTES }))
  const json = text.replace(/^\uFEFF/, '')
  // Before parsing: what reads the parsed value may walk it by recursion.
  if (jsonNestingExceeds(json, MAX_POLICY_DEPTH))
    return unplaced(words(POLICY_REASONS.tooDeep, { max: MAX_POLICY_DEPTH }))
  const placeOf = (refusal: Refusal): Refused => ({
    reason: refusal.reason,
    place: placed && refusal.offset !== null ? lineAndColumn(json, refusal.offset) : null,
    log: refusal.log,
  })
  let value: unknown
  try {
    value = JSON.parse(json)
  } catch (error) {
    const scan = scanJson(json)
    const parserMessage = (error as Error).message
    if (scan.ok)
      return { refused: { reason: words(POLICY_REASONS.notJsonPlain), place: null, log: parserMessage } }
    return { refused: placeOf(syntaxRefusal(scan.error, parserMessage)) }
  }
  const parsed = policySchema.safeParse(value)
  if (parsed.success) return { policy: parsed.data }
  const [first, ...rest] = parsed.error.issues
  if (first === undefined) return unplaced(words(POLICY_REASONS.notJsonPlain))
  const scan = scanJson(json)
  return { refused: placeOf(shapeRefusal([first, ...rest], value, scan.ok ? scan.places : NOWHERE)) }
}

/**
 * The policy of the first source that is there (PolicySource order); one that is there but
 * refused is the answer, never passed over for the next.
 */
export async function loadPolicy(
  sources: PolicySource | readonly PolicySource[],
  readers: PolicyReaders = SYSTEM_READERS,
): Promise<LoadedPolicy> {
  const list: readonly PolicySource[] = 'kind' in sources ? [sources] : sources
  for (const source of list) {
    const where = sourceName(source)
    const read = await readSource(source, readers)
    if ('missing' in read) continue
    if ('problem' in read) {
      return {
        where,
        policy: null,
        problem: refusedLine(source, { reason: read.problem, place: null, log: null }),
      }
    }
    const found = policyIn(read.text, source.kind !== 'plist')
    if ('policy' in found) return { where, policy: found.policy, problem: null }
    const { log } = found.refused
    return {
      where,
      policy: null,
      problem: refusedLine(source, found.refused),
      ...(log === null ? {} : { logDetail: log }),
    }
  }
  const first = list[0]
  return { where: first === undefined ? '' : sourceName(first), policy: null, problem: null }
}

/**
 * The seam for the team templates reader: where the policy says the team's templates come
 * from, or null when it does not. A source the policy sets is the agent's to use, not to
 * change (`Set by your organization`).
 */
export function policyTeamTemplatesSource(loaded: LoadedPolicy): string | null {
  return loaded.policy?.teamTemplatesSource ?? null
}
