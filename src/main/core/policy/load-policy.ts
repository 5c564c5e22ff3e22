import { open } from 'node:fs/promises'
import {
  MAX_POLICY_DEPTH,
  MAX_POLICY_FILE_BYTES,
  policySchema,
  type Policy,
} from '../../../shared/policy/policy-schema'
import { words, type Words } from '../../../shared/i18n/words'
import { firstIssue } from '../zod-issue'
import { jsonNestingExceeds } from './json-depth'

/**
 * The policy file, read once at start: a policy, nothing (no file: the normal case), or a
 * problem in one line for the connect screen. A bad file is ignored whole: the app starts
 * exactly as without a policy, never with half of one.
 */
export interface LoadedPolicy {
  /** The file that was read (or looked for). */
  readonly file: string
  readonly policy: Policy | null
  /** What is wrong with the file and what to do, for the agent; null when it is fine or absent. */
  readonly problem: Words | null
}

// Stryker disable next-line StringLiteral: equivalent: `file` names the file read, and with no policy given nothing shows it
export const NO_POLICY: LoadedPolicy = Object.freeze({ file: '', policy: null, problem: null })

function errorCode(error: unknown): string {
  return (error as NodeJS.ErrnoException).code ?? String(error)
}

function problemLine(file: string, problem: Words | string): Words {
  return words('policy.ignored', { file, problem })
}

/** What was read, or why nothing was. */
async function readBounded(file: string): Promise<{ text: string } | { missing: true } | { problem: Words }> {
  let handle
  try {
    handle = await open(file, 'r')
  } catch (error) {
    // Stryker disable next-line BooleanLiteral: equivalent: the caller asks whether `missing` is there, not its value
    if (errorCode(error) === 'ENOENT') return { missing: true }
    return { problem: words('policy.problem.unreadable', { code: errorCode(error) }) }
  }
  try {
    const stats = await handle.stat()
    if (!stats.isFile()) return { problem: words('policy.problem.notAFile') }
    const { size } = stats
    if (size > MAX_POLICY_FILE_BYTES) {
      return { problem: words('policy.problem.tooLarge', { size, max: MAX_POLICY_FILE_BYTES }) }
    }
    // One byte over the bound is enough to know a file grew after stat.
    const buffer = Buffer.alloc(MAX_POLICY_FILE_BYTES + 1)
    const { bytesRead } = await handle.read(buffer, 0, buffer.length, 0)
    if (bytesRead > MAX_POLICY_FILE_BYTES) {
      return { problem: words('policy.problem.grew', { max: MAX_POLICY_FILE_BYTES }) }
    }
    return { text: buffer.subarray(0, bytesRead).toString('utf8') }
  } catch (error) {
    return { problem: words('policy.problem.unreadable', { code: errorCode(error) }) }
  } finally {
    await handle.close()
  }
}

export async function loadPolicy(file: string): Promise<LoadedPolicy> {
  const read = await readBounded(file)
  if ('missing' in read) return { file, policy: null, problem: null }
  if ('problem' in read) return { file, policy: null, problem: problemLine(file, read.problem) }
  const text = read.text.replace(/^\uFEFF/, '')
  // Before parsing: what reads the parsed value may walk it by recursion.
  if (jsonNestingExceeds(text, MAX_POLICY_DEPTH)) {
    return {
      file,
      policy: null,
      problem: problemLine(file, words('policy.problem.tooDeep', { max: MAX_POLICY_DEPTH })),
    }
  }
  let json: unknown
  try {
    json = JSON.parse(text)
  } catch (error) {
    const detail = (error as Error).message
    return { file, policy: null, problem: problemLine(file, words('policy.problem.notJson', { detail })) }
  }
  const parsed = policySchema.safeParse(json)
  if (!parsed.success) {
    const issue = firstIssue(parsed.error)
    // A problem the schema found in words of the catalogs (a base URL's) keeps them; zod's own
    // are a technical detail for IT, as they are. Where in the file comes first.
    const detail = issue.words ?? issue.message
    const problem = issue.path === '' ? detail : words('policy.problem.at', { path: issue.path, detail })
    return { file, policy: null, problem: problemLine(file, problem) }
  }
  return { file, policy: parsed.data, problem: null }
}

/**
 * The seam for the team templates reader: where the policy says the team's templates come
 * from, or null when it does not. A source the policy sets is the agent's to use, not to
 * change (`Set by your organization`).
 */
export function policyTeamTemplatesSource(loaded: LoadedPolicy): string | null {
  return loaded.policy?.teamTemplatesSource ?? null
}
