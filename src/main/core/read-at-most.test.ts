import { mkdtemp, open, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { readAtMost } from './read-at-most'

let dir: string
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'catalog-read-at-most-'))
})
afterAll(async () => {
  await rm(dir, { recursive: true, force: true })
})

/** The file holding `bytes`, read through readAtMost with `maxBytes`. */
async function readFileOf(bytes: Buffer, maxBytes: number): Promise<Buffer | null> {
  const path = join(dir, `file-${bytes.length}-${maxBytes}`)
  await writeFile(path, bytes)
  const handle = await open(path, 'r')
  try {
    return await readAtMost(handle, maxBytes)
  } finally {
    await handle.close()
  }
}

describe('readAtMost', () => {
  it('gives a file up to the bound whole', async () => {
    const bytes = Buffer.from('{"version":1}')
    expect(await readFileOf(bytes, 100)).toStrictEqual(bytes)
    expect(await readFileOf(bytes, bytes.length)).toStrictEqual(bytes)
  })

  it('gives null for a file one byte past the bound, or far past it', async () => {
    expect(await readFileOf(Buffer.from('12345'), 4)).toBeNull()
    expect(await readFileOf(Buffer.alloc(1024 * 1024, 0x61), 16)).toBeNull()
  })

  it('gives an empty file as no bytes', async () => {
    expect(await readFileOf(Buffer.alloc(0), 10)).toStrictEqual(Buffer.alloc(0))
  })

  it('reads from the start of the file, wherever the handle stands', async () => {
    const path = join(dir, 'moved')
    await writeFile(path, 'abcdef')
    const handle = await open(path, 'r')
    try {
      await handle.read(Buffer.alloc(3), 0, 3, null)
      expect(await readAtMost(handle, 10)).toStrictEqual(Buffer.from('abcdef'))
    } finally {
      await handle.close()
    }
  })
})
