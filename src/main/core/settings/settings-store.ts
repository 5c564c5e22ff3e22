import { constants } from 'node:fs'
import { mkdir, open, readdir, rename, rm, type FileHandle } from 'node:fs/promises'
import { join } from 'node:path'
import type { Notice } from '../../../shared/ipc'
import { words, type Words } from '../../../shared/i18n/words'
import { inEnglish } from '../../../shared/i18n/english'
import { readAtMost } from '../read-at-most'
import { firstIssue, issueDetail } from '../zod-issue'
import { isAtomicTempName, writeFileAtomic } from './atomic-write'
import { fitSettings, settingsFileText } from './fit-settings'
import { DEFAULT_SETTINGS, settingsSchema, type Settings } from './settings-schema'

/**
 * `<userData>/settings.json`: known catalogs, the last one used, per-catalog preferences and
 * the window bounds.
 *
 * Loading never fails: a missing file means defaults; a file that is not JSON or not the
 * expected shape is moved aside as `settings.corrupt-<time>.json` (kept, never deleted) and
 * the user gets a notice naming the backup. Writes are atomic and serialised, so concurrent
 * updates never interleave and a crash never leaves half a file behind.
 */

export const SETTINGS_FILE_NAME = 'settings.json'

/**
 * The largest settings file read. Real files are a few kilobytes (catalogs and preferences
 * are bounded by the schema); anything bigger is not ours, and reading it could exhaust memory.
 */
export const MAX_SETTINGS_FILE_BYTES = 4 * 1024 * 1024

export interface SettingsStore {
  readonly path: string
  /** The settings as they are now (including changes whose write is still in flight). */
  current(): Settings
  /**
   * Applies `change` to the current settings and persists the result. Resolves once written;
   * a failed write is reported through `onNotice` and the change still applies for this run.
   */
  update(change: (settings: Settings) => Settings): Promise<Settings>
  /** Resolves when every write started so far has finished. */
  flush(): Promise<void>
}

export interface SettingsStoreOptions {
  readonly dir: string
  /** Something the user should be told (a reset, a failed write). */
  readonly onNotice?: (notice: Notice) => void
  readonly log?: (line: string) => void
  readonly now?: () => Date
}

/**
 * The errno code of a file-system error. Node's fs errors always carry one; the fallback is for
 * anything else thrown on the way.
 */
function errorCode(error: unknown): string {
  // Stryker disable next-line StringLiteral: fs errors always have a code, so the fallback text is never shown by them
  return (error as NodeJS.ErrnoException).code ?? 'unknown error'
}

/** `2024-05-01T12-30-00-123Z`: an ISO time that is also a valid file name on Windows. */
function fileStamp(date: Date): string {
  return date.toISOString().replace(/[:.]/g, '-')
}

async function removeStrayTempFiles(dir: string, log: (line: string) => void): Promise<void> {
  let names: string[]
  try {
    names = await readdir(dir)
  } catch {
    return
  }
  for (const name of names) {
    if (!isAtomicTempName(name, SETTINGS_FILE_NAME)) continue
    // Left by a crash between writing and renaming: the real file is still the previous version.
    try {
      // Stryker disable next-line ObjectLiteral,BooleanLiteral: force only matters if the file vanished since readdir, a race no test can time
      await rm(join(dir, name), { force: true })
      log(`settings: removed unfinished temp file ${name}`)
    } catch (error) {
      // Not ours to force (a folder, say): left in place, and start-up goes on.
      log(`settings: could not remove unfinished temp file ${name} (${errorCode(error)})`)
    }
  }
}

type LoadOutcome =
  | { readonly kind: 'loaded'; readonly settings: Settings }
  | { readonly kind: 'missing' }
  | { readonly kind: 'invalid'; readonly problem: Words }
  | { readonly kind: 'unreadable'; readonly problem: string }

type BoundedRead = { readonly text: string } | { readonly refused: Words } | { readonly error: string }

/**
 * Reads the file only if it is a regular file of sensible size. Opened without following a
 * symbolic link and without blocking (a FIFO would otherwise hang start-up forever), then
 * checked on the open handle, so what is checked is what is read.
 */
async function readBoundedRegularFile(path: string): Promise<BoundedRead> {
  let handle: FileHandle
  try {
    handle = await open(path, constants.O_RDONLY | constants.O_NOFOLLOW | constants.O_NONBLOCK)
  } catch (error) {
    const code = errorCode(error)
    if (code === 'ELOOP')
      return {
        refused: words({
          id: 'settings.problem.symlink',
          defaultMessage: 'it is a symbolic link, not a file the app wrote',
        }),
      }
    return { error: code }
  }
  try {
    // A read error on an open regular file (EIO: a disk failing) cannot be provoked in a test.
    // Stryker disable next-line ArrowFunction,ObjectLiteral: see above
    return await readOpenFile(handle).catch((error: unknown) => ({ error: errorCode(error) }))
  } finally {
    await handle.close().catch(() => undefined)
  }
}

async function readOpenFile(handle: FileHandle): Promise<BoundedRead> {
  const info = await handle.stat()
  // A folder may hold someone's files: reported and left alone, never moved.
  if (info.isDirectory()) return { error: 'EISDIR' }
  if (!info.isFile())
    return { refused: words({ id: 'settings.problem.notAFile', defaultMessage: 'it is not a regular file' }) }
  const bytes = await readAtMost(handle, MAX_SETTINGS_FILE_BYTES)
  if (bytes === null)
    return {
      refused: words(
        { id: 'settings.problem.tooLarge', defaultMessage: 'it is larger than {megabytes, number} MB' },
        { megabytes: MAX_SETTINGS_FILE_BYTES / (1024 * 1024) },
      ),
    }
  return { text: bytes.toString('utf8') }
}

async function readSettingsFile(path: string): Promise<LoadOutcome> {
  const read = await readBoundedRegularFile(path)
  if ('error' in read) {
    if (read.error === 'ENOENT') {
      // Stryker disable next-line ObjectLiteral,StringLiteral: a missing file and an unnamed outcome both start from defaults
      return { kind: 'missing' }
    }
    return { kind: 'unreadable', problem: read.error }
  }
  // Not a file the app could have written: set aside like a corrupt one, so the next start is clean.
  if ('refused' in read) return { kind: 'invalid', problem: read.refused }
  const { text } = read
  let json: unknown
  try {
    json = JSON.parse(text)
  } catch {
    return {
      kind: 'invalid',
      problem: words({
        id: 'settings.problem.notJson',
        defaultMessage: 'it is not valid JSON (perhaps cut short or edited by hand)',
      }),
    }
  }
  const parsed = settingsSchema.safeParse(json)
  if (!parsed.success) {
    const issue = firstIssue(parsed.error)
    return {
      kind: 'invalid',
      problem: words(
        { id: 'settings.problem.shape', defaultMessage: 'it does not have the expected shape ({detail})' },
        { detail: issueDetail(issue) },
      ),
    }
  }
  return { kind: 'loaded', settings: parsed.data }
}

export async function openSettingsStore(options: SettingsStoreOptions): Promise<SettingsStore> {
  const { dir } = options
  const log = options.log ?? (() => undefined)
  const notify = options.onNotice ?? (() => undefined)
  const now = options.now ?? (() => new Date())
  const path = join(dir, SETTINGS_FILE_NAME)

  let current: Settings = DEFAULT_SETTINGS
  // False when the file on disk could be neither read nor moved aside: overwriting it would
  // silently lose whatever it holds, so this run keeps its settings in memory only.
  let persist = true

  try {
    await mkdir(dir, { recursive: true })
  } catch (error) {
    // Reading below reports the problem (the file cannot be there either); writes will fail
    // and say so. The app still starts.
    log(`settings: could not create ${dir} (${errorCode(error)})`)
  }
  await removeStrayTempFiles(dir, log)

  const outcome = await readSettingsFile(path)
  if (outcome.kind === 'loaded') {
    current = outcome.settings
  } else if (outcome.kind === 'invalid') {
    const backupName = `settings.corrupt-${fileStamp(now())}.json`
    const backup = join(dir, backupName)
    try {
      await rename(path, backup)
      log(`settings: ${path} was invalid (${inEnglish(outcome.problem)}); moved to ${backupName}`)
      notify({
        id: `settings-reset-${backupName}`,
        level: 'warning',
        message: words(
          {
            id: 'settings.notice.reset',
            defaultMessage:
              'Your settings file could not be used because {problem}. It was kept as {backup} and the app started with default settings. Known catalogs and preferences need to be set again; the backup can be inspected or restored by hand.',
          },
          { problem: outcome.problem, backup },
        ),
      })
    } catch (error) {
      persist = false
      const code = errorCode(error)
      log(`settings: ${path} was invalid and could not be moved aside (${code})`)
      notify({
        id: 'settings-unmovable',
        level: 'warning',
        message: words(
          {
            id: 'settings.notice.unmovable',
            defaultMessage:
              'Your settings file {path} could not be used because {problem}, and it could not be moved aside ({code}). It was left untouched; this session uses default settings and will not save changes.',
          },
          { path, problem: outcome.problem, code },
        ),
      })
    }
  } else if (outcome.kind === 'unreadable') {
    persist = false
    log(`settings: ${path} could not be read (${outcome.problem})`)
    notify({
      id: 'settings-unreadable',
      level: 'warning',
      message: words(
        {
          id: 'settings.notice.unreadable',
          defaultMessage:
            'Your settings file {path} could not be read ({code}). It was left untouched; this session uses default settings and will not save changes. Check the file permissions.',
        },
        { path, code: outcome.problem },
      ),
    })
  }

  let version = 0
  let writtenVersion = 0
  let writeFailureReported = false
  let queue: Promise<void> = Promise.resolve()

  /** One write at a time, always of the newest settings; a write already covered is skipped. */
  const writeLatest = async (): Promise<void> => {
    // Stryker disable next-line ConditionalExpression: writing an already written version again writes the same bytes
    if (!persist || writtenVersion === version) return
    const target = version
    try {
      await writeFileAtomic(path, settingsFileText(current))
      writtenVersion = target
    } catch (error) {
      const code = errorCode(error)
      log(`settings: could not write ${path} (${code})`)
      if (!writeFailureReported) {
        writeFailureReported = true
        notify({
          id: 'settings-write-failed',
          level: 'warning',
          message: words(
            {
              id: 'settings.notice.writeFailed',
              defaultMessage:
                'Settings could not be saved to {path} ({code}). Changes apply until you quit. Check that the folder exists and is writable.',
            },
            { path, code },
          ),
        })
      }
    }
  }

  return {
    path,
    current: () => current,
    update: async (change) => {
      const fitted = fitSettings(settingsSchema.parse(change(current)), MAX_SETTINGS_FILE_BYTES)
      if (fitted.dropped.length > 0) {
        log(`settings: trimmed to fit ${MAX_SETTINGS_FILE_BYTES} bytes: dropped ${fitted.dropped.join(', ')}`)
      }
      const next = fitted.settings
      current = next
      // Stryker disable next-line AssignmentOperator: counting down still makes every change a new version
      version += 1
      queue = queue.then(writeLatest)
      await queue
      return next
    },
    flush: () => queue,
  }
}
