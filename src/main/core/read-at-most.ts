import type { FileHandle } from 'node:fs/promises'

/**
 * An open file's bytes from its start, or null once they pass `maxBytes`. The size is judged
 * by what is read, not by a stat: one byte past the bound is read at most, so a file of any
 * size, or one still growing, costs at most that buffer. Read in a loop, as one read may
 * return less than the file holds.
 */
export async function readAtMost(handle: FileHandle, maxBytes: number): Promise<Buffer | null> {
  const buffer = Buffer.alloc(maxBytes + 1)
  let length = 0
  for (;;) {
    const { bytesRead } = await handle.read(buffer, length, buffer.length - length, length)
    if (bytesRead === 0) return buffer.subarray(0, length)
    length += bytesRead
    if (length > maxBytes) return null
  }
}
