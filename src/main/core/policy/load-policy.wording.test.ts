import { describe, expect, it } from 'vitest'
import { createIntl } from '@formatjs/intl'
import { inEnglish } from '../../../shared/i18n/english.test-support'
import { POLICY_CATALOG as CATALOG, usePolicyFile } from './policy-file.test-support'
import { MESSAGE_CATALOGS } from '../../../shared/i18n/message-catalogs'
import { formatWords, type Words } from '../../../shared/i18n/words'

/**
 * The line a refused policy file is said in, read as IT reads it: where in the file (line and
 * column), and the reason in whole sentences; the parser's own English only in the log.
 * Each field's reasons: load-policy.test.ts. Every language's: policy-reasons.test.ts.
 */
const policy = usePolicyFile()
const { load } = policy

/** The line's parts: where in the file (`line 3, column 1`, or null) and the reason, whole sentences. */
async function refusal(content: unknown): Promise<{ place: string | null; reason: string }> {
  const loaded = await load(content)
  expect(loaded.policy).toBeNull()
  const line = inEnglish(loaded.problem)
  expect(line).toContain(policy.path())
  const parts =
    /was ignored(?:: the problem is at (line \d+, column \d+))?\. (.*) Ask IT to correct it;/.exec(line)
  return { place: parts?.[1] ?? null, reason: parts?.[2] ?? line }
}

describe('the problem line', () => {
  it('names no place for a problem with the whole file, and the line and column of one inside it', async () => {
    expect((await refusal(`${'['.repeat(20)}${']'.repeat(20)}`)).place).toBeNull()
    expect(
      await refusal(
        '{\n  "catalogs": [\n    {"label": "EU", "baseUrl": "https://eu.example.com", "environment": "prod"}\n  ]\n}',
      ),
    ).toEqual({
      place: 'line 3, column 73',
      reason:
        '“catalogs[0].environment” must be one of “production” (Production) or “staging” (Staging) or “other” (Other).',
    })
  })

  it('says the first problem in the file, whichever zod found first', async () => {
    // zod reports the unknown key after the catalog's own problem; the key stands first.
    const text =
      '{\n  "colour": 1,\n  "catalogs": [{"label": "", "baseUrl": "https://a.example.com", "environment": "other"}]\n}'
    expect(await refusal(text)).toMatchObject({ place: 'line 2, column 3' })
  })

  it('finds a token in any catalog, not only the first, at its key', async () => {
    const text = JSON.stringify(
      { catalogs: [CATALOG, { ...CATALOG, baseUrl: 'https://b.example.com', apiToken: 'abc' }] },
      null,
      2,
    )
    expect(await refusal(text)).toMatchObject({
      place: 'line 12, column 7',
      reason: expect.stringMatching(/^The key “catalogs\[1\]\.apiToken” looks like a secret/),
    })
  })

  it('reads an empty value as a wrong type, not as a reason to stop', async () => {
    expect((await refusal({ demoCatalog: null, catalogs: [{ ...CATALOG, timeZone: null }] })).reason).toBe(
      '“demoCatalog” must be true or false.',
    )
  })

  it('names the second of two catalogs with one address', async () => {
    expect((await refusal({ catalogs: [CATALOG, CATALOG] })).reason).toBe(
      '“catalogs[1].baseUrl” cannot be used. The address https://eu.catalog.example.com/api is already listed above.',
    )
  })

  it('says a text that ends too early where it ends', async () => {
    expect(await refusal('{\n  "catalogs": [\n')).toEqual({
      place: 'line 3, column 1',
      reason: 'It is not JSON: the text ends where a value should follow.',
    })
  })

  it('says an invisible character by its code, and a key path that is no name in brackets', async () => {
    expect((await refusal('{"demoCatalog":\u00a0true}')).reason).toBe(
      'It is not JSON: there is U+00A0 where a value should be.',
    )
    expect((await refusal({ 'the colour': 1 })).reason).toContain('The key “the colour” is not allowed here.')
    expect((await refusal({ catalogs: [{ ...CATALOG, 'x y': { token: 1 } }] })).reason).toMatch(
      /^The key “catalogs\[0\]\["x y"\]\.token” looks like a secret/,
    )
  })

  it('keeps the parser’s English for the log, never in the line', async () => {
    const loaded = await load('{"demoCatalog": false,}')
    expect(loaded.logDetail).toMatch(/JSON/)
    expect(inEnglish(loaded.problem)).not.toContain(loaded.logDetail)
  })

  it('cuts a key of any length to what a line can show', async () => {
    const long = 'k'.repeat(5000)
    const { reason } = await refusal({ [long]: 1 })
    expect(reason.length).toBeLessThan(400)
    expect(reason).toContain(`“${'k'.repeat(80)}…”`)
  })
})

describe('the line in another language', () => {
  const inLanguage = (language: 'de' | 'ru', w: Words | null) =>
    w === null ? '' : formatWords(createIntl({ locale: language, messages: MESSAGE_CATALOGS[language] }), w)

  it.each([
    [
      'de',
      'Zeile 1, Spalte 23',
      'Dort steht „}“, wo ein Schlüssel in doppelten Anführungszeichen stehen müsste.',
    ],
    ['ru', 'строке 1, столбце 23', 'на этом месте стоит «}», а ожидается ключ в двойных кавычках.'],
  ] as const)(
    'says a file that is not JSON in %s alone, the parser’s English left to the log',
    async (language, place, what) => {
      const loaded = await load('{"demoCatalog": false,}')
      const line = inLanguage(language, loaded.problem)
      expect(line).toContain(place)
      expect(line).toContain(what)
      expect(loaded.logDetail).toBeTruthy()
      expect(line).not.toContain(loaded.logDetail)
      expect(line).not.toMatch(/Unexpected|expected|property|position/i)
    },
  )

  it('names an environment by the value to write and by its name in the language', async () => {
    const loaded = await load({ catalogs: [{ ...CATALOG, environment: 'prod' }] })
    expect(inLanguage('de', loaded.problem)).toContain(
      '„catalogs[0].environment“ muss einer dieser Werte sein: „production“ (Produktion) oder „staging“ (Staging) oder „other“ (Sonstige).',
    )
  })
})
