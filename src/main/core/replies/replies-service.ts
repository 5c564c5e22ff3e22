import { z } from 'zod'
import { fail, ok, type Result } from '../../../shared/errors'
import type { ServiceImplementation } from '../../../shared/ipc'
import type { SetAside } from '../settings/set-aside'
import {
  DEFAULT_REPLY_LANGUAGE,
  REPLY_LANGUAGE_CODES,
  type ReplyLanguage,
} from '../../../shared/i18n/languages'
import {
  EMPTY_REPLY_TEMPLATES,
  replyTemplatesFile,
  replyTemplatesFileSchema,
  replyTemplatesSchema,
  type StoredReplyTemplates,
} from '../../../shared/reply/templates-schema'
import { applyImport } from '../../../shared/reply/template-import'
import { ticketReplyLanguage } from '../../../shared/ticket/language'
import { saveExport, type ChooseSavePath } from '../export/save-export'
import { catalogLabel } from '../session/catalog-label'
import type { SessionManager } from '../session/session-manager'
import { NO_SESSION } from '../session/no-session'
import { describePath, firstIssue, issueDetail, type FirstIssue } from '../zod-issue'
import { words, type WordValue } from '../../../shared/i18n/words'
import { keepRecentPrefs } from '../settings/settings-schema'
import type { SettingsStore } from '../settings/settings-store'
import { exportForTeam } from '../team-templates/export-for-team'
import type { TeamTemplatesService } from '../team-templates/team-templates-service'

/**
 * The reply's wording (a support lead's overrides of the default templates, per language and
 * for all languages, the catalog error table, the agent's name) and the reply language chosen
 * per catalog, kept in settings.json: the one home of each catalog's usual language (the
 * window reads it through its query cache, replies/api/reply-queries.ts). A set saved by the first version is read through the
 * schema's migration (templates-migration.ts) and written back in today's shape on the next save.
 *
 * Both sections are read on their own, not as part of the settings schema: a template set
 * that cannot be read is set aside (saved next to settings.json, with a notice) and the
 * defaults apply, without costing the agent their catalogs, preferences or watch list.
 * Everything written is checked with the same schema first.
 *
 * It is the window's whole `replies` service: the team's shared set and a ticket's language
 * are answered here too, each by the part of main that owns it.
 */
export interface RepliesService extends ServiceImplementation<'replies'> {
  /** The whole set as the JSON file `Export…` writes; `Export for the team…` passes the set version. */
  exportText(setVersion?: number): string
}

export interface RepliesServiceDeps {
  readonly settings: SettingsStore
  readonly session: Pick<SessionManager, 'current'>
  /** The team's shared set, which the window's Reply templates dialog also shows and sets. */
  readonly team: Pick<
    TeamTemplatesService,
    'status' | 'configure' | 'checkNow' | 'nextExportVersion' | 'recordExport'
  >
  readonly chooseSavePath: ChooseSavePath
  readonly setAside: SetAside
  readonly log: (line: string) => void
}

/**
 * The problem inside "not saved" or "not usable": the schema's own words (templates-schema.ts)
 * in the app language, where in the set first; zod's own as they are, a detail for whoever
 * fixes the file.
 */
function problemOf(issue: FirstIssue): WordValue {
  if (issue.words === undefined) return issueDetail(issue)
  return issue.path === ''
    ? issue.words
    : words(
        { id: 'templates.problem.at', defaultMessage: '{path}: {problem}' },
        { path: issue.path, problem: issue.words },
      )
}

const languagesSchema = z
  .record(z.string().min(1).max(8192), z.enum(REPLY_LANGUAGE_CODES))
  .transform(keepRecentPrefs)

export function createRepliesService(deps: RepliesServiceDeps): RepliesService {
  const read = <T>(name: 'replyTemplates' | 'replyLanguages', schema: z.ZodType<T>, fallback: T) => {
    const raw = deps.settings.current()[name]
    if (raw === undefined) return fallback
    const parsed = schema.safeParse(raw)
    if (parsed.success) return parsed.data
    const issue = firstIssue(parsed.error)
    deps.log(`replies: ${name} in settings could not be read: ${issue.message} ${describePath(issue.path)}`)
    void deps.setAside(name, raw, (file) =>
      words(
        {
          id: 'replies.notice.setAside',
          defaultMessage:
            'Your {section, select, replyTemplates {reply templates} other {reply language choices}} could not be read and were set aside (saved as {file}), so the defaults apply. Nothing else in your settings was affected.',
        },
        { section: name, file },
      ),
    )
    return fallback
  }
  let templates: StoredReplyTemplates = read('replyTemplates', replyTemplatesSchema, EMPTY_REPLY_TEMPLATES)
  let languages: Record<string, ReplyLanguage> = read('replyLanguages', languagesSchema, {})

  /**
   * Where `catalog`'s language is kept: the connected catalog's prefs key (the demo's is not
   * its address), another known catalog's address; a catalog the app does not know is refused.
   */
  const keyOf = (catalog: string): Result<string> => {
    const active = deps.session.current()
    if (active?.catalog.baseUrl === catalog) return ok(active.prefsKey)
    if (deps.settings.current().catalogs.some((known) => known.baseUrl === catalog)) return ok(catalog)
    if (!active) return NO_SESSION
    return fail({
      kind: 'refused',
      message: words(
        {
          id: 'error.edit.unknownCatalog',
          defaultMessage:
            '{catalog} is not among the known catalogs (it may have been forgotten). Connect to it first.',
        },
        { catalog: catalogLabel(catalog) },
      ),
    })
  }

  const storeTemplates = async (next: unknown): Promise<Result<StoredReplyTemplates>> => {
    const parsed = replyTemplatesSchema.safeParse(next)
    if (!parsed.success) {
      const issue = firstIssue(parsed.error)
      return fail({
        kind: 'invalid_request',
        path: issue.path,
        message: words(
          { id: 'replies.error.notSaved', defaultMessage: 'The templates were not saved: {detail}.' },
          { detail: problemOf(issue) },
        ),
      })
    }
    templates = parsed.data
    await deps.settings.update((current) => ({ ...current, replyTemplates: templates }))
    return ok(templates)
  }

  const readFile = (text: string): Result<StoredReplyTemplates> => {
    let json: unknown
    try {
      json = JSON.parse(text)
    } catch {
      return fail({
        kind: 'refused',
        message: words({
          id: 'replies.error.fileNotJson',
          defaultMessage:
            'That file is not JSON, so it holds no reply templates. Nothing was changed. Choose a file made with Export… in the Reply templates dialog.',
        }),
      })
    }
    const parsed = replyTemplatesFileSchema.safeParse(json)
    if (!parsed.success) {
      const issue = firstIssue(parsed.error)
      return fail({
        kind: 'refused',
        message: words(
          {
            id: 'replies.error.fileUnusable',
            defaultMessage:
              'That file is not a reply templates file this app can use ({detail}). Nothing was changed. Choose a file made with Export… in the Reply templates dialog.',
          },
          { detail: problemOf(issue) },
        ),
      })
    }
    return ok(parsed.data)
  }

  const exportText = (setVersion?: number) =>
    `${JSON.stringify(replyTemplatesFile(templates, setVersion), null, 2)}\n`
  return {
    replyTemplates: async () => ok(templates),
    saveReplyTemplates: ({ templates: next }) => storeTemplates(next),
    resetReplyTemplates: ({ language }) => {
      const { [language]: _reset, ...others } = templates.languages
      return storeTemplates({ ...templates, languages: others })
    },
    exportText,
    exportReplyTemplates: () =>
      saveExport(deps.chooseSavePath, { fileName: 'reply-templates', format: 'json' }, async () =>
        ok({ text: exportText(), rows: 0, capped: false }),
      ),
    exportTeamTemplates: () => exportForTeam(deps.chooseSavePath, exportText, deps.team),
    teamTemplatesStatus: async () => ok(deps.team.status()),
    setTeamTemplatesSource: (change) => deps.team.configure(change),
    checkTeamTemplates: async () => ok(await deps.team.checkNow()),
    readTicketLanguage: async ({ text }) => ok(ticketReplyLanguage(text)),
    // Checked but not stored, so the window can show what an import changes (template-diff.ts).
    readReplyTemplatesFile: async ({ text }) => readFile(text),
    // Replaces the lead's wording (the agent's name stays); a bad file changes nothing and says why.
    async importReplyTemplates({ text, mode = 'replace' }) {
      const read = readFile(text)
      return read.ok ? storeTemplates(applyImport(templates, read.data, mode)) : read
    },
    async replyLanguage({ catalog }) {
      const key = keyOf(catalog)
      return key.ok ? ok(languages[key.data] ?? DEFAULT_REPLY_LANGUAGE) : key
    },
    async setReplyLanguage({ catalog, language }) {
      const key = keyOf(catalog)
      if (!key.ok) return key
      const { [key.data]: _previous, ...others } = languages
      // The changed catalog moves to the end (most recent), so trimming never drops it.
      languages = keepRecentPrefs({ ...others, [key.data]: language })
      await deps.settings.update((current) => ({ ...current, replyLanguages: languages }))
      return ok(language)
    },
  }
}
