import { constants, type Stats } from 'node:fs'
import { open, stat } from 'node:fs/promises'
import { readAtMost } from '../read-at-most'

/**
 * Reads a team file from a path (a share the team already has), in the reader process
 * (team-file-process.ts), so it answers with plain facts and leaves the words to main
 * (path-facts.ts). Its modification time says whether it changed, so an unchanged file is
 * never read again, and its size is checked with stat before a byte is read. The read itself
 * stops at the bound too, since a file can grow between the stat and the read.
 *
 * Only a regular file is opened: a named pipe with no writer would hold the open for ever,
 * a device may never end. The opened file is looked at again, so one swapped in between the
 * stat and the open is refused too, and it is opened non-blocking (where the system has it)
 * so even that open cannot wait on a pipe.
 */

/** What a path is, when it is not a regular file. */
export type NotAFile = 'folder' | 'fifo' | 'socket' | 'device' | 'other'

export type PathFacts =
  | { readonly kind: 'unchanged' }
  | { readonly kind: 'read'; readonly text: string; readonly mtimeMs: number }
  | { readonly kind: 'too-big' }
  | { readonly kind: 'not-a-file'; readonly what: NotAFile }
  /** A system error code (ENOENT, EACCES, …), or a short text where there is none. */
  | { readonly kind: 'error'; readonly code: string }

/** What main sends the reader process: one read. */
export interface PathRequest {
  readonly path: string
  readonly lastMtimeMs: number | null
  readonly maxBytes: number
}

// Stryker disable next-line LogicalOperator: equivalent: only Windows lacks O_NONBLOCK, and its files never block
const READ_NON_BLOCKING = constants.O_RDONLY | (constants.O_NONBLOCK ?? 0)

export async function readTeamPath(
  path: string,
  lastMtimeMs: number | null,
  maxBytes: number,
): Promise<PathFacts> {
  try {
    const info = await stat(path)
    const what = notAFile(info)
    if (what !== null) return { kind: 'not-a-file', what }
    if (info.mtimeMs === lastMtimeMs) return { kind: 'unchanged' }
    if (info.size > maxBytes) return { kind: 'too-big' }
    const handle = await open(path, READ_NON_BLOCKING)
    try {
      const opened = await handle.stat()
      const swapped = notAFile(opened)
      if (swapped !== null) return { kind: 'not-a-file', what: swapped }
      const bytes = await readAtMost(handle, maxBytes)
      if (bytes === null) return { kind: 'too-big' }
      return { kind: 'read', text: new TextDecoder().decode(bytes), mtimeMs: opened.mtimeMs }
    } finally {
      await handle.close()
    }
  } catch (error) {
    // Stryker disable next-line OptionalChaining: equivalent: fs rejects with an Error, never null; the guard is for the type
    const code = (error as NodeJS.ErrnoException | null)?.code
    // Stryker disable next-line LogicalOperator,MethodExpression: equivalent: every fs error has a code; the fallback bounds what anything else could say
    return { kind: 'error', code: code ?? String(error).slice(0, 120) }
  }
}

function notAFile(info: Stats): NotAFile | null {
  if (info.isFile()) return null
  if (info.isDirectory()) return 'folder'
  if (info.isFIFO()) return 'fifo'
  if (info.isSocket()) return 'socket'
  if (info.isCharacterDevice() || info.isBlockDevice()) return 'device'
  return 'other'
}
