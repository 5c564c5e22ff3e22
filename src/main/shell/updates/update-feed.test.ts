import { spawnSync } from 'node:child_process'
import { resolve } from 'node:path'
import { describe, expect, it } from 'vitest'

const CONFIG = resolve(__dirname, '..', '..', '..', '..', 'electron-builder.cjs')

/** electron-builder.cjs as a build with this environment loads it: its publish entries, or its error. */
function publishWith(env: Record<string, string>): { publish?: unknown; error?: string } {
  const script = `try { process.stdout.write(JSON.stringify({ publish: require(${JSON.stringify(CONFIG)}).publish })) } catch (e) { process.stdout.write(JSON.stringify({ error: e.message })) }`
  const clean = Object.fromEntries(
    Object.entries(process.env).filter(
      ([name]) => name !== 'UPDATE_FEED_URL' && name !== 'GITHUB_REPOSITORY',
    ),
  )
  const run = spawnSync(process.execPath, ['-e', script], { env: { ...clean, ...env }, encoding: 'utf8' })
  return JSON.parse(run.stdout) as { publish?: unknown; error?: string }
}

const generic = (url: string) => ({ publish: { provider: 'generic', url } })

describe('the update feed in electron-builder.cjs', () => {
  it('is the generic provider at UPDATE_FEED_URL, as the release workflow sets it', () => {
    expect(
      publishWith({ UPDATE_FEED_URL: 'https://github.com/acme/catalog-browser/releases/latest/download/' }),
    ).toStrictEqual(generic('https://github.com/acme/catalog-browser/releases/latest/download'))
  })

  it("falls back to the repository's GitHub releases in Actions, and to a host nobody can serve elsewhere", () => {
    expect(publishWith({ GITHUB_REPOSITORY: 'acme/catalog-browser' })).toStrictEqual(
      generic('https://github.com/acme/catalog-browser/releases/latest/download'),
    )
    expect(publishWith({})).toStrictEqual(generic('https://updates.invalid/catalog-browser'))
  })

  it('refuses a feed that is not https (http only on this computer), or not a URL', () => {
    expect(publishWith({ UPDATE_FEED_URL: 'http://updates.example.com' }).error).toMatch(
      /must be an https address/,
    )
    expect(publishWith({ UPDATE_FEED_URL: 'http://127.0.0.1:8080/feed' })).toStrictEqual(
      generic('http://127.0.0.1:8080/feed'),
    )
    expect(publishWith({ UPDATE_FEED_URL: 'releases' }).error).toMatch(/is not a URL/)
  })
})
