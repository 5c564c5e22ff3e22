import {
  MAX_POLICY_DEPTH,
  MAX_POLICY_FILE_BYTES,
  policySchema,
  type Policy,
} from '../../../shared/policy/policy-schema'
import { words, type Words } from '../../../shared/i18n/words'
import { firstIssue } from '../zod-issue'
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

function problemLine(source: PolicySource, problem: Words | string): Words {
  const where = sourceName(source)
  return source.kind === 'registry'
    ? words(
        {
          id: 'policy.ignoredRegistry',
          defaultMessage:
            "The organization's policy in the registry value {value} was ignored: {problem}. Ask IT to correct it; until then the app works as without a policy.",
        },
        { value: where, problem },
      )
    : words(
        {
          id: 'policy.ignored',
          defaultMessage:
            "The organization's policy file {file} was ignored: {problem}. Ask IT to correct it; until then the app works as without a policy.",
        },
        { file: where, problem },
      )
}

/** The policy in `text`, or why it is refused. */
function policyIn(text: string): { policy: Policy } | { problem: Words | string } {
  const size = Buffer.byteLength(text)
  if (size > MAX_POLICY_FILE_BYTES) {
    return {
      problem: words(
        {
          id: 'policy.problem.tooLarge',
          defaultMessage: 'it is {size, number} bytes, more than the {max, number} a policy may have',
        },
        { size, max: MAX_POLICY_FILE_BYTES },
      ),
    }
  }
  const json = text.replace(/^\uFEFF/, '')
  // Before parsing: what reads the parsed value may walk it by recursion.
  if (jsonNestingExceeds(json, MAX_POLICY_DEPTH)) {
    return {
      problem: words(
        { id: 'policy.problem.tooDeep', defaultMessage: 'it nests more than {max, number} levels deep' },
        { max: MAX_POLICY_DEPTH },
      ),
    }
  }
  let value: unknown
  try {
    value = JSON.parse(json)
  } catch (error) {
    return {
      problem: words(
        { id: 'policy.problem.notJson', defaultMessage: 'it is not JSON ({detail})' },
        { detail: (error as Error).message },
      ),
    }
  }
  const parsed = policySchema.safeParse(value)
  if (parsed.success) return { policy: parsed.data }
  const issue = firstIssue(parsed.error)
  // A problem the schema found in words of the catalogs (a base URL's) keeps them; zod's own
  // are a technical detail for IT, as they are. Where in the file comes first.
  const detail = issue.words ?? issue.message
  return {
    problem:
      issue.path === ''
        ? detail
        : words(
            { id: 'policy.problem.at', defaultMessage: 'at {path}: {detail}' },
            { path: issue.path, detail },
          ),
  }
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
    if ('problem' in read) return { where, policy: null, problem: problemLine(source, read.problem) }
    const found = policyIn(read.text)
    if ('problem' in found) return { where, policy: null, problem: problemLine(source, found.problem) }
    return { where, policy: found.policy, problem: null }
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
