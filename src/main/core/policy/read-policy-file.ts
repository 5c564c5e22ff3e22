import { constants, type Stats } from 'node:fs'
import { lstat, open } from 'node:fs/promises'
import { dirname } from 'node:path'
import { MAX_POLICY_FILE_BYTES } from '../../../shared/policy/policy-schema'
import { readAtMost } from '../read-at-most'
import { words, type Words } from '../../../shared/i18n/words'
import { POLICY_REASONS } from '../../../shared/policy/policy-reasons'

/**
 * A policy file's bytes, read only when it is what it claims to be: a regular file, not a
 * link, at most MAX_POLICY_FILE_BYTES, and, where an owner is required, owned by that owner
 * (root) together with its folder, neither writable by group or others, so no standard user
 * can have put or changed it.
 *
 * Everything is judged from lstat before the file is opened: a FIFO would block the open until
 * someone writes to it (and the start with it), a device may never end. The open itself does
 * not follow a link and does not wait (O_NONBLOCK), and the opened file is checked again with
 * fstat, so a file swapped in between the two looks is refused, not read.
 */
export type FileRead = { readonly bytes: Buffer } | { readonly missing: true } | { readonly problem: Words }

// Neither exists on Windows, where only the development override reads a file.
const OPEN_FLAGS = constants.O_RDONLY | (constants.O_NOFOLLOW ?? 0) | (constants.O_NONBLOCK ?? 0)

/** Write permission for the group or for everyone. */
const WRITABLE_BY_OTHERS = 0o022

function errorCode(error: unknown): string {
  return (error as NodeJS.ErrnoException).code ?? String(error)
}

function unreadable(error: unknown): { problem: Words } {
  return {
    problem: words(POLICY_REASONS.unreadable, { code: errorCode(error) }),
  }
}

/** What a path that is not a regular file is, for the line. */
function kindOf(stats: Stats): string {
  if (stats.isSymbolicLink()) return 'link'
  if (stats.isDirectory()) return 'folder'
  if (stats.isFIFO()) return 'fifo'
  if (stats.isSocket()) return 'socket'
  if (stats.isCharacterDevice() || stats.isBlockDevice()) return 'device'
  return 'other'
}

function modeText(mode: number): string {
  return (mode & 0o7777).toString(8).padStart(4, '0')
}

/**
 * Why the file (or its folder, named) may have been written by someone other than `owner`;
 * null when only `owner` can have.
 */
function trustProblem(stats: Stats, owner: number, folder: string | null): Words | null {
  const target = folder === null ? 'file' : 'folder'
  const where = { target, folder: folder ?? '' }
  if (stats.uid !== owner) return words(POLICY_REASONS.owner, { ...where, uid: String(stats.uid) })
  if ((stats.mode & WRITABLE_BY_OTHERS) !== 0) {
    return words(POLICY_REASONS.writable, { ...where, mode: modeText(stats.mode) })
  }
  return null
}

/** Why `stats` (the file's, by lstat or fstat) is not a file this run may read; null when it is. */
function fileProblem(stats: Stats, owner: number | null): Words | null {
  if (!stats.isFile()) return words(POLICY_REASONS.notAFile, { kind: kindOf(stats) })
  if (owner !== null) {
    const problem = trustProblem(stats, owner, null)
    if (problem !== null) return problem
  }
  const { size } = stats
  if (size > MAX_POLICY_FILE_BYTES)
    return words(POLICY_REASONS.tooLarge, { size, max: MAX_POLICY_FILE_BYTES })
  return null
}

async function folderProblem(path: string, owner: number): Promise<Words | null> {
  const folder = dirname(path)
  let stats: Stats
  try {
    stats = await lstat(folder)
  } catch (error) {
    return unreadable(error).problem
  }
  if (!stats.isDirectory()) return words(POLICY_REASONS.folderLink, { folder })
  return trustProblem(stats, owner, folder)
}

/** The file at `path`; `owner` null reads it whoever owns it (the development override). */
export async function readPolicyFile(path: string, owner: number | null): Promise<FileRead> {
  let before: Stats
  try {
    before = await lstat(path)
  } catch (error) {
    // Stryker disable next-line BooleanLiteral: equivalent: the caller asks whether `missing` is there, not its value
    if (errorCode(error) === 'ENOENT') return { missing: true }
    return unreadable(error)
  }
  const problem = fileProblem(before, owner) ?? (owner === null ? null : await folderProblem(path, owner))
  if (problem !== null) return { problem }

  let handle
  try {
    handle = await open(path, OPEN_FLAGS)
  } catch (error) {
    // Replaced by a link after lstat looked: O_NOFOLLOW refuses it.
    if (errorCode(error) === 'ELOOP')
      return {
        problem: words(POLICY_REASONS.replaced),
      }
    return unreadable(error)
  }
  try {
    const opened = await handle.stat()
    if (opened.dev !== before.dev || opened.ino !== before.ino) {
      return {
        problem: words(POLICY_REASONS.replaced),
      }
    }
    const changed = fileProblem(opened, owner)
    if (changed !== null) return { problem: changed }
    // Bounded again as it is read: the file may have grown after the stat.
    const bytes = await readAtMost(handle, MAX_POLICY_FILE_BYTES)
    if (bytes === null) {
      return {
        problem: words(POLICY_REASONS.grew, { max: MAX_POLICY_FILE_BYTES }),
      }
    }
    return { bytes }
  } catch (error) {
    return unreadable(error)
  } finally {
    await handle.close()
  }
}
