import { encodeItemsPage } from '../../../shared/catalog/packed-items'
import { fail, ok } from '../../../shared/errors'
import { words } from '../../../shared/i18n/words'
import { ticketReplyLanguage } from '../../../shared/reply/ticket-language'
import type {
  AppInfo,
  Channel,
  Notice,
  PolicyState,
  ResponseOf,
  StartupState,
  ValidRequestOf,
} from '../../../shared/ipc'
import { exportLookup } from '../export/lookup-export'
import type { ListExporter } from '../export/list-export'
import { saveExport, type ChooseSavePath } from '../export/save-export'
import type { AppLanguageService } from '../app-language/app-language-service'
import type { LinkInbox } from '../links/link-inbox'
import type { LookupRunner } from '../lookup/lookup-runner'
import type { SecretRedactor } from '../redaction/secret-redactor'
import type { CatalogItems } from '../session/catalog-items'
import type { SessionManager } from '../session/session-manager'
import type { UpdateControl } from '../updates/update-control'
import type { CatalogPrefsService } from '../prefs/catalog-prefs-service'
import type { RepliesService } from '../replies/replies-service'
import { exportForTeam } from '../team-templates/export-for-team'
import type { TeamTemplatesService } from '../team-templates/team-templates-service'
import type { RecentService } from '../recent/recent-service'
import { signOutLeavingNoHistory } from '../recent/sign-out-history'
import type { WatchService } from '../watch/watch-service'
import { safeExternalUrl } from './external-url'

/**
 * THE handler table: one entry per IPC channel, each a line or two calling plain functions.
 *
 * Its type demands a handler for every channel of the contract (src/shared/ipc/), so a new
 * channel does not compile until it has one here.
 *
 * The Electron shell registers these with ipcMain.handle and the e2e harness with
 * the page over CDP, both through AppCore.handle, so there is exactly one implementation
 * of every channel. Payloads arrive here already validated (see dispatch.ts).
 */
export type Handler<C extends Channel> = (request: ValidRequestOf<C>) => Promise<ResponseOf<C>>
export type HandlerTable = { readonly [C in Channel]: Handler<C> }

export interface HandlerDeps {
  readonly appInfo: AppInfo
  readonly startup: () => StartupState
  readonly notices: () => readonly Notice[]
  readonly appLanguage: AppLanguageService
  /** What the organization's policy decides for the window. */
  readonly policy: PolicyState
  readonly session: SessionManager
  readonly items: CatalogItems
  readonly prefs: CatalogPrefsService
  readonly replies: RepliesService
  readonly team: TeamTemplatesService
  readonly watch: WatchService
  readonly recent: RecentService
  readonly openExternal: (url: string) => Promise<void>
  readonly writeClipboard: (text: string) => Promise<void>
  readonly lookups: LookupRunner
  readonly listExport: ListExporter
  readonly links: LinkInbox
  readonly chooseSavePath: ChooseSavePath
  readonly updates: UpdateControl
  /** Encodes a reply as text with every remembered token masked in its values (the redactor's). */
  readonly encodeRedacted: SecretRedactor['encodeRedacted']
  readonly log: (line: string) => void
}

export function createHandlerTable(deps: HandlerDeps): HandlerTable {
  return {
    'app:info': async () => ok(deps.appInfo),
    'app:startup': async () => ok(deps.startup()),
    'app:notices': async () => ok(deps.notices()),
    'app:language': async () => ok(deps.appLanguage.current()),
    'app:policy': async () => ok(deps.policy),
    'session:get': async () => ok(await deps.session.state()),
    'session:connect': ({ baseUrl, token, remember, label, environment }) =>
      deps.session.connect(baseUrl, token, remember, { label, environment }),
    'session:resume': ({ baseUrl }) => deps.session.resume(baseUrl),
    'session:openDemo': () => deps.session.openDemo(),
    'session:signOut': () => signOutLeavingNoHistory(deps.session, deps.recent, false),
    'session:signOutAll': () => signOutLeavingNoHistory(deps.session, deps.recent, true),
    'catalogs:list': async () => ok(await deps.session.listCatalogs()),
    'catalogs:forget': ({ baseUrl }) => deps.session.forgetCatalog(baseUrl),
    'catalogs:edit': ({ baseUrl, ...edit }) => deps.session.editCatalog(baseUrl, edit),
    'links:take': async () => ok(await deps.links.take()),
    'items:list': async ({ query, slot }) => {
      const result = await deps.items.list(query, slot)
      return result.ok ? ok(deps.encodeRedacted(result.data, encodeItemsPage)) : result
    },
    'items:get': async ({ id, slot }) => {
      const result = await deps.items.get(id, slot)
      // What the agent opens is their history; a prefetch or a bulk row is not. The history in
      // memory is updated at once; the pane does not wait for it to reach the disk.
      if (result.ok && slot === 'detail') {
        deps.recent
          .recordLookup(result.data)
          .catch((error: unknown) => deps.log(`recent: could not record item ${id}: ${String(error)}`))
      }
      return result
    },
    'prefs:get': async () => deps.prefs.get(),
    'prefs:set': (prefs) => deps.prefs.set(prefs),
    'shell:openExternal': async ({ url }) => {
      const safe = safeExternalUrl(url)
      if (!safe.ok) return safe
      await deps.openExternal(safe.data) // eng-disable OPEN_EXTERNAL_JS_CHECK: parsed, re-serialised https URL only
      return ok({ opened: true } as const)
    },
    'watch:list': async () => deps.watch.list(),
    'watch:add': ({ id, name, status }) =>
      deps.watch.add(
        id,
        name === undefined && status === undefined ? null : { name: name ?? null, status: status ?? null },
      ),
    'watch:addMany': ({ items }) => deps.watch.addMany(items),
    'watch:remove': ({ id }) => deps.watch.remove(id),
    'watch:seen': () => deps.watch.markSeen(),
    'watch:options': (options) => deps.watch.setOptions(options),
    'recent:list': async () => deps.recent.recent(),
    'recent:clear': () => deps.recent.clearRecent(),
    'recent:undoClear': () => deps.recent.undoClear(),
    'recent:setOpen': ({ id }) => deps.recent.setOpenItem(id),
    'recent:bulkLookups': () => deps.recent.bulkLookups(),
    'recent:recordBulkLookup': (lookup) => deps.recent.recordBulkLookup(lookup),
    'clipboard:writeText': async ({ text }) => {
      await deps.writeClipboard(text)
      return ok({ copied: true } as const)
    },
    'lookup:start': async ({ ids }) => deps.lookups.start(ids),
    'lookup:cancel': async ({ batchId }) => ok({ cancelled: deps.lookups.cancel(batchId) }),
    'export:lookup': (request) => exportLookup(deps.chooseSavePath, request),
    'export:list': ({ format, filters }) => deps.listExport.run(format, filters),
    'export:cancel': async () => ok({ cancelled: deps.listExport.cancel() }),
    'replies:templates': async () => ok(deps.replies.templates()),
    'replies:saveTemplates': ({ templates }) => deps.replies.saveTemplates(templates),
    'replies:resetTemplates': ({ language }) => deps.replies.resetTemplates(language),
    'replies:exportTemplates': () =>
      saveExport(deps.chooseSavePath, { fileName: 'reply-templates', format: 'json' }, async () =>
        ok({ text: deps.replies.exportText(), rows: 0, capped: false }),
      ),
    'replies:readImport': async ({ text }) => deps.replies.readFile(text),
    'replies:importTemplates': ({ text, mode }) => deps.replies.importText(text, mode),
    'replies:teamStatus': async () => ok(deps.team.status()),
    'replies:setTeamSource': (change) => deps.team.configure(change),
    'replies:checkTeam': async () => ok(await deps.team.checkNow()),
    'replies:exportForTeam': () => exportForTeam(deps.chooseSavePath, deps.replies, deps.team),
    'replies:language': async ({ catalog }) => deps.replies.language(catalog),
    'replies:setLanguage': ({ catalog, language }) => deps.replies.setLanguage(catalog, language),
    'replies:ticketLanguage': async ({ text }) => ok(ticketReplyLanguage(text)),
    'update:state': async () => ok({ readyVersion: deps.updates.readyVersion() }),
    'update:restart': async () =>
      deps.updates.restartToUpdate()
        ? ok({ restarting: true } as const)
        : fail({ kind: 'refused', message: words('error.update.notReady') }),
  }
}
