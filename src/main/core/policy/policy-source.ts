import { posix, win32 } from 'node:path'

/**
 * Where the organization's policy is read, per OS (docs/admin/policy.md): only places a
 * standard user cannot write, as Chrome, Edge, Firefox and VS Code read theirs. Never a path
 * built from an environment variable: the person who starts the app sets those.
 *
 * The development override is for tests and development runs only; the shell honours it only
 * in a copy that is not installed, so an installed app always reads the machine's policy.
 */
export const POLICY_FILE_VARIABLE = 'CATALOG_BROWSER_POLICY_FILE'

/** The one account a standard user cannot be: it owns a policy file and the folder it is in. */
export const ROOT_UID = 0

export type PolicySource =
  /**
   * A JSON file. `owner` must own it and its folder, neither writable by group or others;
   * null only for the development override, which anyone may write.
   */
  | { readonly kind: 'file'; readonly path: string; readonly owner: number | null }
  /** A property list (macOS managed preferences), checked as a file is, read through plutil. */
  | { readonly kind: 'plist'; readonly path: string; readonly owner: number }
  /** A REG_SZ value holding the same JSON as the file (Windows). */
  | { readonly kind: 'registry'; readonly key: string; readonly value: string }

/**
 * HKLM\SOFTWARE\Policies\<publisher>\<product>, as Chrome's is Google\Chrome and Firefox's
 * Mozilla\Firefox: only administrators can write under HKLM\SOFTWARE\Policies. The publisher
 * and product are electron-builder.cjs's (scripts/packaging.test.ts checks they match).
 */
export const POLICY_REGISTRY_KEY = 'HKLM\\SOFTWARE\\Policies\\Catalog Browser team\\Catalog Browser'
export const POLICY_REGISTRY_VALUE = 'Policy'

/** The app's bundle id (electron-builder's appId): the preference domain MDM manages. */
export const MAC_BUNDLE_ID = 'com.catalogbrowser.app'

/**
 * The machine's sources, in the order they are tried: the first one present is the policy,
 * and one present but refused is not passed over for the next.
 *
 * Windows reads only the registry: the app installs per user by default, into a folder that
 * user can write, so a file beside it would be the user's to plant.
 */
export function machinePolicySources(platform: NodeJS.Platform): readonly PolicySource[] {
  if (platform === 'win32') {
    return [{ kind: 'registry', key: POLICY_REGISTRY_KEY, value: POLICY_REGISTRY_VALUE }]
  }
  if (platform === 'darwin') {
    return [
      { kind: 'plist', path: `/Library/Managed Preferences/${MAC_BUNDLE_ID}.plist`, owner: ROOT_UID },
      { kind: 'file', path: '/Library/Application Support/Catalog Browser/policy.json', owner: ROOT_UID },
    ]
  }
  return [{ kind: 'file', path: '/etc/catalog-browser/policy.json', owner: ROOT_UID }]
}

/** Where a source is, as the problem line and the log name it. */
export function sourceName(source: PolicySource): string {
  return source.kind === 'registry' ? `${source.key}\\${source.value}` : source.path
}

/**
 * The sources this run reads: the file `CATALOG_BROWSER_POLICY_FILE` names (an absolute path)
 * when the override is allowed and set, else the machine's. A relative override is ignored,
 * and said.
 */
export function policySourcesFor(options: {
  readonly platform: NodeJS.Platform
  readonly env: Readonly<Record<string, string | undefined>>
  readonly allowOverride: boolean
  readonly log: (line: string) => void
}): readonly PolicySource[] {
  const override = options.env[POLICY_FILE_VARIABLE]
  if (options.allowOverride && override) {
    const absolute = options.platform === 'win32' ? win32.isAbsolute(override) : posix.isAbsolute(override)
    if (absolute) return [developmentPolicyFile(override)]
    options.log(`${POLICY_FILE_VARIABLE} ignored: it must be an absolute path`)
  } else if (override) {
    options.log(`${POLICY_FILE_VARIABLE} ignored: an installed app reads only the machine's policy`)
  }
  return machinePolicySources(options.platform)
}

/** A policy file for a development or test run: read with every check but who owns it. */
export function developmentPolicyFile(path: string): PolicySource {
  return { kind: 'file', path, owner: null }
}
