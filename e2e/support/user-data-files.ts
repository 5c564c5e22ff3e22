import { readdir, readFile } from 'node:fs/promises'
import { join } from 'node:path'

export interface UserDataFile {
  readonly path: string
  readonly bytes: Buffer
}

/** Every regular file under `dir`, recursively, with its bytes (hidden files included). */
export async function readEveryFile(dir: string): Promise<UserDataFile[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true })
  const files: UserDataFile[] = []
  for (const entry of entries) {
    if (!entry.isFile()) continue
    const path = join(entry.parentPath, entry.name)
    files.push({ path, bytes: await readFile(path) })
  }
  return files
}

/**
 * Files whose bytes contain `secret` as UTF-8, UTF-16LE or base64: a token written in any of
 * the encodings a careless store might use is still found.
 */
export function filesContaining(files: readonly UserDataFile[], secret: string): string[] {
  const needles = [
    Buffer.from(secret, 'utf8'),
    Buffer.from(secret, 'utf16le'),
    Buffer.from(Buffer.from(secret, 'utf8').toString('base64'), 'utf8'),
  ]
  return files
    .filter((file) => needles.some((needle) => file.bytes.includes(needle)))
    .map((file) => file.path)
}
