import { mkdirSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
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
import { POLICY_CATALOG as CATALOG, usePolicyFile } from './policy-file.test-support'

const policy = usePolicyFile()
const { load } = policy

/** A refused file: no policy, and one line naming the file, the problem and what to do. */
async function problemOf(content: unknown): Promise<string> {
  const loaded = await load(content)
  expect(loaded.policy).toBeNull()
  const problem = loaded.problem === null ? '' : inEnglish(loaded.problem)
  expect(problem).toContain(policy.path())
  expect(problem).toContain('Ask IT')
  expect(problem).not.toContain('\n')
  return problem
}

/** The line's parts: where in the file (`line 3, column 1`, or null) and the reason, whole sentences. */
async function refusal(content: unknown): Promise<{ place: string | null; reason: string }> {
  const line = await problemOf(content)
  const parts =
    /was ignored(?:: the problem is at (line \d+, column \d+))?\. (.*) Ask IT to correct it;/.exec(line)
  return { place: parts?.[1] ?? null, reason: parts?.[2] ?? line }
}

describe('loadPolicy', () => {
  it('treats a missing file as no policy, with nothing to say', async () => {
    expect(await loadPolicy(developmentPolicyFile(policy.path()))).toEqual({
      where: policy.path(),
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

  it('refuses a file that is not JSON, saying where and what JSON wanted there', async () => {
    expect(await refusal('{\n  "demoCatalog": false,\n}')).toEqual({
      place: 'line 3, column 1',
      reason: 'It is not JSON: there is “}” where a key in double quotes should be.',
    })
  })

  it('refuses a file over the size bound before parsing it', async () => {
    const big = JSON.stringify({ teamTemplatesSource: `/srv/${'a'.repeat(MAX_POLICY_FILE_BYTES)}` })
    expect(await problemOf(big)).toContain(`more than the ${MAX_POLICY_FILE_BYTES.toLocaleString('en')}`)
  })

  it('refuses a folder where the file should be, and an unreadable file', async () => {
    mkdirSync(policy.path())
    const loaded = await loadPolicy(developmentPolicyFile(policy.path()))
    expect(loaded.policy).toBeNull()
    expect(inEnglish(loaded.problem)).toMatch(/not a file|could not be read/)
  })

  it('names an unknown key with the allowed one it most likely meant, at the top level and in a catalog', async () => {
    expect(await refusal('{\n  "teamTemplateSource": "/srv/t.json"\n}')).toEqual({
      place: 'line 2, column 3',
      reason: 'The key “teamTemplateSource” is not allowed here. Did you mean “teamTemplatesSource”?',
    })
    expect(await refusal({ catalogs: [{ ...CATALOG, timezone: 'Europe/Berlin' }] })).toMatchObject({
      reason: 'The key “timezone” is not allowed here. Did you mean “timeZone”?',
    })
  })

  it('lists the keys allowed there when none is close to an unknown one', async () => {
    expect((await refusal({ demoCatalog: false, colour: 'blue' })).reason).toBe(
      'The key “colour” is not allowed here. The keys allowed here are “catalogs” or “teamTemplatesSource” or “demoCatalog” or “updateChecks” or “recentLookupsDays” or “quickAnswerShortcut” or “keepRunningInTray”.',
    )
    expect((await refusal({ catalogs: [{ ...CATALOG, proxy: 'x' }] })).reason).toBe(
      'The key “proxy” is not allowed here. The keys allowed here are “label” or “baseUrl” or “environment” or “timeZone”.',
    )
  })

  it.each([
    ['at the top level', { token: 'abc' }, 'The key “token”'],
    [
      'inside a catalog',
      { catalogs: [{ ...CATALOG, accessToken: 'abc' }] },
      'The key “catalogs[0].accessToken”',
    ],
    [
      'spelled as a password',
      { catalogs: [{ ...CATALOG, Password: 'x' }] },
      'The key “catalogs[0].Password”',
    ],
    [
      'as an Authorization header',
      { headers: { Authorization: 'Bearer x' } },
      'The key “headers.Authorization”',
    ],
    ['as a client secret', { client_secret: 'x' }, 'The key “client_secret”'],
  ])('refuses a token %s with its own reason', async (_where, content, named) => {
    const problem = await problemOf(content)
    expect(problem).toContain(`${named} looks like a secret, and a policy never carries a token or password.`)
    // The secret's value is never repeated.
    expect(problem).not.toMatch(/abc|Bearer x/)
  })

  it.each([
    ['__proto__', '{"__proto__": {"demoCatalog": false}}', 'line 1, column 2'],
    ['catalogs[0].constructor', '{"catalogs": [{"constructor": {}}]}', 'line 1, column 16'],
    ['prototype', '{"prototype": 1}', 'line 1, column 2'],
  ])('refuses the prototype key %s where it stands', async (key, text, place) => {
    expect(await refusal(text)).toEqual({
      place,
      reason: `The key “${key}” is not allowed: it could change how the app reads every object.`,
    })
  })

  describe('each field', () => {
    it.each([
      [{ demoCatalog: 'no' }, '“demoCatalog” must be true or false.'],
      [{ updateChecks: 0 }, '“updateChecks” must be true or false.'],
      [{ catalogs: {} }, '“catalogs” must be a list in square brackets.'],
      [{ catalogs: ['EU'] }, '“catalogs[0]” must be an object in curly braces.'],
      [{ catalogs: [{ ...CATALOG, label: '' }] }, '“catalogs[0].label” is empty.'],
      [
        { catalogs: [{ ...CATALOG, label: 'x'.repeat(61) }] },
        '“catalogs[0].label” is longer than 60 characters.',
      ],
      [
        { catalogs: [{ ...CATALOG, baseUrl: 'http://catalog.example.com' }] },
        '“catalogs[0].baseUrl” cannot be used. Plain http:// would send the access token unencrypted.',
      ],
      [
        { catalogs: [{ ...CATALOG, baseUrl: 'https://catalog.example.com?x=1' }] },
        '“catalogs[0].baseUrl” cannot be used. Remove the query',
      ],
      [
        { catalogs: [{ label: 'A', baseUrl: 'https://a.example.com' }] },
        'The key “environment” is missing from “catalogs[0]”.',
      ],
      [
        { catalogs: [{ ...CATALOG, timeZone: 'Mars/Olympus' }] },
        '“catalogs[0].timeZone” cannot be used. “Mars/Olympus” is not a time zone name this app knows.',
      ],
      [
        { catalogs: Array.from({ length: MAX_POLICY_CATALOGS + 1 }, () => CATALOG) },
        `“catalogs” lists more than ${MAX_POLICY_CATALOGS} entries.`,
      ],
      [
        { teamTemplatesSource: 'http://intranet.example.com/t.json' },
        '“teamTemplatesSource” cannot be used. Plain http is used only on this computer.',
      ],
      [
        { teamTemplatesSource: 'ftp://intranet.example.com/t.json' },
        'Addresses starting with ftp:// are not read.',
      ],
      [
        { teamTemplatesSource: 'https://lead:pw@intranet.example.com/t.json' },
        'has a user name or password in it',
      ],
      [
        { teamTemplatesSource: 'https://intranet.example.com/t.json?access_token=abc' },
        'carries a token in it',
      ],
      [{ teamTemplatesSource: 'team/templates.json' }, 'is neither a full file path nor an address'],
      [{ teamTemplatesSource: '   ' }, '“teamTemplatesSource” is empty.'],
      [
        { teamTemplatesSource: `/srv/${'a'.repeat(MAX_TEAM_SOURCE_CHARS)}` },
        `“teamTemplatesSource” cannot be used. That is longer than ${MAX_TEAM_SOURCE_CHARS.toLocaleString('en')} characters.`,
      ],
      [{ recentLookupsDays: 7.5 }, '“recentLookupsDays” must be a whole number.'],
      [{ recentLookupsDays: -1 }, '“recentLookupsDays” must be 0 or more.'],
      [{ recentLookupsDays: 366 }, '“recentLookupsDays” must be 365 or less.'],
      [
        { quickAnswerShortcut: 'Shift+L' },
        '“quickAnswerShortcut” cannot be used. A shortcut needs Ctrl, Alt or Command, not only Shift',
      ],
      [{ quickAnswerShortcut: 'Ctrl+Alt' }, 'A shortcut needs one key besides its modifier keys.'],
      [{ quickAnswerShortcut: 'Ctrl+Hyper+L' }, 'must be a letter, a digit, F1 to F24 or a named key'],
      [{ keepRunningInTray: 'yes' }, '“keepRunningInTray” must be true or false.'],
      [[], 'It is not a JSON object: a policy is written between curly braces.'],
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

    it('takes the Quick answer shortcut in its canonical spelling, and the tray option', async () => {
      expect(
        (await load({ quickAnswerShortcut: 'ctrl + shift + k', keepRunningInTray: true })).policy,
      ).toEqual({
        quickAnswerShortcut: 'Control+Shift+K',
        keepRunningInTray: true,
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
        `was ignored. It nests more than ${MAX_POLICY_DEPTH} levels deep. Ask IT`,
      )
    }
  })

  it('reads a policy nested as deep as allowed, and refuses one level more', async () => {
    // catalogs > [ > catalog: three levels; the rest is arrays inside a refused key's value.
    const nestedTo = (depth: number) => `{"x": ${'['.repeat(depth - 1)}${']'.repeat(depth - 1)}}`
    expect(await problemOf(nestedTo(MAX_POLICY_DEPTH))).toContain('The key “x” is not allowed here.')
    expect(await problemOf(nestedTo(MAX_POLICY_DEPTH + 1))).toContain('It nests more than')
  })

  it('checks refused keys without recursion, however deep the parsed value', () => {
    let deep: unknown = { token: 'abc' }
    for (let level = 0; level < 20_000; level++) deep = { a: deep }
    const parsed = policySchema.safeParse(deep)
    expect(parsed.success).toBe(false)
    const issue = parsed.error?.issues[0]
    // Every one of the 20,000 levels named, in order.
    expect(issue?.path).toEqual([...Array.from({ length: 20_000 }, () => 'a'), 'token'])
    expect(issue?.code === 'custom' && issue.params).toEqual({ refused: 'secret' })
  })
})
