import { encodeItemsPage } from '../../../shared/catalog/packed-items'
import { fail, ok } from '../../../shared/errors'
import { words } from '../../../shared/i18n/words'
import { ticketReplyLanguage } from '../../../shared/ticket/language'
import type { ServiceImplementations } from '../../../shared/ipc'
import { exportLookup } from '../export/lookup-export'
import type { ListExporter } from '../export/list-export'
import { saveExport, type ChooseSavePath } from '../export/save-export'
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
import { createAppService, type AppServiceDeps } from './app-service'

/**
 * Main's side of the IPC contract: one implementation per service of src/shared/ipc/, whose
 * methods dispatch.ts calls with the validated request (so each has exactly the window's
 * method names, and a service the contract grows does not compile until it answers).
 *
 * A core service that is its domain's implementation (watch, recent) is handed over as it is;
 * what is written here adapts a part of the core that has its own shape (the session
 * manager, the lookup runner, the item page's encoding and the history it records, the
 * updater) or puts a service together from several parts (items, replies).
 */
export interface ServiceDeps extends AppServiceDeps {
  readonly session: SessionManager
  readonly items: CatalogItems
  readonly prefs: CatalogPrefsService
  readonly replies: RepliesService
  readonly team: TeamTemplatesService
  readonly watch: WatchService
  readonly recent: RecentService
  readonly lookups: LookupRunner
  readonly listExport: ListExporter
  readonly links: LinkInbox
  readonly chooseSavePath: ChooseSavePath
  readonly updates: UpdateControl
  /** Encodes a reply as text with every remembered token masked in its values (the redactor's). */
  readonly encodeRedacted: SecretRedactor['encodeRedacted']
  readonly log: (line: string) => void
}

export function createServices(deps: ServiceDeps): ServiceImplementations {
  const { session, recent, chooseSavePath } = deps
  return {
    app: createAppService(deps),
    session: {
      getSession: async () => ok(await session.state()),
      connect: ({ baseUrl, token, remember, label, environment }) =>
        session.connect(baseUrl, token, remember, { label, environment }),
      resume: ({ baseUrl }) => session.resume(baseUrl),
      openDemo: () => session.openDemo(),
      signOut: () => signOutLeavingNoHistory(session, recent, false),
      signOutAll: () => signOutLeavingNoHistory(session, recent, true),
    },
    catalogs: {
      listCatalogs: async () => ok(await session.listCatalogs()),
      forgetCatalog: ({ baseUrl }) => session.forgetCatalog(baseUrl),
      editCatalog: ({ baseUrl, ...edit }) => session.editCatalog(baseUrl, edit),
    },
    links: { takeLinks: async () => ok(await deps.links.take()) },
    items: {
      ...deps.prefs,
      listItems: async ({ query, slot }) => {
        const result = await deps.items.list(query, slot)
        return result.ok ? ok(deps.encodeRedacted(result.data, encodeItemsPage)) : result
      },
      getItem: async ({ id, slot }) => {
        const result = await deps.items.get(id, slot)
        // What the agent opens is their history; a prefetch or a bulk row is not. The history in
        // memory is updated at once; the pane does not wait for it to reach the disk.
        if (result.ok && slot === 'detail') {
          recent
            .recordLookup(result.data)
            .catch((error: unknown) => deps.log(`recent: could not record item ${id}: ${String(error)}`))
        }
        return result
      },
    },
    watch: deps.watch,
    recent,
    lookup: {
      startLookup: async ({ ids }) => deps.lookups.start(ids),
      cancelLookup: async ({ batchId }) => ok({ cancelled: deps.lookups.cancel(batchId) }),
    },
    export: {
      exportLookup: (request) => exportLookup(chooseSavePath, request),
      exportList: ({ format, filters }) => deps.listExport.run(format, filters),
      cancelExport: async () => ok({ cancelled: deps.listExport.cancel() }),
    },
    replies: {
      ...deps.replies,
      exportReplyTemplates: () =>
        saveExport(chooseSavePath, { fileName: 'reply-templates', format: 'json' }, async () =>
          ok({ text: deps.replies.exportText(), rows: 0, capped: false }),
        ),
      teamTemplatesStatus: async () => ok(deps.team.status()),
      setTeamTemplatesSource: (change) => deps.team.configure(change),
      checkTeamTemplates: async () => ok(await deps.team.checkNow()),
      exportTeamTemplates: () => exportForTeam(chooseSavePath, deps.replies, deps.team),
      readTicketLanguage: async ({ text }) => ok(ticketReplyLanguage(text)),
    },
    updates: {
      updateState: async () => ok({ readyVersion: deps.updates.readyVersion() }),
      restartToUpdate: async () =>
        deps.updates.restartToUpdate()
          ? ok({ restarting: true } as const)
          : fail({
              kind: 'refused',
              message: words({
                id: 'error.update.notReady',
                defaultMessage:
                  'No update is ready to install yet. The window says so when one has been downloaded.',
              }),
            }),
    },
  }
}
