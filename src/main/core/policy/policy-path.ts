import { posix, win32 } from 'node:path'

/**
 * Where the machine-wide policy file lives, per OS (docs/admin/policy.md).
 *
 * Machine-wide folders that only an administrator can write: an agent cannot drop a policy of
 * their own there. The override is for tests and development runs only; the shell honours it
 * only in a copy that is not installed, so an installed app always reads the machine's file.
 */
export const POLICY_FILE_VARIABLE = 'CATALOG_BROWSER_POLICY_FILE'

export function machinePolicyPath(
  platform: NodeJS.Platform,
  env: Readonly<Record<string, string | undefined>>,
): string {
  if (platform === 'win32') {
    return win32.join(env.ProgramData || 'C:\\ProgramData', 'Catalog Browser', 'policy.json')
  }
  if (platform === 'darwin') return '/Library/Application Support/Catalog Browser/policy.json'
  return posix.join('/etc', 'catalog-browser', 'policy.json')
}

/**
 * The policy file this run reads: `CATALOG_BROWSER_POLICY_FILE` (an absolute path) when the
 * override is allowed and set, else the machine's. A relative override is ignored, and said.
 */
export function policyPathFor(options: {
  readonly platform: NodeJS.Platform
  readonly env: Readonly<Record<string, string | undefined>>
  readonly allowOverride: boolean
  readonly log: (line: string) => void
}): string {
  const override = options.env[POLICY_FILE_VARIABLE]
  if (options.allowOverride && override) {
    const absolute = options.platform === 'win32' ? win32.isAbsolute(override) : posix.isAbsolute(override)
    if (absolute) return override
    options.log(`${POLICY_FILE_VARIABLE} ignored: it must be an absolute path`)
  } else if (override) {
    options.log(`${POLICY_FILE_VARIABLE} ignored: an installed app reads only the machine's policy file`)
  }
  return machinePolicyPath(options.platform, options.env)
}
