import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type * as FsPromises from 'node:fs/promises'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

/*
 * writeFileAtomic on a real file system, with node:fs/promises wrapped (not replaced) so a
 * test can see every fsync and make a rename fail the way Windows does.
 */
const calls: string[] = []
const renameFailures: string[] = []
let folderOpenFails = false
vi.mock('node:fs/promises', async (importOriginal) => {
  const real = await importOriginal<typeof FsPromises>()
  return {
    ...real,
    open: async (...args: Parameters<typeof real.open>) => {
      const what = String(args[0]).endsWith('.tmp') ? 'temp' : 'folder'
      if (what === 'folder' && folderOpenFails)
        throw Object.assign(new Error('EPERM: open'), { code: 'EPERM' })
      const handle = await real.open(...args)
      const sync = handle.sync.bind(handle)
      handle.sync = async () => {
        calls.push(`sync ${what}`)
        return sync()
      }
      const close = handle.close.bind(handle)
      handle.close = async () => {
        calls.push(`close ${what}`)
        return close()
      }
      return handle
    },
    rename: async (from: string, to: string) => {
      const code = renameFailures.shift()
      calls.push(code ? `rename ${code}` : 'rename')
      if (code) throw Object.assign(new Error(`${code}: rename`), { code })
      return real.rename(from, to)
    },
  }
})

const { isAtomicTempName, writeFileAtomic } = await import('./atomic-write')

let folder: string
const platform = process.platform
const onPlatform = (name: NodeJS.Platform) => Object.defineProperty(process, 'platform', { value: name })

beforeEach(() => {
  folder = mkdtempSync(join(tmpdir(), 'catalog-atomic-'))
  calls.length = 0
  renameFailures.length = 0
  folderOpenFails = false
})
afterEach(() => {
  onPlatform(platform)
  rmSync(folder, { recursive: true, force: true })
})

describe('writeFileAtomic', () => {
  it('writes the content to a private temp file, syncs it, renames it over the target, then syncs the folder', async () => {
    const target = join(folder, 'settings.json')
    writeFileSync(target, 'old')
    await writeFileAtomic(target, 'new ✓')
    expect(readFileSync(target, 'utf8')).toBe('new ✓')
    expect(calls).toEqual(['sync temp', 'close temp', 'rename', 'sync folder', 'close folder'])
    expect(statSync(target).mode & 0o777).toBe(0o600)
    expect(readdirSync(folder)).toEqual(['settings.json'])
  })

  it('leaves the old file and no temp file when the rename fails', async () => {
    const target = join(folder, 'settings.json')
    writeFileSync(target, 'old')
    renameFailures.push('EXDEV')
    await expect(writeFileAtomic(target, 'new')).rejects.toThrow('EXDEV')
    expect(calls).toEqual(['sync temp', 'close temp', 'rename EXDEV'])
    expect(readFileSync(target, 'utf8')).toBe('old')
    expect(readdirSync(folder)).toEqual(['settings.json'])
  })

  it('fails, leaving nothing behind, when the folder is missing', async () => {
    await expect(writeFileAtomic(join(folder, 'missing', 'settings.json'), 'x')).rejects.toMatchObject({
      code: 'ENOENT',
    })
    expect(readdirSync(folder)).toEqual([])
  })

  it('succeeds when the folder cannot be synced: that is a best effort, the content is already synced', async () => {
    const target = join(folder, 'settings.json')
    folderOpenFails = true
    await writeFileAtomic(target, 'x')
    expect(readFileSync(target, 'utf8')).toBe('x')
    expect(calls).toEqual(['sync temp', 'close temp', 'rename'])
  })

  it('on Windows, retries a rename an indexer or antivirus briefly refuses, waiting longer each time', async () => {
    onPlatform('win32')
    const target = join(folder, 'settings.json')
    renameFailures.push('EBUSY', 'EPERM', 'EACCES')
    const started = performance.now()
    await writeFileAtomic(target, 'new')
    // Waits of 50, 100 and 150 ms: at least 300 ms in all (a lower bound, not a speed check).
    expect(performance.now() - started).toBeGreaterThanOrEqual(290)
    expect(calls.filter((call) => call.startsWith('rename'))).toEqual([
      'rename EBUSY',
      'rename EPERM',
      'rename EACCES',
      'rename',
    ])
    expect(readFileSync(target, 'utf8')).toBe('new')
  })

  it('on Windows, gives up after five refusals, and never retries other errors', async () => {
    onPlatform('win32')
    const target = join(folder, 'settings.json')
    renameFailures.push('EBUSY', 'EBUSY', 'EBUSY', 'EBUSY', 'EBUSY', 'EBUSY')
    await expect(writeFileAtomic(target, 'new')).rejects.toMatchObject({ code: 'EBUSY' })
    expect(calls.filter((call) => call.startsWith('rename'))).toHaveLength(5)
    expect(readdirSync(folder)).toEqual([])

    calls.length = 0
    renameFailures.length = 0
    renameFailures.push('ENOSPC')
    await expect(writeFileAtomic(target, 'new')).rejects.toMatchObject({ code: 'ENOSPC' })
    expect(calls.filter((call) => call.startsWith('rename'))).toHaveLength(1)
  })

  it('elsewhere, does not retry what Windows would', async () => {
    onPlatform('linux')
    renameFailures.push('EBUSY')
    await expect(writeFileAtomic(join(folder, 'settings.json'), 'new')).rejects.toMatchObject({
      code: 'EBUSY',
    })
    expect(calls.filter((call) => call.startsWith('rename'))).toHaveLength(1)
  })
})

describe('isAtomicTempName', () => {
  it('knows its own temp files and nothing else', () => {
    expect(isAtomicTempName('settings.json.a1b2c3.tmp', 'settings.json')).toBe(true)
    expect(isAtomicTempName('settings.json', 'settings.json')).toBe(false)
    expect(isAtomicTempName('other.json.a1b2c3.tmp', 'settings.json')).toBe(false)
    expect(isAtomicTempName('settings.json.a1b2c3.bak', 'settings.json')).toBe(false)
    expect(isAtomicTempName('xsettings.json.a1.tmp', 'settings.json')).toBe(false)
  })
})
