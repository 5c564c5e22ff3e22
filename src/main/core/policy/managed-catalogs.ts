import type { Policy, PolicyCatalog } from '../../../shared/policy/policy-schema'
import type { Settings, StoredCatalog } from '../settings/settings-schema'
import type { SettingsStore } from '../settings/settings-store'

/**
 * The policy's catalogs among the agent's own, as the session sees its settings.
 *
 * The policy is the one home of what it sets: a policy catalog's label, environment and (when
 * set) time zone are read from it every time, never from settings.json, so IT's change reaches
 * every agent at the next start. Settings keep only what the agent did with it (when it was
 * last used, a zone the policy leaves free); a policy catalog never used is not written at all,
 * so a catalog IT removes from the policy leaves nothing behind.
 */

function overlaid(policy: PolicyCatalog, stored: StoredCatalog | undefined): StoredCatalog {
  const timeZone = policy.timeZone ?? stored?.timeZone
  return {
    baseUrl: policy.baseUrl,
    label: policy.label,
    environment: policy.environment,
    lastUsedAt: stored?.lastUsedAt ?? null,
    ...(timeZone ? { timeZone } : {}),
  }
}

/** Settings as the agent sees them under `policy`: its catalogs listed, the demo not reopened when off. */
export function withPolicyCatalogs(settings: Settings, policy: Policy): Settings {
  const managed = new Map((policy.catalogs ?? []).map((catalog) => [catalog.baseUrl, catalog]))
  const stored = new Map(settings.catalogs.map((catalog) => [catalog.baseUrl, catalog]))
  const own = settings.catalogs.map((catalog) => {
    const policyCatalog = managed.get(catalog.baseUrl)
    return policyCatalog ? overlaid(policyCatalog, catalog) : catalog
  })
  const added = [...managed.values()]
    .filter((catalog) => !stored.has(catalog.baseUrl))
    .map((catalog) => overlaid(catalog, undefined))
  return {
    ...settings,
    catalogs: [...own, ...added],
    ...(policy.demoCatalog === false ? { lastUsedDemo: false } : {}),
  }
}

/**
 * What is written back: a policy catalog only once the agent has used it, or set the zone the
 * policy leaves free (a zone the policy sets is the policy's, and is not theirs to keep).
 */
export function withoutUnusedPolicyCatalogs(settings: Settings, policy: Policy): Settings {
  // Stryker disable next-line ArrayDeclaration: equivalent: a list entry with no address matches no stored catalog, each of which has one
  const managed = new Map((policy.catalogs ?? []).map((catalog) => [catalog.baseUrl, catalog]))
  return {
    ...settings,
    catalogs: settings.catalogs.filter((catalog) => {
      const policyCatalog = managed.get(catalog.baseUrl)
      if (!policyCatalog || catalog.lastUsedAt !== null) return true
      return policyCatalog.timeZone === undefined && catalog.timeZone !== undefined
    }),
  }
}

/**
 * The settings store as the session manager uses it under `policy`: reads see the policy's
 * catalogs, writes keep only the agent's part. Every other service keeps the plain store.
 */
export function policySettingsView(store: SettingsStore, policy: Policy | null): SettingsStore {
  if (policy === null) return store
  let last: { readonly raw: Settings; readonly view: Settings } | null = null
  const current = (): Settings => {
    const raw = store.current()
    // Settings are replaced, never changed in place: one overlay per version read.
    if (last?.raw !== raw) last = { raw, view: withPolicyCatalogs(raw, policy) }
    return last.view
  }
  return {
    path: store.path,
    current,
    update: async (change) =>
      withPolicyCatalogs(
        await store.update((raw) =>
          withoutUnusedPolicyCatalogs(change(withPolicyCatalogs(raw, policy)), policy),
        ),
        policy,
      ),
    flush: () => store.flush(),
  }
}
