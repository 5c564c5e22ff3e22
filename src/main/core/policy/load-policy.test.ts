import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { MAX_BASE_URL_LENGTH } from '../../../shared/base-url'
import {
  MAX_POLICY_CATALOGS,
  MAX_POLICY_DEPTH,
  MAX_POLICY_FILE_BYTES,
  policySchema,
} from '../../../shared/policy/policy-schema'
import { MAX_TEAM_SOURCE_CHARS } from '../../../shared/reply/team-templates'
import { developmentPolicyFile } from './policy-source'
import { loadPolicy, policyTeamTemplatesSource } from './load-policy'
import { inEnglish } from '../../../shared/i18n/english.test-support'

let dir: string
let file: string
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'catalog-policy-'))
  file = join(dir, 'policy.json')
})
afterEach(() => rmSync(dir, { recursive: true, force: true }))

const CATALOG = {
  label: 'Production EU',
  baseUrl: 'https://eu.catalog.example.com/api',
  environment: 'production',
}

async function load(content: unknown) {
  writeFileSync(file, typeof content === 'string' ? content : JSON.stringify(content))
  return loadPolicy(developmentPolicyFile(file))
}

/** A refused file: no policy, and one line naming the file, the problem and what to do. */
async function problemOf(content: unknown): Promise<string> {
  const loaded = await load(content)
  expect(loaded.policy).toBeNull()
  const problem = loaded.problem === null ? '' : inEnglish(loaded.problem)
  expect(problem).toContain(file)
  expect(problem).toContain('Ask IT')
  expect(problem).not.toContain('\n')
  return problem
}

describe('loadPolicy', () => {
  it('treats a missing file as no policy, with nothing to say', async () => {
    expect(await loadPolicy(developmentPolicyFile(file))).toEqual({
      where: file,
      policy: null,
      problem: null,
    })
  })

  it('reads a full policy, with catalog addresses normalised as the connect form does', async () => {
    const loaded = await load({
      catalogs: [
        { ...CATALOG, timeZone: 'Europe/Berlin' },
        { label: 'Staging', baseUrl: 'staging.catalog.example.com/v1/items', environment: 'staging' },
      ],
      teamTemplatesSource: 'https://intranet.example.com/team-templates.json',
      demoCatalog: false,
      updateChecks: false,
    })
    expect(loaded.problem).toBeNull()
    expect(loaded.policy).toEqual({
      catalogs: [
        { ...CATALOG, timeZone: 'Europe/Berlin' },
        { label: 'Staging', baseUrl: 'https://staging.catalog.example.com', environment: 'staging' },
      ],
      teamTemplatesSource: 'https://intranet.example.com/team-templates.json',
      demoCatalog: false,
      updateChecks: false,
    })
    expect(policyTeamTemplatesSource(loaded)).toBe('https://intranet.example.com/team-templates.json')
  })

  it('reads an empty policy (everything is optional) and a file saved with a BOM', async () => {
    expect((await load({})).policy).toEqual({})
    expect((await load('\uFEFF{"demoCatalog": true}')).policy).toEqual({ demoCatalog: true })
    expect(policyTeamTemplatesSource(await load({}))).toBeNull()
  })

  it('refuses a file that is not JSON', async () => {
    // With the parser's own detail, so IT finds the place: "is not JSON (Unexpected token …)".
    expect(await problemOf('{ "demoCatalog": false, }')).toMatch(/is not JSON \(\S.*\)\. Ask IT/)
  })

  it('refuses a file over the size bound before parsing it', async () => {
    const big = JSON.stringify({ teamTemplatesSource: `/srv/${'a'.repeat(MAX_POLICY_FILE_BYTES)}` })
    expect(await problemOf(big)).toContain(`more than the ${MAX_POLICY_FILE_BYTES.toLocaleString('en')}`)
  })

  it('refuses a folder where the file should be, and an unreadable file', async () => {
    mkdirSync(file)
    const loaded = await loadPolicy(developmentPolicyFile(file))
    expect(loaded.policy).toBeNull()
    expect(inEnglish(loaded.problem)).toMatch(/not a file|could not be read/)
  })

  it('names an unknown key, at the top level and inside a catalog', async () => {
    expect(await problemOf({ demoCatalog: false, colour: 'blue' })).toContain(
      'at colour: this key is not allowed',
    )
    expect(await problemOf({ catalogs: [{ ...CATALOG, proxy: 'x' }] })).toContain('at catalogs.0.proxy')
  })

  it.each([
    ['at the top level', { token: 'abc' }, 'the key "token" at the top level'],
    [
      'inside a catalog',
      { catalogs: [{ ...CATALOG, accessToken: 'abc' }] },
      'the key "accessToken" at catalogs.0',
    ],
    ['spelled as a password', { catalogs: [{ ...CATALOG, Password: 'x' }] }, 'the key "Password"'],
    ['as an Authorization header', { headers: { Authorization: 'Bearer x' } }, 'the key "Authorization"'],
    ['as a client secret', { client_secret: 'x' }, 'the key "client_secret"'],
  ])('refuses a token %s with its own reason', async (_where, content, named) => {
    const problem = await problemOf(content)
    expect(problem).toContain(named)
    expect(problem).toContain('a policy never carries a token')
    // The secret's value is never repeated.
    expect(problem).not.toMatch(/abc|Bearer x/)
  })

  it.each([
    ['__proto__', '{"__proto__": {"demoCatalog": false}}'],
    ['constructor', '{"catalogs": [{"constructor": {}}]}'],
    ['prototype', '{"prototype": 1}'],
  ])('refuses the prototype key %s', async (key, text) => {
    expect(await problemOf(text)).toContain(`the key "${key}"`)
  })

  describe('each field', () => {
    it.each([
      [{ demoCatalog: 'no' }, 'at demoCatalog'],
      [{ updateChecks: 0 }, 'at updateChecks'],
      [{ catalogs: {} }, 'at catalogs'],
      [{ catalogs: [{ ...CATALOG, label: '' }] }, 'at catalogs.0.label: name the catalog'],
      [{ catalogs: [{ ...CATALOG, label: 'x'.repeat(61) }] }, 'at catalogs.0.label: at most 60'],
      [{ catalogs: [{ ...CATALOG, baseUrl: 'http://catalog.example.com' }] }, 'Plain http://'],
      [{ catalogs: [{ ...CATALOG, baseUrl: 'https://catalog.example.com?x=1' }] }, 'at catalogs.0.baseUrl'],
      [{ catalogs: [{ ...CATALOG, environment: 'prod' }] }, 'at catalogs.0.environment: one of production'],
      [{ catalogs: [{ label: 'A', baseUrl: 'https://a.example.com' }] }, 'at catalogs.0.environment'],
      [{ catalogs: [{ ...CATALOG, timeZone: 'Mars/Olympus' }] }, 'at catalogs.0.timeZone'],
      [{ catalogs: [CATALOG, { ...CATALOG, baseUrl: `${CATALOG.baseUrl}/` }] }, 'is listed twice'],
      [
        { catalogs: Array.from({ length: MAX_POLICY_CATALOGS + 1 }, () => CATALOG) },
        `at most ${MAX_POLICY_CATALOGS}`,
      ],
      [
        { teamTemplatesSource: 'http://intranet.example.com/t.json' },
        'plain http:// is only for this computer',
      ],
      [{ teamTemplatesSource: 'ftp://intranet.example.com/t.json' }, 'must start with https://'],
      [{ teamTemplatesSource: 'https://lead:pw@intranet.example.com/t.json' }, 'user name and password'],
      [{ teamTemplatesSource: 'https://intranet.example.com/t.json?access_token=abc' }, 'remove the token'],
      [{ teamTemplatesSource: 'team/templates.json' }, 'must be absolute'],
      [{ teamTemplatesSource: '' }, 'at teamTemplatesSource'],
    ])('refuses %j', async (content, expected) => {
      expect(await problemOf(content)).toContain(expected)
    })

    it.each([
      '/srv/team/templates.json',
      'C:\\Shares\\Team\\templates.json',
      '\\\\fileserver\\team\\templates.json',
      'https://intranet.example.com/team/templates.json',
      'https://intranet.example.com/raw/templates.json?ref=main',
      'http://127.0.0.1:8080/templates.json',
      'http://localhost/templates.json',
    ])('takes the team templates source %s', async (source) => {
      expect((await load({ teamTemplatesSource: source })).policy).toEqual({
        teamTemplatesSource: source,
      })
    })

    it('takes a catalog on this computer over plain http, and each environment', async () => {
      const catalogs = [
        { label: 'Local', baseUrl: 'http://127.0.0.1:4710', environment: 'other' },
        { label: 'Stage', baseUrl: 'https://stage.example.com', environment: 'staging' },
      ]
      expect((await load({ catalogs })).policy).toEqual({ catalogs })
    })
  })
})

describe('the problem line', () => {
  /** What follows "was ignored: " in the line. */
  const what = async (content: unknown) => (await problemOf(content)).split(' was ignored: ')[1] ?? ''

  it('names no place for a problem with the whole file, and the place for one inside it', async () => {
    expect(await what({ token: 'abc' })).toMatch(/^the key "token" at the top level looks like a secret/)
    expect(await what([])).toMatch(/^Invalid input/)
    expect(await what({ demoCatalog: false, colour: 'blue' })).toMatch(
      /^at colour: this key is not allowed\./,
    )
  })

  it('finds a token in any catalog, not only the first', async () => {
    const catalogs = [CATALOG, { ...CATALOG, baseUrl: 'https://b.example.com', apiToken: 'abc' }]
    expect(await what({ catalogs })).toMatch(/^the key "apiToken" at catalogs\.1 looks like a secret/)
  })

  it('reads an empty value as a wrong type, not as a reason to stop', async () => {
    expect(await what({ demoCatalog: null, catalogs: [{ ...CATALOG, timeZone: null }] })).toMatch(
      /^at catalogs\.0\.timeZone: /,
    )
  })

  it('names the second of two catalogs with one address', async () => {
    expect(await what({ catalogs: [CATALOG, CATALOG] })).toMatch(
      /^at catalogs\.1\.baseUrl: https:\/\/eu\.catalog\.example\.com\/api is listed twice\./,
    )
  })

  it('says what each environment may be', async () => {
    expect(await what({ catalogs: [{ ...CATALOG, environment: 'prod' }] })).toMatch(
      /^at catalogs\.0\.environment: one of production, staging, other\./,
    )
  })

  it('says what a team templates source may be', async () => {
    const source = async (teamTemplatesSource: string) => what({ teamTemplatesSource })
    expect(await source(`/srv/${'a'.repeat(MAX_TEAM_SOURCE_CHARS)}`)).toMatch(
      new RegExp(`^at teamTemplatesSource: at most ${MAX_TEAM_SOURCE_CHARS} characters\\.`),
    )
    expect(await source('https://[intranet/t.json')).toMatch(
      /^at teamTemplatesSource: this is not a URL; use an https:\/\/ address or an absolute file path\./,
    )
    expect(await source('   ')).toMatch(/^at teamTemplatesSource: a file path or an https URL\./)
  })
})

describe('what a policy sets, as read', () => {
  it('trims a catalog’s label and a team templates source', async () => {
    const loaded = await load({
      catalogs: [{ ...CATALOG, label: '  Production EU  ' }],
      teamTemplatesSource: '  /srv/team/templates.json  ',
    })
    expect(loaded.policy).toEqual({
      catalogs: [CATALOG],
      teamTemplatesSource: '/srv/team/templates.json',
    })
  })

  it('takes a catalog address as long as the connect form takes', async () => {
    const baseUrl = `https://eu.catalog.example.com/${'a'.repeat(MAX_BASE_URL_LENGTH - 40)}`
    const loaded = await load({ catalogs: [{ ...CATALOG, baseUrl }] })
    expect(loaded.problem).toBeNull()
    expect(loaded.policy?.catalogs?.[0]?.baseUrl).toBe(baseUrl)
  })
})

describe('R5-4: nesting', () => {
  it('refuses 30 KB of valid, deeply nested JSON with one line, before anything walks it', async () => {
    for (const deep of [
      `${'['.repeat(15_000)}${']'.repeat(15_000)}`,
      `${'{"a":'.repeat(6_000)}1${'}'.repeat(6_000)}`,
    ]) {
      expect(await problemOf(deep)).toContain(
        `was ignored: it nests more than ${MAX_POLICY_DEPTH} levels deep.`,
      )
    }
  })

  it('reads a policy nested as deep as allowed, and refuses one level more', async () => {
    // catalogs > [ > catalog: three levels; the rest is arrays inside a refused key's value.
    const nestedTo = (depth: number) => `{"x": ${'['.repeat(depth - 1)}${']'.repeat(depth - 1)}}`
    expect(await problemOf(nestedTo(MAX_POLICY_DEPTH))).toContain('at x: this key is not allowed')
    expect(await problemOf(nestedTo(MAX_POLICY_DEPTH + 1))).toContain('it nests more than')
  })

  it('checks refused keys without recursion, however deep the parsed value', () => {
    let deep: unknown = { token: 'abc' }
    for (let level = 0; level < 20_000; level++) deep = { a: deep }
    const parsed = policySchema.safeParse(deep)
    expect(parsed.success).toBe(false)
    const message = parsed.error?.issues[0]?.message ?? ''
    // Every one of the 20,000 levels named, in order.
    expect(message.startsWith(`the key "token" at ${'a.'.repeat(19_999)}a looks like a secret`)).toBe(true)
  })
})
