import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { startDemoServer } from '../../demo-server'
import { call, dataOf, disposeCores, errorOf, makeCore } from './app-core.test-support'
import { loadPolicy } from './policy/load-policy'
import { developmentPolicyFile } from './policy/policy-source'
import { isolateKeychain } from './secrets/keyring.test-support'
import { POLICY_NOTICE_ID } from './policy/policy-notice'
import type { Notice } from '../../shared/ipc'
import { inEnglish } from '../../shared/i18n/english.test-support'

isolateKeychain()

/** Two real catalogs over HTTP: one the policy sets, one the agent adds. */
const TOKEN = 'policy-test-token-5c6d7e8f'
let managed: Awaited<ReturnType<typeof startDemoServer>>
let own: Awaited<ReturnType<typeof startDemoServer>>
let dir: string

beforeAll(async () => {
  managed = await startDemoServer({ port: 0, host: '127.0.0.1', token: TOKEN, items: 20 })
  own = await startDemoServer({ port: 0, host: '127.0.0.1', token: TOKEN, items: 20, seed: 3 })
  dir = await mkdtemp(join(tmpdir(), 'catalog-policy-core-'))
})
afterAll(async () => {
  await managed.close()
  await own.close()
  await rm(dir, { recursive: true, force: true })
})
afterEach(disposeCores)

const STAGING = {
  label: 'Staging (IT)',
  baseUrl: 'https://staging.catalog.example.com',
  environment: 'staging',
}

async function policyCore(policy: unknown, name = 'policy.json') {
  const file = join(dir, name)
  await writeFile(file, typeof policy === 'string' ? policy : JSON.stringify(policy))
  return makeCore({ policy: await loadPolicy(developmentPolicyFile(file)) })
}

/** The notice that says the policy was ignored, among the window's notices. */
function policyNotice(notices: readonly Notice[]): Notice | undefined {
  return notices.find((notice) => notice.id === POLICY_NOTICE_ID)
}

function managedPolicy(extra: Record<string, unknown> = {}) {
  return {
    catalogs: [{ label: 'Production (IT)', baseUrl: managed.url, environment: 'production' }, STAGING],
    ...extra,
  }
}

describe('a policy with catalogs', () => {
  it('lists them on a fresh profile, locked, and writes none of them to settings', async () => {
    const { core, dir: userData } = await policyCore(managedPolicy())
    const { catalogs } = dataOf(await call(core, 'catalogs:list', {}))
    expect(catalogs.map(({ label, environment, managed: lock }) => ({ label, environment, lock }))).toEqual([
      { label: 'Production (IT)', environment: 'production', lock: { timeZone: false, order: 0 } },
      { label: 'Staging (IT)', environment: 'staging', lock: { timeZone: false, order: 1 } },
    ])
    // Settings are written once the agent adds a catalog of their own: that one, never IT's.
    dataOf(await call(core, 'session:connect', { baseUrl: own.url, token: TOKEN, remember: false }))
    await core.dispose()
    const written = await readFile(join(userData, 'settings.json'), 'utf8')
    expect(written).toContain(own.url)
    expect(written).not.toContain('staging.catalog.example.com')
  })

  it('refuses to edit their label or environment, or to forget them, and changes nothing', async () => {
    const { core } = await policyCore(managedPolicy())
    const before = dataOf(await call(core, 'catalogs:list', {}))
    const rename = errorOf(await call(core, 'catalogs:edit', { baseUrl: STAGING.baseUrl, label: 'Mine' }))
    expect(rename).toMatchObject({ kind: 'refused' })
    expect(inEnglish(rename.message)).toContain(
      'Staging (IT) is set by your organization: its label cannot be changed',
    )
    const environment = errorOf(
      await call(core, 'catalogs:edit', { baseUrl: `${STAGING.baseUrl}/`, environment: 'production' }),
    )
    expect(inEnglish(environment.message)).toContain('its environment cannot be changed')
    const forget = errorOf(await call(core, 'catalogs:forget', { baseUrl: STAGING.baseUrl }))
    expect(forget).toMatchObject({ kind: 'refused' })
    expect(inEnglish(forget.message)).toContain('it cannot be forgotten')
    expect(dataOf(await call(core, 'catalogs:list', {}))).toEqual(before)
  })

  it('signs in to a policy catalog with the keychain as today, and keeps the policy’s words', async () => {
    const { core } = await policyCore(managedPolicy())
    const state = dataOf(
      await call(core, 'session:connect', {
        baseUrl: managed.url,
        token: TOKEN,
        remember: true,
        label: 'Typed by the agent',
        environment: 'other',
      }),
    )
    expect(state).toMatchObject({
      connected: true,
      tokenStorage: 'keychain',
      catalog: {
        label: 'Production (IT)',
        environment: 'production',
        managed: { timeZone: false, order: 0 },
      },
    })
    const listed = dataOf(await call(core, 'catalogs:list', {})).catalogs.find(
      (c) => c.baseUrl === managed.url,
    )
    expect(listed).toMatchObject({
      label: 'Production (IT)',
      hasStoredToken: true,
      managed: { timeZone: false, order: 0 },
    })
    // The zone the policy leaves free is the agent's; sending the policy's own words again is no change.
    dataOf(
      await call(core, 'catalogs:edit', {
        baseUrl: managed.url,
        label: 'Production (IT)',
        environment: 'production',
        timeZone: 'Europe/Berlin',
      }),
    )
    expect(dataOf(await call(core, 'session:get', {}))).toMatchObject({
      catalog: { label: 'Production (IT)', timeZone: 'Europe/Berlin' },
    })
  })

  it('refuses a time zone other than the one the policy sets', async () => {
    const { core } = await policyCore(managedPolicy({ catalogs: [{ ...STAGING, timeZone: 'Asia/Tokyo' }] }))
    const listed = dataOf(await call(core, 'catalogs:list', {})).catalogs
    expect(listed[0]?.managed).toEqual({ timeZone: true, order: 0 })
    const zone = errorOf(
      await call(core, 'catalogs:edit', { baseUrl: STAGING.baseUrl, timeZone: 'Europe/Berlin' }),
    )
    expect(inEnglish(zone.message)).toContain('the time zone of its times cannot be changed')
    const unset = errorOf(await call(core, 'catalogs:edit', { baseUrl: STAGING.baseUrl, timeZone: null }))
    expect(unset).toMatchObject({ kind: 'refused' })
  })

  it('leaves the agent free to add, edit and forget catalogs of their own', async () => {
    const { core } = await policyCore(managedPolicy())
    dataOf(
      await call(core, 'session:connect', { baseUrl: own.url, token: TOKEN, remember: false, label: 'Mine' }),
    )
    const mine = dataOf(await call(core, 'catalogs:list', {})).catalogs.find((c) => c.baseUrl === own.url)
    expect(mine).toMatchObject({ label: 'Mine' })
    expect(mine?.managed).toBeUndefined()
    dataOf(await call(core, 'catalogs:edit', { baseUrl: own.url, label: 'Mine, renamed' }))
    const after = dataOf(await call(core, 'catalogs:forget', { baseUrl: own.url })).catalogs
    expect(after.map((catalog) => catalog.label)).toEqual(['Production (IT)', 'Staging (IT)'])
  })
})

describe('the policy’s switches', () => {
  it('tells the window nothing is decided when there is no policy file', async () => {
    const { core } = await makeCore({
      policy: await loadPolicy(developmentPolicyFile(join(dir, 'absent.json'))),
    })
    expect(dataOf(await call(core, 'app:policy', {}))).toEqual({
      demoCatalog: true,
      updateChecks: true,
    })
  })

  it('turns the demo off: said to the window, refused by main, and not opened by --demo', async () => {
    const { core } = await policyCore({ demoCatalog: false, updateChecks: false })
    expect(dataOf(await call(core, 'app:policy', {}))).toEqual({
      demoCatalog: false,
      updateChecks: false,
    })
    const refused = errorOf(await call(core, 'session:openDemo', {}))
    expect(refused).toMatchObject({ kind: 'refused' })
    expect(inEnglish(refused.message)).toContain('turned off by your organization')
    const file = join(dir, 'demo-off.json')
    await writeFile(file, JSON.stringify({ demoCatalog: false }))
    const launched = await makeCore({
      policy: await loadPolicy(developmentPolicyFile(file)),
      launch: { demo: true },
    })
    expect(dataOf(await call(launched.core, 'session:get', {}))).toMatchObject({ connected: false })
    expect(launched.logs.join('\n')).toContain('--demo ignored')
  })

  it('runs a bad policy as no policy, and says so in one line', async () => {
    const { core, logs } = await policyCore(
      { ...managedPolicy(), demoCatalog: false, token: 'abc' },
      'bad.json',
    )
    const state = dataOf(await call(core, 'app:policy', {}))
    expect(state).toEqual({ demoCatalog: true, updateChecks: true })
    const line = inEnglish(policyNotice(dataOf(await call(core, 'app:notices', {})))?.message)
    expect(line).toContain(join(dir, 'bad.json'))
    expect(line).toContain('The key “token” looks like a secret')
    expect(dataOf(await call(core, 'catalogs:list', {})).catalogs).toEqual([])
    expect(dataOf(await call(core, 'session:openDemo', {}))).toMatchObject({ connected: true })
    expect(logs.some((line) => line.startsWith('policy: '))).toBe(true)
  })
})

describe('R5-11: a refused policy, wherever the agent is', () => {
  it('is a notice for every screen, a session resumed at start included', async () => {
    const file = join(dir, 'nested.json')
    await writeFile(file, `${'['.repeat(15_000)}${']'.repeat(15_000)}`)
    // Connected before the window asks anything: the agent never sees the connect screen.
    const { core } = await makeCore({
      policy: await loadPolicy(developmentPolicyFile(file)),
      launch: { baseUrl: own.url, token: TOKEN },
    })
    expect(dataOf(await call(core, 'session:get', {}))).toMatchObject({ connected: true })
    const notice = policyNotice(dataOf(await call(core, 'app:notices', {})))
    expect(notice?.level).toBe('warning')
    expect(inEnglish(notice?.message)).toBe(
      `The organization's policy file ${file} was ignored. It nests more than 16 levels deep. Ask IT to correct it; until then the app works as without a policy.`,
    )
  })

  it('is no notice when the policy is read, or when there is none', async () => {
    const read = await policyCore(managedPolicy())
    expect(policyNotice(dataOf(await call(read.core, 'app:notices', {})))).toBeUndefined()
    const none = await makeCore({ policy: await loadPolicy(developmentPolicyFile(join(dir, 'absent.json'))) })
    expect(dataOf(await call(none.core, 'app:notices', {}))).toEqual([])
  })
})

describe('a policy naming the team templates source', () => {
  it('reads it on a fresh profile and refuses the agent another source', async () => {
    const teamFile = join(dir, 'team-templates.json')
    const set = { en: { not_found: 'IT team says: no item {id}.' } }
    await writeFile(
      teamFile,
      JSON.stringify({
        format: 'catalog-browser-reply-templates',
        version: 2,
        setVersion: 7,
        templates: set,
      }),
    )
    const { core } = await policyCore({ teamTemplatesSource: teamFile }, 'team-policy.json')
    await expect
      .poll(async () => dataOf(await call(core, 'replies:teamStatus', {})))
      .toMatchObject({ source: teamFile, inUse: true, lockedBy: 'policy', setVersion: 7, problem: null })
    const refused = errorOf(await call(core, 'replies:setTeamSource', { source: join(dir, 'mine.json') }))
    expect(refused.kind).toBe('refused')
    expect(inEnglish(refused.message)).toContain('Your organization sets where team templates come from')
    expect(dataOf(await call(core, 'replies:teamStatus', {}))).toMatchObject({
      source: teamFile,
      lockedBy: 'policy',
    })
  })
})
