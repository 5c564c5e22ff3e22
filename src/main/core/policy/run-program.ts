import { spawn } from 'node:child_process'
import { isAbsolute } from 'node:path'
import { MAX_POLICY_FILE_BYTES } from '../../../shared/policy/policy-schema'
import { words, type Words } from '../../../shared/i18n/words'
import { POLICY_REASONS } from '../../../shared/policy/policy-reasons'
import { setClampedTimeout } from '../timers/clamped-timeout'

/**
 * One run of a system program that reads the policy for the app (reg.exe, plutil), bounded
 * so the start cannot wait on it: killed after a timeout or once it has written more than a
 * policy can be. Always by absolute path, never found through PATH, and with only the
 * environment given: the person who starts the app sets PATH and the rest.
 */
export interface ProgramRun {
  readonly file: string
  readonly args: readonly string[]
  readonly env: Readonly<Record<string, string>>
  /** Written to the program's standard input, which is then closed. */
  readonly input?: Buffer
  /** Windows: the arguments as written, for cmd.exe, which quotes by its own rules. */
  readonly verbatim?: boolean
  readonly timeoutMs: number
  readonly maxOutputBytes: number
}

export type ProgramResult =
  | { readonly kind: 'exited'; readonly code: number; readonly stdout: Buffer }
  /** It could not be started (ENOENT, EACCES), or a signal ended it. */
  | { readonly kind: 'failed'; readonly code: string }
  | { readonly kind: 'timedOut' }
  | { readonly kind: 'tooLong' }

export type RunProgram = (run: ProgramRun) => Promise<ProgramResult>

/** How long a policy program may take: it answers in milliseconds, and the start waits on it. */
export const POLICY_PROGRAM_TIMEOUT_MS = 5_000

export const runProgram: RunProgram = (run) =>
  new Promise((resolve) => {
    // Without PATH, spawn would still look a bare name up in the system's default search path.
    if (!isAbsolute(run.file)) {
      resolve({ kind: 'failed', code: 'ENOENT' })
      return
    }
    const child = spawn(run.file, [...run.args], {
      env: { ...run.env },
      stdio: ['pipe', 'pipe', 'ignore'],
      windowsHide: true,
      windowsVerbatimArguments: run.verbatim ?? false,
    })
    const chunks: Buffer[] = []
    let length = 0
    let settled = false
    const finish = (result: ProgramResult): void => {
      if (settled) return
      settled = true
      clearTimeout(timer)
      // Its answer is in, or no longer wanted: nothing more is waited for.
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL')
      resolve(result)
    }
    const timer = setClampedTimeout(() => finish({ kind: 'timedOut' }), run.timeoutMs)
    child.stdout.on('data', (chunk: Buffer) => {
      length += chunk.length
      if (length > run.maxOutputBytes) finish({ kind: 'tooLong' })
      else chunks.push(chunk)
    })
    child.on('error', (error: NodeJS.ErrnoException) =>
      finish({ kind: 'failed', code: error.code ?? error.message }),
    )
    child.on('close', (code, signal) => {
      if (code === null) finish({ kind: 'failed', code: signal ?? 'no exit code' })
      else finish({ kind: 'exited', code, stdout: Buffer.concat(chunks) })
    })
    // A program that exits without reading its input closes the pipe: nothing to report.
    child.stdin.on('error', () => undefined)
    child.stdin.end(run.input)
  })

/** What a run that did not exit says to the agent; `program` is named as they would know it. */
export function unfinishedRun(
  result: Exclude<ProgramResult, { readonly kind: 'exited' }>,
  program: string,
): Words {
  switch (result.kind) {
    case 'timedOut':
      return words(POLICY_REASONS.timedOut, { program, seconds: POLICY_PROGRAM_TIMEOUT_MS / 1000 })
    case 'tooLong':
      return words(POLICY_REASONS.grew, { max: MAX_POLICY_FILE_BYTES })
    case 'failed':
      return words(POLICY_REASONS.unreadable, { code: result.code })
  }
}
