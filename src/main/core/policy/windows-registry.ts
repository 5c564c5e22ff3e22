import { realpath } from 'node:fs/promises'
import { win32 } from 'node:path'
import { MAX_POLICY_FILE_BYTES } from '../../../shared/policy/policy-schema'
import { words, type Words } from '../../../shared/i18n/words'
import { POLICY_REASONS } from '../../../shared/policy/policy-reasons'
import { POLICY_PROGRAM_TIMEOUT_MS, unfinishedRun, type ProgramRun, type RunProgram } from './run-program'

/**
 * The Windows policy: one REG_SZ value under HKLM\SOFTWARE\Policies, holding the same JSON as
 * the file on the other systems, read by Windows' own reg.exe (no native module).
 *
 * reg.exe writes its answer in the console's code page, which turns every character outside
 * it into `?`, so the query runs after `chcp 65001` (UTF-8) in a cmd.exe of its own. All three
 * programs come from the Windows folder by absolute path, with no PATH, no AutoRun (`/d`) and
 * an environment of one variable: what the person starting the app sets decides nothing.
 */
export type RegistryRead =
  { readonly text: string } | { readonly missing: true } | { readonly problem: Words }

/** What reg.exe's header line and one value take beyond the value itself. */
const OUTPUT_SLACK_BYTES = 4096

/** cmd.exe's exit code when `chcp` failed and reg.exe never ran. */
const CODE_PAGE_FAILED = 3

/** Where Windows is when the kernel's own name for it cannot be read: almost every install. */
const USUAL_WINDOWS_DIRECTORY = 'C:\\Windows'

/** A drive-letter path with nothing cmd.exe would read as an operator or a variable. */
const PLAIN_WINDOWS_PATH = /^[A-Za-z]:\\[^"%^&|<>\r\n]*$/

/**
 * The Windows folder, from `\SystemRoot`, the kernel's link to it, rather than the SystemRoot
 * variable anyone can set for a process they start.
 */
export async function findWindowsDirectory(
  resolve: (path: string) => Promise<string> = realpath,
): Promise<string> {
  try {
    const found = await resolve('\\\\?\\GLOBALROOT\\SystemRoot')
    if (PLAIN_WINDOWS_PATH.test(found)) return found.replace(/\\+$/, '')
  } catch {
    // The usual folder, below.
  }
  return USUAL_WINDOWS_DIRECTORY
}

/** The one cmd.exe run that reads `value` of `key` in UTF-8. */
export function regQueryRun(windowsDirectory: string, key: string, value: string): ProgramRun {
  const system = win32.join(windowsDirectory, 'System32')
  const chcp = `"${win32.join(system, 'chcp.com')}" 65001 >nul || exit ${CODE_PAGE_FAILED}`
  const query = `"${win32.join(system, 'reg.exe')}" query "${key}" /v "${value}"`
  return {
    file: win32.join(system, 'cmd.exe'),
    // `/s /c "…"`: cmd.exe drops the outer quotes and runs the rest as written.
    args: ['/d', '/s', '/c', `"${chcp} & ${query}"`],
    verbatim: true,
    env: { SystemRoot: windowsDirectory },
    timeoutMs: POLICY_PROGRAM_TIMEOUT_MS,
    maxOutputBytes: MAX_POLICY_FILE_BYTES + OUTPUT_SLACK_BYTES,
  }
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
}

/**
 * The value's data from reg.exe's answer to `query <key> /v <value>`:
 *
 *     HKEY_LOCAL_MACHINE\SOFTWARE\Policies\…
 *         <value>    REG_SZ    <data>
 *
 * The data runs to the end of the answer: a value may hold line breaks, which reg.exe writes
 * as they are. Only REG_SZ is read; another type is said.
 */
export function parseRegQuery(output: string, value: string): RegistryRead {
  const header = new RegExp(`^ {4}${escapeRegExp(value)} {4}(REG_[A-Z0-9_]+)(?: {4}|$)`, 'im').exec(output)
  if (header === null)
    return {
      problem: words(POLICY_REASONS.registryOutput),
    }
  const type = header[1] ?? ''
  if (type !== 'REG_SZ')
    return {
      problem: words(POLICY_REASONS.registryType, { type }),
    }
  return { text: output.slice(header.index + header[0].length).trimEnd() }
}

/** The policy's JSON from the registry, nothing when the value is not there, or what went wrong. */
export async function readRegistryPolicy(
  key: string,
  value: string,
  run: RunProgram,
  windowsDirectory: () => Promise<string>,
): Promise<RegistryRead> {
  const result = await run(regQueryRun(await windowsDirectory(), key, value))
  if (result.kind !== 'exited') return { problem: unfinishedRun(result, 'reg.exe') }
  // reg.exe answers 1 for a key or value that is not there: no policy, the usual case.
  // Stryker disable next-line BooleanLiteral: equivalent: the caller asks whether `missing` is there, not its value
  if (result.code === 1) return { missing: true }
  if (result.code === CODE_PAGE_FAILED) {
    return {
      problem: words(POLICY_REASONS.programFailed, { program: 'chcp.com', code: String(result.code) }),
    }
  }
  if (result.code !== 0) {
    return {
      problem: words(POLICY_REASONS.programFailed, { program: 'reg.exe', code: String(result.code) }),
    }
  }
  let output: string
  try {
    output = new TextDecoder('utf-8', { fatal: true }).decode(result.stdout)
  } catch {
    return {
      problem: words(POLICY_REASONS.registryOutput),
    }
  }
  return parseRegQuery(output, value)
}
