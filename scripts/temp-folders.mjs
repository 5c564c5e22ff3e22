/**
 * The temporary folders our tests and tools make: every one is named `catalog-…` in the
 * system's temp directory, so `npm test` can tell, at its end, whether any was left behind.
 */
import { readdirSync } from 'node:fs'
import { tmpdir } from 'node:os'

export const TEMP_PREFIX = 'catalog-'

/** Names of our temporary folders in `dir` now. */
export function ownTempFolders(dir = tmpdir()) {
  return new Set(readdirSync(dir).filter((name) => name.startsWith(TEMP_PREFIX)))
}

/** Those in `after` that were not there `before`: what a run left behind. */
export function leftBehind(before, after) {
  return [...after].filter((name) => !before.has(name)).sort()
}
