import { MAX_POLICY_FILE_BYTES } from '../../../shared/policy/policy-schema'
import { words, type Words } from '../../../shared/i18n/words'
import { POLICY_REASONS } from '../../../shared/policy/policy-reasons'
import { POLICY_PROGRAM_TIMEOUT_MS, unfinishedRun, type ProgramRun, type RunProgram } from './run-program'

/**
 * The macOS policy as MDM delivers it: the app's managed-preferences domain, a property list
 * (usually binary) whose keys are the policy's fields. macOS's own plutil turns it into the
 * same JSON as the file on the other systems; it is given the bytes already read and checked
 * (read-policy-file.ts), never the path, so what it converts is what was checked.
 */
export type PlistRead = { readonly text: string } | { readonly problem: Words }

const PLUTIL = '/usr/bin/plutil'

/** `-` as the input is standard input, and `-o -` writes to standard output. */
export function plutilRun(plist: Buffer): ProgramRun {
  return {
    file: PLUTIL,
    args: ['-convert', 'json', '-o', '-', '-'],
    input: plist,
    env: {},
    timeoutMs: POLICY_PROGRAM_TIMEOUT_MS,
    // The policy's JSON has the file's bound, however compact the property list it came from.
    maxOutputBytes: MAX_POLICY_FILE_BYTES,
  }
}

export async function plistAsJson(plist: Buffer, run: RunProgram): Promise<PlistRead> {
  const result = await run(plutilRun(plist))
  if (result.kind !== 'exited') return { problem: unfinishedRun(result, 'plutil') }
  if (result.code !== 0) {
    return {
      problem: words(POLICY_REASONS.programFailed, { program: 'plutil', code: String(result.code) }),
    }
  }
  return { text: result.stdout.toString('utf8') }
}
