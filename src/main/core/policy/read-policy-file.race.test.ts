import { execFileSync } from 'node:child_process'
import { chmodSync, mkdtempSync, renameSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import * as fsPromises from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { withEnglish } from '../../../shared/i18n/english.test-support'
import { MAX_POLICY_FILE_BYTES } from '../../../shared/policy/policy-schema'
import { readPolicyFile } from './read-policy-file'

/**
 * A file swapped between the look (lstat) and the open: real files, and lstat wrapped only to
 * make the swap happen at exactly that moment, which no test could otherwise hit. What is
 * opened must be refused, not read: a link (O_NOFOLLOW), a FIFO (O_NONBLOCK, or the open waits
 * for ever), another file, or the same file made writable by others (fstat checks again).
 */

vi.mock('node:fs/promises', async (importOriginal) => {
  const real = await importOriginal<typeof fsPromises>()
  return { ...real, lstat: vi.fn(real.lstat) }
})

const me = process.getuid?.() ?? 0
let dir: string
let file: string
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'catalog-policy-race-'))
  chmodSync(dir, 0o755)
  file = join(dir, 'policy.json')
  writeFileSync(file, '{"demoCatalog": false}', { mode: 0o644 })
})
afterEach(() => {
  vi.mocked(fsPromises.lstat).mockReset()
  rmSync(dir, { recursive: true, force: true })
})

/** Runs `swap` right after the policy file's first lstat has answered. */
async function readSwappedAfterLook(swap: () => void, owner: number | null = me): Promise<unknown> {
  const real = await vi.importActual<typeof fsPromises>('node:fs/promises')
  vi.mocked(fsPromises.lstat).mockImplementation((async (path: string) => {
    const stats = await real.lstat(path)
    if (path === file) {
      swap()
      vi.mocked(fsPromises.lstat).mockImplementation(real.lstat as typeof fsPromises.lstat)
    }
    return stats
  }) as typeof fsPromises.lstat)
  const read = await readPolicyFile(file, owner)
  return 'problem' in read ? withEnglish(read.problem) : read
}

function replaceWith(make: (path: string) => void): () => void {
  return () => {
    const next = join(dir, 'next')
    make(next)
    renameSync(next, file)
  }
}

describe.runIf(process.platform === 'linux')('a policy file swapped after it was looked at', () => {
  it('reads the file when nothing changes (the hook itself changes nothing)', async () => {
    const read = await readSwappedAfterLook(() => undefined)
    expect(read).toEqual({ bytes: Buffer.from('{"demoCatalog": false}') })
  })

  it('refuses a link put in its place', async () => {
    const target = join(dir, 'target.json')
    writeFileSync(target, '{}', { mode: 0o644 })
    expect(await readSwappedAfterLook(replaceWith((next) => symlinkSync(target, next)))).toBe(
      'It was replaced while it was being read.',
    )
  })

  it('refuses a FIFO put in its place without waiting for a writer', async () => {
    const read = await readSwappedAfterLook(
      replaceWith((next) => execFileSync('mkfifo', [next])),
      null,
    )
    expect(read).toBe('It was replaced while it was being read.')
  })

  it('refuses another file put in its place, however good', async () => {
    const swap = replaceWith((next) => writeFileSync(next, '{"demoCatalog": true}', { mode: 0o644 }))
    expect(await readSwappedAfterLook(swap)).toBe('It was replaced while it was being read.')
  })

  it('refuses the same file made writable by others in between', async () => {
    expect(await readSwappedAfterLook(() => chmodSync(file, 0o666))).toBe(
      'It can be changed by users other than root (mode 0666).',
    )
  })

  it('refuses the same file grown past the bound in between', async () => {
    const grow = () => writeFileSync(file, ' '.repeat(MAX_POLICY_FILE_BYTES + 1))
    expect(await readSwappedAfterLook(grow)).toBe(
      `It is ${(MAX_POLICY_FILE_BYTES + 1).toLocaleString('en')} bytes, more than the ${MAX_POLICY_FILE_BYTES.toLocaleString('en')} a policy may have.`,
    )
  })
})
