import { words } from '../../../shared/i18n/words'
import type { SetAside } from '../settings/set-aside'
import { firstIssue } from '../zod-issue'
import {
  DEFAULT_WATCH_OPTIONS,
  catalogRecentSchema,
  catalogWatchSchema,
  sectionSchema,
  watchOptionsSchema,
  type RecentSection,
  type WatchOptions,
  type WatchSection,
} from './watch-schema'

export interface Sections {
  watch: WatchSection
  recent: RecentSection
  options: WatchOptions
  /** Something could not be read and was set aside: the readable rest should be written back. */
  setAside: boolean
}

export interface SectionReaderDeps {
  readonly setAside: SetAside
  readonly log: (line: string) => void
}

interface SafeParser<T> {
  safeParse(value: unknown): { success: true; data: T } | { success: false; error: unknown }
}

function describeIssue(error: unknown): string {
  const issue = firstIssue(error as Parameters<typeof firstIssue>[0])
  return `${issue.path || '(root)'}: ${issue.message}`
}

/**
 * Reads the watch list, recent lookups and watch options from settings.
 *
 * Each catalog's watch list and history is read on its own: one that cannot be read is set
 * aside (with a notice) and only that catalog starts empty. Only a section that is not a
 * record of catalogs at all, or unreadable options, is set aside whole.
 */
export function readSections(
  deps: SectionReaderDeps,
  raw: { readonly watch: unknown; readonly recent: unknown; readonly watchOptions: unknown },
): Sections {
  let setAsideAny = false
  const setAside = (name: 'watch' | 'recent' | 'watchOptions', value: unknown, catalogs = 0) => {
    setAsideAny = true
    void deps.setAside(name, value, (file) =>
      words(
        {
          id: 'watch.notice.setAside',
          defaultMessage:
            'Your {section, select, watch {watch list} recent {recent lookups} other {watch settings}} could not be read and was set aside{catalogs, plural, =0 {} one { for one catalog} other { for # catalogs}} (saved as {file}), so it starts empty there. Nothing else in your settings was affected.',
        },
        { section: name, catalogs, file },
      ),
    )
  }

  const readPerCatalog = <T>(name: 'watch' | 'recent', value: unknown, schema: SafeParser<T>) => {
    const read: Record<string, T> = {}
    if (value === undefined) return read
    const section = sectionSchema.safeParse(value)
    if (!section.success) {
      deps.log(`watch: ${name} in settings could not be read: ${describeIssue(section.error)}`)
      setAside(name, value)
      return read
    }
    const unreadable: Record<string, unknown> = {}
    for (const [catalog, entry] of Object.entries(section.data)) {
      const parsed = schema.safeParse(entry)
      if (parsed.success) read[catalog] = parsed.data
      else {
        unreadable[catalog] = entry
        deps.log(`watch: one catalog's ${name} in settings could not be read: ${describeIssue(parsed.error)}`)
      }
    }
    const count = Object.keys(unreadable).length
    if (count > 0) setAside(name, unreadable, count)
    return read
  }

  const readOptions = (): WatchOptions => {
    if (raw.watchOptions === undefined) return DEFAULT_WATCH_OPTIONS
    const parsed = watchOptionsSchema.safeParse(raw.watchOptions)
    if (parsed.success) return parsed.data
    deps.log(`watch: watchOptions in settings could not be read: ${describeIssue(parsed.error)}`)
    setAside('watchOptions', raw.watchOptions)
    return DEFAULT_WATCH_OPTIONS
  }

  const watch = readPerCatalog('watch', raw.watch, catalogWatchSchema)
  const recent = readPerCatalog('recent', raw.recent, catalogRecentSchema)
  const options = readOptions()
  return { watch, recent, options, setAside: setAsideAny }
}
