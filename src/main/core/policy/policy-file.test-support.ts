import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach } from 'vitest'
import { developmentPolicyFile } from './policy-source'
import { loadPolicy } from './load-policy'

/** A catalog entry every field of which the policy accepts. */
export const POLICY_CATALOG = {
  label: 'Production EU',
  baseUrl: 'https://eu.catalog.example.com/api',
  environment: 'production',
}

/**
 * A `policy.json` in a folder of each test's own, removed after it: `path()` is where it is,
 * `load(content)` writes it (a string as it is, anything else as JSON) and loads the policy
 * as the app does.
 */
export function usePolicyFile() {
  let dir = ''
  let file = ''
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'catalog-policy-'))
    file = join(dir, 'policy.json')
  })
  afterEach(() => rmSync(dir, { recursive: true, force: true }))
  return {
    path: () => file,
    async load(content: unknown) {
      writeFileSync(file, typeof content === 'string' ? content : JSON.stringify(content))
      return loadPolicy(developmentPolicyFile(file))
    },
  }
}
