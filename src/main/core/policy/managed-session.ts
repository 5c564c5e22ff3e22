import { fail, type Result } from '../../../shared/errors'
import type { CatalogLock, KnownCatalog, KnownCatalogs, SessionState } from '../../../shared/ipc'
import type { Policy, PolicyCatalog } from '../../../shared/policy/policy-schema'
import { normalizeBaseUrl } from '../../../shared/base-url'
import { words } from '../../../shared/i18n/words'
import type { CatalogEdit } from '../session/edit-catalog'
import type { SessionManager } from '../session/session-manager'

/**
 * The session manager under the organization's policy: its catalogs marked `managed` for the
 * window, and main refusing what the window hides (editing or forgetting one, the demo when
 * it is off), so a renderer that asks anyway changes nothing.
 */

function lockOf(catalog: PolicyCatalog, order: number): CatalogLock {
  return { timeZone: catalog.timeZone !== undefined, order }
}

export function managedSession(
  session: SessionManager,
  policy: Policy | null,
  log: (line: string) => void,
): SessionManager {
  if (policy === null) return session
  const managed = new Map(
    (policy.catalogs ?? []).map((catalog, order) => [catalog.baseUrl, { catalog, order }]),
  )
  const demoOffered = policy.demoCatalog !== false
  const policyCatalog = (raw: string): PolicyCatalog | undefined => {
    const read = normalizeBaseUrl(raw)
    return read.ok ? managed.get(read.baseUrl)?.catalog : undefined
  }
  const refused = (
    catalog: PolicyCatalog,
    what: 'label' | 'environment' | 'timeZone' | 'forget',
  ): Result<never> =>
    fail({
      kind: 'refused',
      message: words(
        {
          id: 'error.policy.locked',
          defaultMessage:
            '{catalog} is set by your organization: {what, select, label {its label cannot be changed} environment {its environment cannot be changed} timeZone {the time zone of its times cannot be changed} other {it cannot be forgotten}} in the app. Ask IT to change the policy if it should.',
        },
        { catalog: catalog.label, what },
      ),
    })
  const markOne = (catalog: KnownCatalog): KnownCatalog => {
    const set = managed.get(catalog.baseUrl)
    return set ? { ...catalog, managed: lockOf(set.catalog, set.order) } : catalog
  }
  const mark = (known: KnownCatalogs): KnownCatalogs => ({ ...known, catalogs: known.catalogs.map(markOne) })
  const markResult = (result: Result<KnownCatalogs>) =>
    result.ok ? { ...result, data: mark(result.data) } : result
  const markState = (state: SessionState): SessionState => {
    if (!state.connected || state.catalog.demo) return state
    const set = managed.get(state.catalog.baseUrl)
    return set ? { ...state, catalog: { ...state.catalog, managed: lockOf(set.catalog, set.order) } } : state
  }
  const markStateResult = (result: Result<SessionState>) =>
    result.ok ? { ...result, data: markState(result.data) } : result
  // What the policy sets may be sent again unchanged (a save of every field is no change), never changed.
  const editRefusal = (catalog: PolicyCatalog, edit: CatalogEdit): Result<never> | null => {
    if (edit.label !== undefined && edit.label.trim() !== catalog.label) {
      return refused(catalog, 'label')
    }
    if (edit.environment !== undefined && edit.environment !== catalog.environment) {
      return refused(catalog, 'environment')
    }
    if (catalog.timeZone !== undefined && edit.timeZone !== undefined && edit.timeZone !== catalog.timeZone) {
      return refused(catalog, 'timeZone')
    }
    return null
  }

  return {
    ...session,
    state: async () => markState(await session.state()),
    start: (launch) => {
      if (launch?.demo && !demoOffered) {
        log('policy: --demo ignored: the organization turned the demo catalog off')
        return session.start({ ...launch, demo: false })
      }
      return session.start(launch)
    },
    connect: async (...args) => markStateResult(await session.connect(...args)),
    resume: async (baseUrl) => markStateResult(await session.resume(baseUrl)),
    openDemo: async () =>
      demoOffered
        ? session.openDemo()
        : fail({
            kind: 'refused',
            message: words({
              id: 'error.policy.noDemo',
              defaultMessage:
                'The demo catalog is turned off by your organization. Connect to one of its catalogs instead.',
            }),
          }),
    signOut: async () => markStateResult(await session.signOut()),
    listCatalogs: async () => mark(await session.listCatalogs()),
    forgetCatalog: async (baseUrl) => {
      const set = policyCatalog(baseUrl)
      if (set) return refused(set, 'forget')
      return markResult(await session.forgetCatalog(baseUrl))
    },
    editCatalog: async (baseUrl, edit) => {
      const set = policyCatalog(baseUrl)
      const refusal = set ? editRefusal(set, edit) : null
      return refusal ?? markResult(await session.editCatalog(baseUrl, edit))
    },
  }
}
