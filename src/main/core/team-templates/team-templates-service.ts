import { z } from 'zod'
import { fail, ok, type Result } from '../../../shared/errors'
import { words, type Words } from '../../../shared/i18n/words'
import { inEnglish } from '../../../shared/i18n/english'
import type { Emit } from '../events/event-bus'
import {
  MAX_TEAM_FILE_BYTES,
  MAX_TEAM_SOURCE_CHARS,
  nextSetVersion,
  type TeamTemplatesStatus,
} from '../../../shared/reply/team-templates'
import { readTeamFileText } from '../../../shared/reply/team-file'
import { teamSourceKey } from '../../../shared/reply/team-source-key'
import { pathSystemOf } from '../../../shared/reply/team-source-path'
import type { SettingsStore } from '../settings/settings-store'
import { setClampedTimeout } from '../timers/clamped-timeout'
import { loadTeamCopy, saveTeamCopy, type TeamCopy } from './team-copy'
import { createPathReader, readInThisProcess, type SpawnReader } from './path-reader'
export type { SpawnReader } from './path-reader'
import { readTeamUrl } from './team-fetch'
import { describeTeamSource, readTeamSource } from './team-source'

/**
 * Team templates: reads the team's set from its source at start, every TEAM_CHECK_INTERVAL_MS
 * and on `Check now`, and keeps the last good copy (team-copy.ts). A source that cannot be
 * read, a bad file, or one whose set version goes back changes nothing but the problem
 * sentence: the last good copy stays in use, so a reply is never blanked.
 *
 * The agent's choice (source, on/off) lives in settings.json; a policy may set the source
 * instead (`setManagedSource`), which the agent then cannot change.
 */

/** How often the source is read while team templates are in use. */
export const TEAM_CHECK_INTERVAL_MS = 15 * 60_000
/** One read, redirects included. */
export const TEAM_READ_TIMEOUT_MS = 15_000

const teamSettingsSchema = z.object({
  source: z.string().max(MAX_TEAM_SOURCE_CHARS).nullable().catch(null),
  use: z.boolean().catch(false),
  /** The last set version `Export for the team…` wrote, so the next one is higher. */
  lastExported: z.number().int().positive().nullable().catch(null),
})
type TeamSettings = z.output<typeof teamSettingsSchema>
const NO_TEAM_SETTINGS: TeamSettings = { source: null, use: false, lastExported: null }

/** What to do about a read that failed: the source's fault, or the file's. */

export interface TeamTemplatesDeps {
  /** The kept copy lives here, next to settings.json. */
  readonly dir: string
  readonly settings: SettingsStore
  readonly fetch?: typeof fetch
  /** One read of the source, a path's included (a share that stopped answering can hang a read). */
  readonly timeoutMs?: number
  /** Starts the process a path is read in (path-reader.ts); this process by default. */
  readonly spawnReader?: SpawnReader
  /** Whose paths a source names (`process.platform` by default). */
  readonly platform?: string
  readonly now?: () => number
  /** Sends `replies:teamChanged` when the status changed (a check ended, a setting changed). */
  readonly emit: Emit
  readonly log: (line: string) => void
}

export interface TeamTemplatesService {
  /** Loads the kept copy and starts checking (the first check is not awaited). */
  start(): Promise<void>
  status(): TeamTemplatesStatus
  /** The agent's choice; refused while a policy sets the source. */
  configure(change: {
    readonly source?: string
    readonly use?: boolean
  }): Promise<Result<TeamTemplatesStatus>>
  checkNow(): Promise<TeamTemplatesStatus>
  /**
   * The policy seam: a source set by the organization, in use and locked (null: none, the
   * agent's own choice applies again). Called by the policy loader before or after `start`.
   */
  setManagedSource(source: string | null): void
  /** The set version `Export for the team…` writes next, and the note that it was written. */
  nextExportVersion(): number
  recordExport(setVersion: number): Promise<void>
  dispose(): void
}

export function createTeamTemplates(deps: TeamTemplatesDeps): TeamTemplatesService {
  const now = deps.now ?? Date.now
  const timeoutMs = deps.timeoutMs ?? TEAM_READ_TIMEOUT_MS
  const platform = deps.platform ?? process.platform
  const system = pathSystemOf(platform)
  const reader = createPathReader({ spawn: deps.spawnReader ?? readInThisProcess, timeoutMs, now })
  const readSettings = (): TeamSettings => {
    const parsed = teamSettingsSchema.safeParse(deps.settings.current().teamTemplates ?? NO_TEAM_SETTINGS)
    return parsed.success ? parsed.data : NO_TEAM_SETTINGS
  }
  let own = readSettings()
  let managed: string | null = null
  let copy: TeamCopy | null = null
  let checkedAt: number | null = null
  let problem: Words | null = null
  let timer: ReturnType<typeof setTimeout> | null = null
  let queue: Promise<void> = Promise.resolve()
  let started = false
  let disposed = false

  const sourceText = () => managed ?? own.source
  const inUse = () => managed !== null || (own.use && own.source !== null)

  const status = (): TeamTemplatesStatus => ({
    source: sourceText(),
    inUse: inUse(),
    lockedBy: managed !== null ? 'policy' : null,
    setVersion: inUse() ? (copy?.setVersion ?? null) : null,
    checkedAt,
    problem,
    set: inUse() ? (copy?.set ?? null) : null,
  })

  const changed = () => {
    if (!disposed) deps.emit('replies:teamChanged', {})
  }

  const sentence = (reason: Words, advice: 'address' | 'file') => {
    const kept =
      copy === null
        ? words({ id: 'team.kept.own', defaultMessage: 'your own wording' })
        : copy.setVersion !== null
          ? words(
              { id: 'team.kept.version', defaultMessage: 'team templates {version}' },
              { version: copy.setVersion },
            )
          : words({ id: 'team.kept.last', defaultMessage: 'the last team templates read' })
    return words(
      {
        id: 'team.notUpdated',
        defaultMessage:
          'Team templates were not updated because {reason}, so {kept} stays in use: {advice, select, address {check the address and your connection, then choose Check now} other {ask your team lead to publish it again with Export for the team…, then choose Check now}}.',
      },
      { reason, kept, advice },
    )
  }

  async function check(): Promise<void> {
    const text = sourceText()
    if (text === null || disposed) return
    const read = readTeamSource(text, { system, setBy: managed !== null ? 'policy' : 'agent' })
    if (!read.ok) {
      problem = words(
        { id: 'team.notRead', defaultMessage: 'Team templates were not read: {reason}' },
        { reason: read.message },
      )
      checkedAt = now()
      return changed()
    }
    const name = describeTeamSource(read.source)
    // The fence and the validators follow the file, not how its name was typed.
    const same =
      copy !== null && teamSourceKey(copy.source, platform) === teamSourceKey(name, platform) ? copy : null
    const reading =
      read.source.kind === 'file'
        ? await reader.read({
            path: read.source.path,
            lastMtimeMs: same?.mtimeMs ?? null,
            maxBytes: MAX_TEAM_FILE_BYTES,
          })
        : await readTeamUrl(
            read.source.url,
            { etag: same?.etag ?? null, lastModified: same?.lastModified ?? null },
            {
              fetch: deps.fetch ?? fetch,
              timeoutMs,
              maxBytes: MAX_TEAM_FILE_BYTES,
            },
          )
    if (disposed) return
    checkedAt = now()
    if (reading.kind === 'unchanged') problem = null
    else if (reading.kind === 'failed') {
      problem = sentence(reading.reason, reading.advice)
      deps.log(
        `team templates: not updated: ${inEnglish(reading.reason)}${'detail' in reading ? ` (${reading.detail})` : ''}`,
      )
    } else {
      const file = readTeamFileText(reading.text)
      const goesBack = file.ok && same?.setVersion != null && (file.file.setVersion ?? 0) < same.setVersion
      if (!file.ok) problem = sentence(file.problem, 'file')
      else if (goesBack)
        problem = sentence(
          file.file.setVersion === null
            ? words(
                {
                  id: 'team.goesBack.unversioned',
                  defaultMessage: 'the file has no set version and team templates {before} were read before',
                },
                { before: same.setVersion },
              )
            : words(
                {
                  id: 'team.goesBack.older',
                  defaultMessage: 'the file is team templates {version}, older than {before} read before',
                },
                { version: file.file.setVersion, before: same.setVersion },
              ),
          'file',
        )
      else {
        const validators = 'validators' in reading ? reading.validators : null
        copy = {
          source: name,
          setVersion: file.file.setVersion,
          set: file.file.set,
          readAt: checkedAt,
          etag: validators?.etag ?? null,
          lastModified: validators?.lastModified ?? null,
          mtimeMs: 'mtimeMs' in reading ? reading.mtimeMs : null,
        }
        problem = null
        await saveTeamCopy(deps.dir, copy).catch((error: unknown) =>
          deps.log(`team templates: the copy could not be kept on disk: ${String(error)}`),
        )
      }
    }
    changed()
  }

  /** Checks run one at a time, in order; a failure of one never stops the next. */
  const runCheck = () => {
    queue = queue
      .then(check)
      .catch((error: unknown) => deps.log(`team templates: check failed: ${String(error)}`))
    return queue
  }

  const schedule = () => {
    clearTimeout(timer ?? undefined)
    timer = null
    if (disposed || !started || !inUse()) return
    timer = setClampedTimeout(() => {
      timer = null
      void runCheck().then(schedule)
    }, TEAM_CHECK_INTERVAL_MS)
  }

  const saveOwn = async (next: TeamSettings) => {
    own = next
    await deps.settings.update((current) => ({ ...current, teamTemplates: next }))
  }

  return {
    async start() {
      copy = await loadTeamCopy(deps.dir, deps.log)
      started = true
      if (inUse()) void runCheck()
      schedule()
    },
    status,
    async configure(change) {
      if (managed !== null)
        return fail({
          kind: 'refused',
          message: words({
            id: 'error.team.managed',
            defaultMessage:
              'Your organization sets where team templates come from. Ask your IT team to change it.',
          }),
        })
      let source = own.source
      if (change.source !== undefined) {
        const typed = change.source.trim()
        if (typed === '') source = null
        else {
          const read = readTeamSource(typed, { system, setBy: 'agent' })
          if (!read.ok) return fail({ kind: 'refused', message: read.message })
          source = typed
        }
      }
      const use = change.use ?? own.use
      const sourceChanged = source !== own.source
      await saveOwn({ ...own, source, use })
      if (sourceChanged) problem = null
      if (inUse() && (sourceChanged || change.use === true)) await runCheck()
      schedule()
      changed()
      return ok(status())
    },
    async checkNow() {
      await runCheck()
      schedule()
      return status()
    },
    setManagedSource(source) {
      if (source === managed) return
      managed = source
      problem = null
      if (started && inUse()) void runCheck()
      schedule()
      changed()
    },
    nextExportVersion: () => nextSetVersion(Math.max(own.lastExported ?? 0, copy?.setVersion ?? 0) || null),
    recordExport: (setVersion) => saveOwn({ ...own, lastExported: setVersion }),
    dispose() {
      disposed = true
      clearTimeout(timer ?? undefined)
      timer = null
      reader.dispose()
    },
  }
}
