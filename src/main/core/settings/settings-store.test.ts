import { execFileSync } from 'node:child_process'
import { lstat, mkdir, mkdtemp, readFile, readdir, rm, stat, symlink, writeFile } from 'node:fs/promises'
import type * as FsPromises from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { EMPTY_FILTERS } from '../../../shared/catalog'
import type { Notice } from '../../../shared/ipc'
import { withPrefs } from './catalog-prefs'
import { DEFAULT_SETTINGS, MAX_STORED_PREFS, settingsSchema, type Settings } from './settings-schema'
import { MAX_SETTINGS_FILE_BYTES, SETTINGS_FILE_NAME, openSettingsStore } from './settings-store'
import { inEnglish } from '../../../shared/i18n/english.test-support'
import { withEnglish } from '../../../shared/i18n/english.test-support'

/*
 * node:fs/promises is the real one, except that `open` counts the handles it gives out and
 * the ones closed again: counting open descriptors could not tell, because a leaked
 * FileHandle is closed whenever the garbage collector gets to it.
 */
const handles = { opened: 0, closed: 0 }
vi.mock('node:fs/promises', async (importOriginal) => {
  const real = await importOriginal<typeof FsPromises>()
  return {
    ...real,
    open: async (...args: Parameters<typeof real.open>) => {
      const handle = await real.open(...args)
      handles.opened += 1
      const close = handle.close.bind(handle)
      handle.close = async () => {
        handles.closed += 1
        return close()
      }
      return handle
    },
  }
})

let dir: string
let notices: Notice[]

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'catalog-settings-'))
  notices = []
})
afterEach(async () => {
  await rm(dir, { recursive: true, force: true })
})

const open = () =>
  openSettingsStore({
    dir,
    onNotice: (notice) => notices.push(notice),
    now: () => new Date('2024-05-01T12:30:00.000Z'),
  })
const settingsPath = () => join(dir, SETTINGS_FILE_NAME)

function withCatalog(settings: Settings, n: number): Settings {
  const baseUrl = `https://catalog-${n}.example.com`
  return {
    ...settings,
    catalogs: [...settings.catalogs, { baseUrl, label: `catalog-${n}.example.com`, lastUsedAt: null }],
  }
}

const VALID: Settings = {
  version: 1,
  catalogs: [
    {
      baseUrl: 'https://catalog.example.com/api',
      label: 'catalog.example.com/api',
      lastUsedAt: '2024-04-01T10:00:00.000Z',
    },
  ],
  lastUsed: 'https://catalog.example.com/api',
  prefs: {
    'https://catalog.example.com/api': {
      pageSize: 50,
      page: 3,
      filters: { ...EMPTY_FILTERS, name: ['AK'], appid: 730 },
    },
  },
  window: { x: 10, y: 20, width: 1200, height: 800, maximized: false },
}

describe('settings store', () => {
  it('starts from defaults when there is no file, and writes one on the first change', async () => {
    const store = await open()
    expect(store.current()).toEqual(DEFAULT_SETTINGS)
    expect(notices).toEqual([])
    await expect(stat(settingsPath())).rejects.toMatchObject({ code: 'ENOENT' })
    await store.update((settings) => withCatalog(settings, 1))
    const written = settingsSchema.parse(JSON.parse(await readFile(settingsPath(), 'utf8')))
    expect(written.catalogs.map((catalog) => catalog.baseUrl)).toEqual(['https://catalog-1.example.com'])
  })

  it('loads a valid file as written', async () => {
    await writeFile(settingsPath(), JSON.stringify(VALID))
    const store = await open()
    expect(store.current()).toEqual(VALID)
    expect(notices).toEqual([])
  })

  it.skipIf(process.platform === 'win32')('writes the file readable by its owner only', async () => {
    const store = await open()
    await store.update((settings) => withCatalog(settings, 1))
    expect((await stat(settingsPath())).mode & 0o777).toBe(0o600)
  })

  it.each([
    ['corrupt JSON', '{"version": 1, "catalogs": [', /not valid JSON/],
    ['a file cut short mid-write', JSON.stringify(VALID).slice(0, 60), /not valid JSON/],
    [
      'JSON of the wrong shape',
      JSON.stringify({ ...VALID, catalogs: [{ baseUrl: 'ftp://x', label: 'x', lastUsedAt: null }] }),
      /catalogs\.0\.baseUrl/,
    ],
    ['a newer version', JSON.stringify({ ...VALID, version: 2 }), /version/],
  ])(
    'moves %s aside as a backup, starts from defaults, and says where the backup is',
    async (_what, content, problem) => {
      await writeFile(settingsPath(), content)
      const store = await open()
      expect(store.current()).toEqual(DEFAULT_SETTINGS)
      const backup = join(dir, 'settings.corrupt-2024-05-01T12-30-00-000Z.json')
      expect(await readFile(backup, 'utf8')).toBe(content)
      expect(notices).toHaveLength(1)
      expect(notices[0]?.level).toBe('warning')
      expect(inEnglish(notices[0]?.message)).toContain(backup)
      expect(inEnglish(notices[0]?.message)).toMatch(problem)
      // The next write creates a fresh file and leaves the backup alone.
      await store.update((settings) => withCatalog(settings, 1))
      expect(settingsSchema.safeParse(JSON.parse(await readFile(settingsPath(), 'utf8'))).success).toBe(true)
      expect(await readFile(backup, 'utf8')).toBe(content)
    },
  )

  it('ignores and removes a half-written temp file left by a crash', async () => {
    await writeFile(settingsPath(), JSON.stringify(VALID))
    await writeFile(join(dir, `${SETTINGS_FILE_NAME}.4f2a9c.tmp`), JSON.stringify(VALID).slice(0, 40))
    const store = await open()
    expect(store.current()).toEqual(VALID)
    expect(notices).toEqual([])
    expect(await readdir(dir)).toEqual([SETTINGS_FILE_NAME])
  })

  it('serialises concurrent updates: every change lands, and the file stays valid', async () => {
    const store = await open()
    // Labels of very different lengths make unserialised writes finish out of order.
    const updates = Array.from({ length: 120 }, (_, n) =>
      store.update((settings) => {
        const added = withCatalog(settings, n)
        const last = added.catalogs.at(-1)
        return last
          ? {
              ...added,
              catalogs: [
                ...added.catalogs.slice(0, -1),
                { ...last, label: 'x'.repeat(((n * 7919) % 2000) + 1) },
              ],
            }
          : added
      }),
    )
    await Promise.all(updates)
    const written = settingsSchema.parse(JSON.parse(await readFile(settingsPath(), 'utf8')))
    expect(written.catalogs).toHaveLength(120)
    expect(new Set(written.catalogs.map((catalog) => catalog.baseUrl)).size).toBe(120)
    expect(await readdir(dir)).toEqual([SETTINGS_FILE_NAME])
    const reopened = await open()
    expect(reopened.current()).toEqual(written)
  })

  it('flush waits for a write still in flight', async () => {
    const store = await open()
    void store.update((settings) => withCatalog(settings, 1))
    await store.flush()
    expect(settingsSchema.parse(JSON.parse(await readFile(settingsPath(), 'utf8'))).catalogs).toHaveLength(1)
  })

  it('names a backup by the time of day it was made, when no clock is given', async () => {
    await writeFile(settingsPath(), '{')
    const before = Date.now()
    await openSettingsStore({ dir })
    const after = Date.now()
    const [backup] = (await readdir(dir)).filter((name) => name.startsWith('settings.corrupt-'))
    const stamp = /^settings\.corrupt-(\d{4}-\d\d-\d\dT\d\d)-(\d\d)-(\d\d)-(\d{3})Z\.json$/.exec(backup ?? '')
    expect(stamp).not.toBeNull()
    const [, hour = '', minutes = '', seconds = '', millis = ''] = stamp ?? []
    const made = Date.parse(`${hour}:${minutes}:${seconds}.${millis}Z`)
    expect(made).toBeGreaterThanOrEqual(before)
    expect(made).toBeLessThanOrEqual(after)
  })

  it('refuses to store settings it could not read back', async () => {
    const store = await open()
    await expect(store.update((settings) => ({ ...settings, lastUsed: 'not a url' }))).rejects.toThrow()
    expect(store.current()).toEqual(DEFAULT_SETTINGS)
  })

  it('keeps working in memory and says so when the file cannot be written', async () => {
    const store = await open()
    await rm(dir, { recursive: true, force: true })
    const updated = await store.update((settings) => withCatalog(settings, 1))
    expect(updated.catalogs).toHaveLength(1)
    expect(store.current().catalogs).toHaveLength(1)
    expect(notices.map((notice) => notice.id)).toEqual(['settings-write-failed'])
    expect(inEnglish(notices[0]?.message)).toContain(settingsPath())
    // One notice, not one per failed write.
    await store.update((settings) => withCatalog(settings, 2))
    expect(notices).toHaveLength(1)
  })

  it('leaves an unreadable settings path untouched and does not write over it', async () => {
    await mkdir(settingsPath())
    await writeFile(join(settingsPath(), 'keep-me'), 'precious')
    const store = await open()
    expect(store.current()).toEqual(DEFAULT_SETTINGS)
    expect(notices.map((notice) => notice.id)).toEqual(['settings-unreadable'])
    await store.update((settings) => withCatalog(settings, 1))
    expect(await readFile(join(settingsPath(), 'keep-me'), 'utf8')).toBe('precious')
  })
})

describe('per-catalog preferences are bounded (D4)', () => {
  const prefsOf = (n: number) => ({
    pageSize: 25,
    page: n,
    filters: EMPTY_FILTERS,
  })
  const keyOf = (n: number) => `https://catalog-${n}.example.com`

  it('keeps only the most recent MAX_STORED_PREFS entries when loading a longer history', async () => {
    const total = MAX_STORED_PREFS + 50
    const prefs = Object.fromEntries(Array.from({ length: total }, (_, n) => [keyOf(n), prefsOf(n + 1)]))
    await writeFile(settingsPath(), JSON.stringify({ ...DEFAULT_SETTINGS, prefs }))
    const store = await open()
    const keys = Object.keys(store.current().prefs)
    expect(keys).toHaveLength(MAX_STORED_PREFS)
    expect(keys[0]).toBe(keyOf(50))
    expect(keys.at(-1)).toBe(keyOf(total - 1))
    expect(notices).toEqual([])
  })

  it('trims on write, dropping the least recently changed and keeping the one just changed', async () => {
    const store = await open()
    for (let n = 0; n < MAX_STORED_PREFS; n++) await store.update((s) => withPrefs(s, keyOf(n), prefsOf(1)))
    // Changing the oldest makes it the newest; a new catalog then pushes out catalog 1.
    await store.update((s) => withPrefs(s, keyOf(0), prefsOf(7)))
    await store.update((s) => withPrefs(s, keyOf(MAX_STORED_PREFS), prefsOf(2)))
    const written = JSON.parse(await readFile(settingsPath(), 'utf8')) as Settings
    const keys = Object.keys(written.prefs)
    expect(keys).toHaveLength(MAX_STORED_PREFS)
    expect(keys).not.toContain(keyOf(1))
    expect(keys.slice(-2)).toEqual([keyOf(0), keyOf(MAX_STORED_PREFS)])
    expect(written.prefs[keyOf(0)]?.page).toBe(7)
  })

  it('R5: 80 catalogs with maximal filters write a file the next start reads, dropping the oldest filters', async () => {
    // 50 values of 200 three-byte characters per text filter: about 60 KB per catalog.
    const values = (n: number) => Array.from({ length: 50 }, (_, v) => `${n}-${v}-`.padEnd(200, '漢'))
    const maximal = (n: number) => ({
      ...prefsOf(n + 1),
      filters: { ...EMPTY_FILTERS, name: values(n), market_hash_name: values(n), appid: 730 },
    })
    const store = await open()
    await store.update((settings) => {
      let next: Settings = { ...settings, recent: { [keyOf(0)]: { items: [], openItem: 5 } } }
      for (let n = 0; n < 80; n++) next = withPrefs(withCatalog(next, n), keyOf(n), maximal(n))
      return next
    })
    const size = (await stat(settingsPath())).size
    expect(size).toBeLessThanOrEqual(MAX_SETTINGS_FILE_BYTES)
    expect(size).toBeGreaterThan(MAX_SETTINGS_FILE_BYTES - 200_000)

    const reopened = await open()
    expect(notices).toEqual([])
    const keys = Object.keys(reopened.current().prefs)
    expect(keys.at(-1)).toBe(keyOf(79))
    expect(keys).not.toContain(keyOf(0))
    expect(keys.length).toBeGreaterThan(60)
    expect(reopened.current().prefs[keyOf(79)]).toStrictEqual(maximal(79))
    // History goes before saved filters; every catalog stays known.
    expect(reopened.current().recent).toStrictEqual({})
    expect(reopened.current().catalogs).toHaveLength(80)
  })
})

describe.skipIf(process.platform === 'win32')('settings that are not a regular file (D3)', () => {
  const backup = () => join(dir, 'settings.corrupt-2024-05-01T12-30-00-000Z.json')

  async function expectSetAside(problem: RegExp): Promise<void> {
    const store = await open()
    expect(store.current()).toEqual(DEFAULT_SETTINGS)
    expect(notices).toHaveLength(1)
    expect(inEnglish(notices[0]?.message)).toMatch(problem)
    expect(inEnglish(notices[0]?.message)).toContain(backup())
    await store.update((settings) => withCatalog(settings, 1))
    expect((await lstat(settingsPath())).isFile()).toBe(true)
  }

  it('sets a FIFO aside instead of blocking start-up on it', async () => {
    execFileSync('mkfifo', [settingsPath()])
    await expectSetAside(/not a regular file/)
    expect((await lstat(backup())).isFIFO()).toBe(true)
  })

  it('does not follow a symbolic link (here to /dev/zero, which would grow memory without end)', async () => {
    await symlink('/dev/zero', settingsPath())
    await expectSetAside(/symbolic link/)
    expect((await lstat(backup())).isSymbolicLink()).toBe(true)
  })

  it('does not follow a symbolic link even to a valid settings file', async () => {
    const elsewhere = join(dir, 'elsewhere.json')
    await writeFile(elsewhere, JSON.stringify(VALID))
    await symlink(elsewhere, settingsPath())
    await expectSetAside(/symbolic link/)
  })

  it('sets aside a file larger than the size cap without parsing it', async () => {
    await writeFile(settingsPath(), ' '.repeat(MAX_SETTINGS_FILE_BYTES + 1))
    await expectSetAside(/larger than/)
  })
})

/** The store opened with a log that is kept, for tests that check what it writes there. */
async function openLogged(): Promise<{ store: Awaited<ReturnType<typeof open>>; lines: string[] }> {
  const lines: string[] = []
  const store = await openSettingsStore({
    dir,
    onNotice: (notice) => notices.push(notice),
    log: (line) => lines.push(line),
    now: () => new Date('2024-05-01T12:30:00.000Z'),
  })
  return { store, lines }
}

describe('what the user and the log are told, word for word', () => {
  const backupName = 'settings.corrupt-2024-05-01T12-30-00-000Z.json'

  it('a reset names the problem, the backup and what to do, once', async () => {
    await writeFile(settingsPath(), '{"version": 1, "catalogs": [')
    const { lines } = await openLogged()
    const problem = 'it is not valid JSON (perhaps cut short or edited by hand)'
    expect(withEnglish(notices)).toEqual([
      {
        id: `settings-reset-${backupName}`,
        level: 'warning',
        message:
          `Your settings file could not be used because ${problem}. ` +
          `It was kept as ${join(dir, backupName)} and the app started with default settings. ` +
          'Known catalogs and preferences need to be set again; the backup can be inspected or restored by hand.',
      },
    ])
    expect(lines).toEqual([`settings: ${settingsPath()} was invalid (${problem}); moved to ${backupName}`])
  })

  it('a file that cannot be moved aside is left untouched, said so, and never written over', async () => {
    const content = '{"version": 1, "catalogs": ['
    await writeFile(settingsPath(), content)
    // A non-empty folder where the backup would go: rename(file, folder) fails with EISDIR.
    await mkdir(join(dir, backupName))
    await writeFile(join(dir, backupName, 'keep-me'), 'precious')
    const { store, lines } = await openLogged()
    expect(store.current()).toEqual(DEFAULT_SETTINGS)
    const problem = 'it is not valid JSON (perhaps cut short or edited by hand)'
    expect(withEnglish(notices)).toEqual([
      {
        id: 'settings-unmovable',
        level: 'warning',
        message:
          `Your settings file ${settingsPath()} could not be used because ${problem}, and it could not be ` +
          'moved aside (EISDIR). It was left untouched; this session uses default settings and will not save changes.',
      },
    ])
    expect(lines).toEqual([`settings: ${settingsPath()} was invalid and could not be moved aside (EISDIR)`])
    const updated = await store.update((settings) => withCatalog(settings, 1))
    expect(updated.catalogs).toHaveLength(1)
    await store.flush()
    expect(await readFile(settingsPath(), 'utf8')).toBe(content)
    expect(notices).toHaveLength(1)
  })

  it('an unreadable path gets its cause and the advice, and no write is attempted', async () => {
    await mkdir(settingsPath())
    const { store, lines } = await openLogged()
    expect(withEnglish(notices)).toEqual([
      {
        id: 'settings-unreadable',
        level: 'warning',
        message:
          `Your settings file ${settingsPath()} could not be read (EISDIR). It was left untouched; ` +
          'this session uses default settings and will not save changes. Check the file permissions.',
      },
    ])
    expect(lines).toEqual([`settings: ${settingsPath()} could not be read (EISDIR)`])
    await store.update((settings) => withCatalog(settings, 1))
    // Writing would have failed over a folder and said so: nothing was tried.
    expect(notices).toHaveLength(1)
    expect(lines).toHaveLength(1)
  })

  it('a failed write is logged every time and told once, with the path and the advice', async () => {
    const { store, lines } = await openLogged()
    await rm(dir, { recursive: true, force: true })
    await store.update((settings) => withCatalog(settings, 1))
    await store.update((settings) => withCatalog(settings, 2))
    expect(withEnglish(notices)).toEqual([
      {
        id: 'settings-write-failed',
        level: 'warning',
        message:
          `Settings could not be saved to ${settingsPath()} (ENOENT). Changes apply until you quit. ` +
          'Check that the folder exists and is writable.',
      },
    ])
    expect(lines).toEqual([
      `settings: could not write ${settingsPath()} (ENOENT)`,
      `settings: could not write ${settingsPath()} (ENOENT)`,
    ])
  })

  it('a settings folder that is a file: start-up goes on, and both problems are reported', async () => {
    await rm(dir, { recursive: true, force: true })
    await writeFile(dir, 'not a folder')
    try {
      const { store, lines } = await openLogged()
      expect(store.current()).toEqual(DEFAULT_SETTINGS)
      expect(lines).toEqual([
        `settings: could not create ${dir} (EEXIST)`,
        `settings: ${settingsPath()} could not be read (ENOTDIR)`,
      ])
      expect(notices.map((notice) => [notice.id, inEnglish(notice.message).includes('(ENOTDIR)')])).toEqual([
        ['settings-unreadable', true],
      ])
      expect(await readFile(dir, 'utf8')).toBe('not a folder')
    } finally {
      await rm(dir, { force: true })
    }
  })

  it('removes only its own temp files, and says which', async () => {
    await writeFile(settingsPath(), JSON.stringify(VALID))
    await writeFile(join(dir, `${SETTINGS_FILE_NAME}.4f2a9c.tmp`), '{')
    await writeFile(join(dir, 'notes.txt'), 'mine')
    const { lines } = await openLogged()
    expect(lines).toEqual([`settings: removed unfinished temp file ${SETTINGS_FILE_NAME}.4f2a9c.tmp`])
    expect((await readdir(dir)).sort()).toEqual(['notes.txt', SETTINGS_FILE_NAME])
  })

  it('a temp name it cannot remove (a folder with files) is left in place and start-up goes on', async () => {
    const stray = `${SETTINGS_FILE_NAME}.4f2a9c.tmp`
    await writeFile(settingsPath(), JSON.stringify(VALID))
    await mkdir(join(dir, stray))
    await writeFile(join(dir, stray, 'keep-me'), 'precious')
    const { store, lines } = await openLogged()
    expect(store.current()).toEqual(VALID)
    expect(lines).toEqual([`settings: could not remove unfinished temp file ${stray} (ERR_FS_EISDIR)`])
    expect(await readFile(join(dir, stray, 'keep-me'), 'utf8')).toBe('precious')
  })
})

describe.skipIf(process.platform === 'win32')(
  'the size cap is exact, and reading closes what it opens',
  () => {
    /**
     * VALID as JSON, padded with leading spaces to exactly `bytes` bytes: a read cut short
     * loses the closing brace, so it cannot pass for the whole file.
     */
    const validOfSize = (bytes: number) => {
      const text = JSON.stringify(VALID)
      return ' '.repeat(bytes - Buffer.byteLength(text)) + text
    }

    it('reads a file of exactly MAX_SETTINGS_FILE_BYTES', async () => {
      await writeFile(settingsPath(), validOfSize(MAX_SETTINGS_FILE_BYTES))
      const store = await open()
      expect(store.current()).toEqual(VALID)
      expect(notices).toEqual([])
    })

    it('sets aside a file one byte larger, saying how large the cap is', async () => {
      await writeFile(settingsPath(), validOfSize(MAX_SETTINGS_FILE_BYTES + 1))
      const store = await open()
      expect(store.current()).toEqual(DEFAULT_SETTINGS)
      expect(inEnglish(notices[0]?.message)).toContain('because it is larger than 4 MB.')
    })

    it('closes every file it opens, whatever it found there', async () => {
      const scenarios: [string, () => Promise<void>][] = [
        ['a valid file', () => writeFile(settingsPath(), JSON.stringify(VALID))],
        ['a file over the cap', () => writeFile(settingsPath(), validOfSize(MAX_SETTINGS_FILE_BYTES + 1))],
        [
          'a FIFO',
          async () => {
            execFileSync('mkfifo', [settingsPath()])
          },
        ],
      ]
      for (const [what, prepare] of scenarios) {
        await rm(dir, { recursive: true, force: true })
        await mkdir(dir)
        await prepare()
        handles.opened = 0
        handles.closed = 0
        const store = await open()
        await store.update((settings) => withCatalog(settings, 1))
        // The settings file read, the temp file written, the folder synced: each closed.
        expect([what, handles.opened]).toEqual([what, 3])
        expect([what, handles.closed]).toEqual([what, 3])
      }
    })
  },
)
