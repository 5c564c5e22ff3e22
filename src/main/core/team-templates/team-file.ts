import { constants, type Stats } from 'node:fs'
import { open, stat } from 'node:fs/promises'
import { tooBig } from './team-fetch'
import { words, type Words } from '../../../shared/i18n/words'

/**
 * Reads a team file from a path (a share the team already has): its modification time says
 * whether it changed, so an unchanged file is never read again, and its size is checked with
 * stat before a byte is read. The read itself stops at the bound too, since a file can grow
 * between the stat and the read.
 *
 * Only a regular file is opened: a named pipe with no writer would hold the open for ever,
 * a device may never end. The opened file is looked at again, so one swapped in between the
 * stat and the open is refused too, and it is opened non-blocking (where the system has it)
 * so even that open cannot wait on a pipe.
 */

export type FileReading =
  | { readonly kind: 'unchanged' }
  | { readonly kind: 'read'; readonly text: string; readonly mtimeMs: number }
  | { readonly kind: 'failed'; readonly reason: Words; readonly advice: 'address' | 'file' }

// Stryker disable next-line LogicalOperator: equivalent: only Windows lacks O_NONBLOCK, and its files never block
const READ_NON_BLOCKING = constants.O_RDONLY | (constants.O_NONBLOCK ?? 0)

export async function readTeamPath(
  path: string,
  lastMtimeMs: number | null,
  maxBytes: number,
): Promise<FileReading> {
  try {
    const info = await stat(path)
    if (!info.isFile()) return { kind: 'failed', reason: notAFile(info), advice: 'address' }
    if (info.mtimeMs === lastMtimeMs) return { kind: 'unchanged' }
    if (info.size > maxBytes) return { kind: 'failed', reason: tooBig(maxBytes), advice: 'file' }
    const handle = await open(path, READ_NON_BLOCKING)
    try {
      const opened = await handle.stat()
      if (!opened.isFile()) return { kind: 'failed', reason: notAFile(opened), advice: 'address' }
      const buffer = Buffer.alloc(maxBytes + 1)
      let length = 0
      for (;;) {
        const { bytesRead } = await handle.read(buffer, length, buffer.length - length, null)
        if (bytesRead === 0) break
        length += bytesRead
        if (length > maxBytes) return { kind: 'failed', reason: tooBig(maxBytes), advice: 'file' }
      }
      return {
        kind: 'read',
        text: new TextDecoder().decode(buffer.subarray(0, length)),
        mtimeMs: opened.mtimeMs,
      }
    } finally {
      await handle.close()
    }
  } catch (error) {
    return { kind: 'failed', reason: fileProblem(error), advice: 'address' }
  }
}

function notAFile(info: Stats): Words {
  if (info.isDirectory()) return words('team.read.folder')
  if (info.isFIFO()) return words('team.read.notAFile', { what: 'fifo' })
  if (info.isSocket()) return words('team.read.notAFile', { what: 'socket' })
  if (info.isCharacterDevice() || info.isBlockDevice()) return words('team.read.notAFile', { what: 'device' })
  return words('team.read.notAFile', { what: 'other' })
}

function fileProblem(error: unknown): Words {
  // Stryker disable next-line OptionalChaining: equivalent: fs rejects with an Error, never null; the guard is for the type
  const code = (error as NodeJS.ErrnoException | null)?.code
  if (code === 'ENOENT') return words('team.read.noFile')
  if (code === 'EACCES' || code === 'EPERM') return words('team.read.notAllowed')
  if (code === 'ENOTDIR') return words('team.read.noFolder')
  // Stryker disable next-line LogicalOperator,MethodExpression: equivalent: every fs error has a code; the fallback bounds what anything else could say
  return words('team.read.fileUnreadable', { code: code ?? String(error).slice(0, 120) })
}
