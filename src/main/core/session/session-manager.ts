import { DEFAULT_ENVIRONMENT } from '../../../shared/catalog'
import { fail, internal, ok, type Result } from '../../../shared/errors'
import { words } from '../../../shared/i18n/words'
import type { CatalogRef, KnownCatalogs, Notice, SessionState, TokenStorage } from '../../../shared/ipc'
import {
  createCatalogClient,
  type CatalogClient,
  type CatalogClientOptions,
} from '../catalog-client/catalog-client'
import type { RequestSlots } from '../catalog-client/request-slots'
import type { LaunchOptions } from '../launch-options'
import type { SecretRedactor } from '../redaction/secret-redactor'
import type { MemorySecretStore } from '../secrets/memory-secret-store'
import type { SecretStore } from '../secrets/secret-store'
import { DEMO_PREFS_KEY } from '../settings/settings-schema'
import type { SettingsStore } from '../settings/settings-store'
import { catalogLabel } from './catalog-label'
import { createCatalogList } from './catalog-list'
import { checkedBaseUrl, checkNewCatalog } from './connect-check'
import type { CatalogEdit } from './edit-catalog'
import { catalogRef, describeCatalog, type CatalogDetails } from './known-catalogs'
import { restoreSession } from './restore-session'
import { createSessionTokens } from './session-tokens'
import type { DemoCatalog } from './demo-catalog'

/**
 * Which catalog is connected, with which token, and where that token lives.
 *
 * The token itself never leaves this folder except into the catalog client's Authorization
 * header and into the secret stores (session-tokens.ts); what the rest of the app (and the renderer) learns is a
 * SessionState: connected or not, which catalog, and whether the token is in the keychain,
 * in memory, or came from the launch environment.
 *
 * Operations that change the session run one at a time, so a sign-out can never interleave
 * with a connect that is still checking its token.
 */
export interface ActiveSession {
  readonly catalog: CatalogRef
  readonly tokenStorage: TokenStorage
  readonly client: CatalogClient
  /** Where this catalog's preferences are kept in settings. */
  readonly prefsKey: string
}

export interface SessionManager {
  state(): Promise<SessionState>
  current(): ActiveSession | null
  /** Applies launch options or resumes the last catalog; never touches the network. */
  start(launch: LaunchOptions | undefined): Promise<void>
  connect(
    baseUrl: string,
    token: string,
    remember: boolean,
    details?: CatalogDetails,
  ): Promise<Result<SessionState>>
  resume(baseUrl: string): Promise<Result<SessionState>>
  openDemo(): Promise<Result<SessionState>>
  signOut(): Promise<Result<SessionState>>
  /** Signs out, and forgets every known catalog's token too: no catalog stays signed in. */
  signOutAll(): Promise<Result<SessionState>>
  listCatalogs(): Promise<KnownCatalogs>
  forgetCatalog(baseUrl: string): Promise<Result<KnownCatalogs>>
  /**
   * Label, environment and time zone of a known catalog or the connected one, however it was
   * connected (edit-catalog.ts); the connected one's header and replies follow.
   */
  editCatalog(baseUrl: string, edit: CatalogEdit): Promise<Result<KnownCatalogs>>
  /** Tells `listener` after every connect, switch and sign-out; returns its removal. */
  onChange(listener: (active: ActiveSession | null) => void): () => void
  dispose(): Promise<void>
}

export interface SessionManagerDeps {
  readonly settings: SettingsStore
  readonly keychain: SecretStore
  readonly memory: MemorySecretStore
  readonly demo: DemoCatalog
  readonly slots: RequestSlots
  readonly redactor: SecretRedactor
  /** Timeout, retry policy and fetch for every catalog client this manager creates. */
  readonly client: Omit<CatalogClientOptions, 'baseUrl' | 'token' | 'getToken'>
  readonly notify: (notice: Notice) => void
  readonly log: (line: string) => void
  readonly now?: () => Date
}

export const DEMO_LABEL = 'Demo catalog'

interface Holder extends ActiveSession {
  readonly token: string
}

export function createSessionManager(deps: SessionManagerDeps): SessionManager {
  const { settings, keychain, memory, demo, slots, redactor, log } = deps
  const now = deps.now ?? (() => new Date())
  const tokens = createSessionTokens(deps)
  let active: Holder | null = null
  const catalogs = createCatalogList({
    settings,
    keychain,
    memory,
    tokens,
    connected: () => active?.catalog ?? null,
    log,
    now,
  })
  let suggested: string | null = null
  let queue: Promise<unknown> = Promise.resolve()
  const listeners = new Set<(active: ActiveSession | null) => void>()
  const changed = () => {
    for (const listener of listeners) listener(active)
  }

  const serial = <T>(operation: () => Promise<T>): Promise<T> => {
    const run = queue.then(operation, operation)
    queue = run.catch(() => undefined)
    return run
  }

  // Label, environment and zone can be edited while connected: read them from settings each time.
  const describe = (holder: Holder): CatalogRef => describeCatalog(settings.current(), holder.catalog)

  const state = async (): Promise<SessionState> => {
    const keychainStatus = await keychain.status()
    if (active) {
      return {
        connected: true,
        keychain: keychainStatus,
        catalog: describe(active),
        tokenStorage: active.tokenStorage,
      }
    }
    return {
      connected: false,
      keychain: keychainStatus,
      suggestedBaseUrl: suggested ?? settings.current().lastUsed,
    }
  }

  /** Whether the next start reopens the demo: written only when it changes. */
  const rememberDemo = async (open: boolean) => {
    if ((settings.current().lastUsedDemo ?? false) === open) return
    await settings.update((current) => ({ ...current, lastUsedDemo: open }))
  }

  const activate = async (catalog: CatalogRef, tokenStorage: TokenStorage, token: string): Promise<void> => {
    const previous = active
    // Answers for the previous catalog must not arrive after the switch.
    slots.cancelAll()
    redactor.remember(token)
    const holder: Holder = {
      catalog,
      tokenStorage,
      token,
      prefsKey: catalog.demo ? DEMO_PREFS_KEY : catalog.baseUrl,
      // The token is looked up per attempt, so a retry still pending after a sign-out sends nothing.
      client: createCatalogClient({
        ...deps.client,
        baseUrl: catalog.baseUrl,
        getToken: () => (active === holder ? token : null),
      }),
    }
    active = holder
    changed()
    if (previous?.catalog.demo && !catalog.demo) await demo.stop()
    await rememberDemo(catalog.demo === true)
    log(`session: connected to ${catalog.baseUrl} (token in ${tokenStorage})`)
  }

  const openDemo = async (): Promise<Result<SessionState>> => {
    let endpoint: Awaited<ReturnType<DemoCatalog['start']>>
    try {
      endpoint = await demo.start()
    } catch (error) {
      log(`session: the demo catalog did not start: ${redactor.redact(String(error))}`)
      return fail(
        internal(
          words({
            id: 'error.demo.notStarted',
            defaultMessage:
              'The demo catalog could not be started on this computer. Try again, or connect to a real catalog.',
          }),
        ),
      )
    }
    if (active?.catalog.demo && active.catalog.baseUrl === endpoint.baseUrl) return ok(await state())
    await activate(
      {
        baseUrl: endpoint.baseUrl,
        label: DEMO_LABEL,
        environment: DEFAULT_ENVIRONMENT,
        demo: true,
        timeZone: null,
      },
      'memory',
      endpoint.token,
    )
    return ok(await state())
  }

  const endSession = async (): Promise<Holder | null> => {
    const previous = active
    active = null
    slots.cancelAll()
    if (previous) changed()
    if (previous?.catalog.demo) await demo.stop()
    await rememberDemo(false)
    return previous
  }

  const signOut = async (everywhere: boolean): Promise<Result<SessionState>> => {
    const previous = await endSession()
    if (previous && !previous.catalog.demo) {
      const { baseUrl } = previous.catalog
      await tokens.forget(baseUrl, true)
      suggested = baseUrl
      log(`session: signed out of ${baseUrl}`)
    }
    if (everywhere) await tokens.forgetAll(settings.current().catalogs.map(({ baseUrl }) => baseUrl))
    return ok(await state())
  }

  return {
    state,
    current: () =>
      active && {
        catalog: active.catalog,
        tokenStorage: active.tokenStorage,
        client: active.client,
        prefsKey: active.prefsKey,
      },

    start: (launch) =>
      serial(() =>
        restoreSession(launch, {
          settings,
          keychain,
          openDemo,
          activate,
          suggest: (baseUrl) => {
            suggested = baseUrl
          },
          notify: deps.notify,
          log,
        }),
      ),

    connect: (rawBaseUrl, rawToken, remember, details) =>
      serial(async () => {
        const checked = await checkNewCatalog(rawBaseUrl, rawToken, { slots, redactor, client: deps.client })
        if (!checked.ok) return checked
        const { baseUrl, token } = checked.data
        const kept = await tokens.keep(baseUrl, token, remember)
        if (!kept.ok) return kept
        // Record first, activate last: if settings refuse the catalog, nothing is half done
        // (no session the window does not know about, no token left behind in the keychain).
        try {
          await catalogs.recordUse(baseUrl, details)
        } catch (error) {
          await (remember ? tokens.forget(baseUrl, true) : memory.delete(baseUrl))
          log(`session: could not record ${baseUrl} in settings: ${redactor.redact(String(error))}`)
          return fail({
            kind: 'internal',
            message: words(
              {
                id: 'error.connect.notRecorded',
                defaultMessage:
                  'Could not save {catalog} in the settings, so it was not connected and its token was not kept. Try again; if it keeps failing, check that the settings folder is writable.',
              },
              { catalog: catalogLabel(baseUrl) },
            ),
          })
        }
        await activate(catalogRef(settings.current(), baseUrl), remember ? 'keychain' : 'memory', token)
        return ok(await state())
      }),

    resume: (rawBaseUrl) =>
      serial(async () => {
        const checked = checkedBaseUrl(rawBaseUrl)
        if (!checked.ok) return checked
        const baseUrl = checked.data
        const found = await tokens.find(baseUrl)
        if (!found.ok) return found
        // Recorded before activating, as in connect: a refusal leaves the session as it was.
        await catalogs.recordUse(baseUrl)
        await activate(catalogRef(settings.current(), baseUrl), found.data.storage, found.data.token)
        return ok(await state())
      }),

    openDemo: () => serial(openDemo),

    signOut: () => serial(() => signOut(false)),
    signOutAll: () => serial(() => signOut(true)),

    listCatalogs: catalogs.list,

    forgetCatalog: (rawBaseUrl) =>
      serial(async () => {
        const checked = checkedBaseUrl(rawBaseUrl)
        if (!checked.ok) return checked
        const baseUrl = checked.data
        // Ended first: watching stops, so no round still running writes its list back afterwards.
        if (active && !active.catalog.demo && active.catalog.baseUrl === baseUrl) await endSession()
        await catalogs.forget(baseUrl)
        if (suggested === baseUrl) suggested = null
        return ok(await catalogs.list())
      }),

    editCatalog: (rawBaseUrl, edit) => serial(() => catalogs.edit(rawBaseUrl, edit)),

    onChange(listener) {
      listeners.add(listener)
      return () => {
        listeners.delete(listener)
      }
    },
    dispose: async () => {
      // Cancel first so a connect still checking its token does not hold up quitting.
      slots.cancelAll()
      await serial(async () => {
        active = null
        memory.clear()
        await demo.stop()
      })
    },
  }
}
