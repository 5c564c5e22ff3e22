import { randomBytes } from 'node:crypto'
import { open, rename, rm } from 'node:fs/promises'
import { dirname } from 'node:path'
import { setClampedTimeout } from '../timers/clamped-timeout'

/**
 * Replaces a file so that a crash at any moment leaves either the old or the new content.
 *
 * Write a temp file in the same folder (rename is only atomic within one file system), fsync
 * it, then rename it over the target. A temp file left by a crash is recognisable by
 * `isAtomicTempName` and removed on the next start.
 */

const TEMP_SUFFIX = '.tmp'

export function isAtomicTempName(fileName: string, targetFileName: string): boolean {
  return fileName.startsWith(`${targetFileName}.`) && fileName.endsWith(TEMP_SUFFIX)
}

/** Windows briefly refuses renames over files an indexer or antivirus has open. */
const TRANSIENT_RENAME_CODES = new Set(['EPERM', 'EACCES', 'EBUSY'])

async function renameWithRetry(from: string, to: string): Promise<void> {
  for (let attempt = 0; ; attempt++) {
    try {
      await rename(from, to)
      return
    } catch (error) {
      // Stryker disable next-line StringLiteral: any text that is not an errno code is equally not a transient one
      const code = (error as NodeJS.ErrnoException).code ?? ''
      if (process.platform !== 'win32' || !TRANSIENT_RENAME_CODES.has(code) || attempt >= 4) throw error
      await new Promise<void>((resolve) => setClampedTimeout(resolve, 50 * (attempt + 1)))
    }
  }
}

const tempNameFor = (path: string) => `${path}.${randomBytes(6).toString('hex')}${TEMP_SUFFIX}`

export async function writeFileAtomic(path: string, content: string): Promise<void> {
  const file = await openAtomicFile(path)
  try {
    await file.write(content)
  } catch (error) {
    await file.discard()
    throw error
  }
  await file.commit()
}

/**
 * A file written piece by piece (an export streamed as its pages arrive) with the same promise
 * as writeFileAtomic: until `commit`, the content lives in a temp file next to `path`, so a
 * failure half-way leaves no half-file under the name the person chose, only what was there.
 */
export interface AtomicFile {
  /** The name it will have once committed (for messages). */
  readonly path: string
  /** Appends `text`; resolves once it was handed to the system, so awaiting it is the backpressure. */
  write(text: string): Promise<void>
  /** Syncs, closes and renames the temp file over `path`. */
  commit(): Promise<void>
  /** Closes and removes the temp file; never throws. */
  discard(): Promise<void>
}

export async function openAtomicFile(path: string): Promise<AtomicFile> {
  const temp = tempNameFor(path)
  const handle = await open(temp, 'wx', 0o600)
  let isOpen = true
  const close = async () => {
    if (!isOpen) return
    isOpen = false
    await handle.close()
  }
  const discard = async () => {
    await close().catch(() => undefined)
    // Stryker disable next-line ObjectLiteral,BooleanLiteral: without force, rm throws and the catch swallows it the same way
    await rm(temp, { force: true }).catch(() => undefined)
  }
  return {
    path,
    // writeFile on a handle writes at the current position and loops until all of it is written.
    // Stryker disable next-line StringLiteral: an empty encoding means Node's default, which is utf8
    write: (text) => handle.writeFile(text, 'utf8'),
    async commit() {
      try {
        await handle.sync()
        await close()
        await renameWithRetry(temp, path)
      } catch (error) {
        await discard()
        throw error
      }
      await syncFolder(dirname(path))
    },
    discard,
  }
}

/** Makes the rename itself durable; not possible (nor needed) on Windows, so best effort. */
async function syncFolder(folder: string): Promise<void> {
  try {
    const handle = await open(folder, 'r')
    try {
      await handle.sync()
    } finally {
      await handle.close()
    }
  } catch {
    // Durability of the directory entry is a bonus; the content itself was already synced.
  }
}
