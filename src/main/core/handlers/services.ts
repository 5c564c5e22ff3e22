import type { ServiceImplementations } from '../../../shared/ipc'
import { createAppService, type AppServiceDeps } from '../app/app-service'
import { createExportService } from '../export/export-service'
import type { ListExporter } from '../export/list-export'
import type { ChooseSavePath } from '../export/save-export'
import type { LinkInbox } from '../links/link-inbox'
import { createLinksService } from '../links/links-service'
import type { LookupRunner } from '../lookup/lookup-runner'
import { createLookupService } from '../lookup/lookup-service'
import type { QuickAnswer } from '../quick-answer/quick-answer'
import { createQuickAnswerService } from '../quick-answer/quick-answer-service'
import type { RecentService } from '../recent/recent-service'
import type { RepliesService } from '../replies/replies-service'
import { createCatalogsService } from '../session/catalogs-service'
import { createItemsService, type ItemsServiceDeps } from '../items/items-service'
import type { SessionManager } from '../session/session-manager'
import { createSessionService } from '../session/session-service'
import { createUpdatesService, type UpdateControl } from '../updates/updates-service'
import type { WatchService } from '../watch/watch-service'
import type { QuickAnswerSettingsService } from '../quick-answer/quick-answer-settings'

/**
 * Main's side of the IPC contract, put together: one implementation per service of
 * src/shared/ipc/, whose methods dispatch.ts calls with the validated request. Each is written
 * beside its feature (`<feature>/<domain>-service.ts`, or the feature's core service itself),
 * typed `ServiceImplementation<'domain'>`, so a method the contract grows does not compile
 * until its feature answers it; nothing here answers a call.
 */
export interface ServiceDeps extends AppServiceDeps, Omit<ItemsServiceDeps, 'recent'> {
  readonly session: SessionManager
  readonly replies: RepliesService
  readonly watch: WatchService
  readonly recent: RecentService
  readonly lookups: LookupRunner
  readonly listExport: ListExporter
  readonly links: LinkInbox
  readonly quickAnswer: QuickAnswer
  readonly chooseSavePath: ChooseSavePath
  readonly updates: UpdateControl
  readonly quickAnswerSettings: QuickAnswerSettingsService
}

export function createServices(deps: ServiceDeps): ServiceImplementations {
  return {
    app: createAppService(deps),
    session: createSessionService(deps.session, deps.recent),
    catalogs: createCatalogsService(deps.session),
    links: createLinksService(deps.links),
    items: createItemsService(deps),
    watch: deps.watch,
    recent: deps.recent,
    lookup: createLookupService(deps.lookups),
    quickAnswer: createQuickAnswerService(deps.quickAnswer),
    export: createExportService(deps.chooseSavePath, deps.listExport),
    replies: deps.replies,
    updates: createUpdatesService(deps.updates),
    desktop: deps.quickAnswerSettings,
  }
}
