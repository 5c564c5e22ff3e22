import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { MAX_LOOKUP_IDS } from '../catalog/limits'
import {
  excerpt,
  itemLink,
  linkFromArgs,
  lookupLink,
  MAX_EXCERPT,
  MAX_LINK_LENGTH,
  parseCatalogLink,
} from './catalog-link'
import { inEnglish } from '../i18n/english.test-support'
import { formatWords, words } from '../i18n/words'
import { createIntl } from '@formatjs/intl'
import type { AppLanguage } from '../i18n/app-languages'
import { MESSAGE_CATALOGS } from '../i18n/message-catalogs'

const reasonOf = (text: string) => {
  const parsed = parseCatalogLink(text)
  if (parsed.ok) throw new Error(`expected a refusal for ${text}`)
  return inEnglish(parsed.reason)
}
const linkOf = (text: string) => {
  const parsed = parseCatalogLink(text)
  if (!parsed.ok) throw new Error(`expected a link, got: ${inEnglish(parsed.reason)}`)
  return parsed.link
}

const itemId = fc.integer({ min: 1, max: Number.MAX_SAFE_INTEGER })
const catalog = fc.constantFrom(
  'https://catalog.example.com',
  'https://staging.example.com/api',
  'http://127.0.0.1:4010',
  'https://example.com/a%20b/c',
)

describe('parseCatalogLink: the links the app makes', () => {
  it('reads an item link, with and without a catalog', () => {
    expect(linkOf('catalog-browser://item/1042')).toEqual({
      target: { kind: 'item', id: 1042 },
      catalog: null,
    })
    expect(linkOf('catalog-browser://item/1042?catalog=https%3A%2F%2Fstaging.example.com%2F')).toEqual({
      target: { kind: 'item', id: 1042 },
      catalog: 'https://staging.example.com',
    })
  })

  it('reads a lookup link in order, dropping repeats', () => {
    expect(linkOf('catalog-browser://lookup?ids=1042,2291,3310,1042')).toEqual({
      target: { kind: 'lookup', ids: [1042, 2291, 3310] },
      catalog: null,
    })
  })

  it('accepts one trailing slash (Windows adds it) and any letter case in scheme and kind', () => {
    expect(linkOf('catalog-browser://item/7/').target).toEqual({ kind: 'item', id: 7 })
    expect(linkOf('Catalog-Browser://ITEM/7').target).toEqual({ kind: 'item', id: 7 })
    expect(linkOf('catalog-browser://lookup/?ids=1').target).toEqual({
      kind: 'lookup',
      ids: [1],
    })
  })

  it('round-trips every item link it builds', () => {
    fc.assert(
      fc.property(itemId, fc.option(catalog), (id, base) => {
        expect(linkOf(itemLink(id, base))).toEqual({
          target: { kind: 'item', id },
          catalog: base,
        })
      }),
    )
  })

  it('round-trips every lookup link it builds', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(itemId, { minLength: 1, maxLength: 50 }),
        fc.option(catalog),
        (ids, base) => {
          expect(linkOf(lookupLink(ids, base))).toEqual({
            target: { kind: 'lookup', ids },
            catalog: base,
          })
        },
      ),
    )
  })
})

describe('parseCatalogLink: refusals, each saying what was wrong', () => {
  it.each([
    ['https://catalog.example.com/item/1', /must start with catalog-browser:\/\//],
    ['catalog-browser:item/1', /must start with catalog-browser:\/\//],
    ['catalog-browser://settings/1', /“settings” is neither/],
    ['catalog-browser:///item/1', /“” is neither/],
    [
      'catalog-browser://item',
      /catalog-browser:\/\/item\/ followed by one item ID, e\.g\. catalog-browser:\/\/item\/1042\./,
    ],
    [
      'catalog-browser://item/',
      /catalog-browser:\/\/item\/ followed by one item ID, e\.g\. catalog-browser:\/\/item\/1042\./,
    ],
    [
      'catalog-browser://item/1/2',
      /catalog-browser:\/\/item\/ followed by one item ID, e\.g\. catalog-browser:\/\/item\/1042\./,
    ],
    ['catalog-browser://item/0', /“0” is not an item ID/],
    ['catalog-browser://item/007', /“007” is not an item ID/],
    ['catalog-browser://item/-5', /not an item ID/],
    ['catalog-browser://item/1e3', /not an item ID/],
    ['catalog-browser://item/9007199254740992', /not an item ID/],
    ['catalog-browser://item/%31', /not an item ID/],
    ['catalog-browser://item/1#top', /#fragment/],
    ['catalog-browser://user:pw@item/1', /user name, password or port/],
    ['catalog-browser://user@item/1', /user name, password or port/],
    ['catalog-browser://:pw@item/1', /user name, password or port/],
    ['catalog-browser://item:80/1', /user name, password or port/],
    ['catalog-browser://item/1?page=2', /“page” parameter, which item links do not take/],
    ['catalog-browser://item/1?ids=2', /“ids” parameter, which item links do not take/],
    ['catalog-browser://item/1?catalog=a&catalog=b', /names “catalog” twice/],
    ['catalog-browser://item/1?catalog=ftp%3A%2F%2Fx', /catalog the link names is not a full address/],
    ['catalog-browser://item/1?catalog=https%3A%2F%2F', /catalog the link names is not a full address/],
    ['catalog-browser://item/1?catalog=https%3A%2F%2Fx.example%2F%3Fq', /not usable: Remove the query/],
    [
      'catalog-browser://item/1?catalog=http%3A%2F%2Fcatalog.example.com',
      /catalog the link names is not usable/,
    ],
    ['catalog-browser://lookup', /names no item IDs/],
    ['catalog-browser://lookup?ids=', /names no item IDs/],
    ['catalog-browser://lookup/more?ids=1', /nothing after "lookup"/],
    ['catalog-browser://lookup?ids=1,,2', /“” in the lookup link is not an item ID/],
    ['catalog-browser://lookup?ids=1,abc', /^Entry 2 in the lookup link/],
    ['catalog-browser://lookup?ids=1,00', /“00” in the lookup link/],
    ['not a link at all', /must start with/],
    ['', /must start with/],
  ])('%s', (text, reason) => {
    expect(reasonOf(text)).toMatch(reason)
  })

  it.each([
    // The names the old list knew, then what the security review found it missed (R15).
    ...['token', 'TOKEN', 'access_token', 'accesstoken', 'api_key', 'apikey', 'key', 'password'],
    ...['authorization', 'auth', 'bearer', 'secret'],
    ...['access-token', 'x-api-key', 'id_token', 'refresh_token', 'client_secret', 'jwt', 'session', 'pwd'],
    ...['sig', 'Signature', 'credential', 'passphrase', 'X-Auth'],
  ])('refuses a link with a %s parameter by name, even one that is otherwise valid', (name) => {
    const reason = reasonOf(`catalog-browser://item/1042?${name}=abc123`)
    expect(reason).toContain(`“${name}”`)
    expect(reason).toMatch(/never carry tokens/)
    // The secret itself is never repeated back.
    expect(reason).not.toContain('abc123')
  })

  it.each([
    ['full-width letters', '%EF%BD%94%EF%BD%8F%EF%BD%8B%EF%BD%85%EF%BD%8E'],
    ['brackets', 'token[]'],
    ['a NUL after the name', 'token%00'],
    ['an encoded name', 'x%2Dapi%2Dkey'],
  ])('R15: refuses a secret spelled with %s as an exposed token, after NFKC', (_, name) => {
    const reason = reasonOf(`catalog-browser://item/1042?${name}=abc123&catalog=a&catalog=b`)
    expect(reason).toMatch(/treat that token as exposed/)
    expect(reason).not.toContain('abc123')
  })

  it.each(['sid', 'SID', 'PHPSESSID', 'code', 'auth_code', 'otp_code', 'Code'])(
    'R15: warns that the token is exposed for a %s parameter (a session id, an authorization code)',
    (name) => {
      const reason = reasonOf(`catalog-browser://item/1042?${name}=abc123`)
      expect(reason).toMatch(/treat that token as exposed/)
      expect(reason).not.toContain('abc123')
    },
  )

  it.each(['word', 'catalog.example.com', '127.0.0.1:4010', '//catalog.example.com'])(
    'R15: refuses a catalog named without https:// (%s) rather than guessing https://…',
    (catalog) => {
      expect(reasonOf(`catalog-browser://item/1?catalog=${encodeURIComponent(catalog)}`)).toBe(
        'The catalog the link names is not a full address: links name it as https://… (http:// only on this computer).',
      )
    },
  )

  it.each([
    ['a path', (x: string) => `catalog-browser://item/${x}`],
    ['a lookup word', (x: string) => `catalog-browser://lookup?ids=1,${x}`],
    ['a parameter name', (x: string) => `catalog-browser://item/1?${x}=1`],
    ['a duplicated name', (x: string) => `catalog-browser://item/1?${x}=1&${x}=2`],
    ['the kind', (x: string) => `catalog-browser://${x}/1`],
    ['the catalog', (x: string) => `catalog-browser://item/1?catalog=${x}`],
  ])('R6: never echoes what it refuses in %s (at most a short [A-Za-z0-9_-] excerpt)', (_, make) => {
    const printable = fc.string({ unit: 'binary', minLength: 1, maxLength: 60 })
    fc.assert(
      fc.property(printable, (raw) => {
        const text = make(encodeURIComponent(raw))
        const parsed = parseCatalogLink(text)
        if (parsed.ok) return
        // Nothing in the reason a link could have put there: no control or direction characters…
        const reason = inEnglish(parsed.reason)
        expect(reason).not.toMatch(
          // eslint-disable-next-line no-control-regex
          /[\u0000-\u001f\u007f-\u009f\u200e\u200f\u202a-\u202e\u2066-\u2069]/,
        )
        // …and the text itself only when it is a short excerpt.
        if (raw.length > MAX_EXCERPT || /[^A-Za-z0-9_-]/.test(raw)) {
          expect(reason).not.toContain(raw)
          expect(reason).not.toContain(encodeURIComponent(raw))
        }
      }),
    )
    const token = 'tok_0123456789abcdefXYZ'
    const reason = reasonOf(make(token))
    expect(reason).not.toContain(token)
    expect(reason).not.toContain(token.slice(0, MAX_EXCERPT + 1))
  })

  it.each(['sk_live_4f9a', 'ghp_12ab', 'tok-7', 'abc', 'x'])(
    'R6: never quotes a short marker (%s) where an item ID goes, only digits',
    (marker) => {
      for (const link of [`catalog-browser://item/${marker}`, `catalog-browser://lookup?ids=1,${marker},2`]) {
        expect(reasonOf(link)).not.toContain(marker)
      }
      expect(reasonOf(`catalog-browser://item/${marker}`)).toBe(
        'What follows item/ is not an item ID (a whole number from 1).',
      )
      expect(reasonOf(`catalog-browser://lookup?ids=1,${marker},2`)).toBe(
        'Entry 2 in the lookup link is not an item ID (a whole number from 1).',
      )
    },
  )

  it('R6: a duplicated parameter name of any length gives a short reason', () => {
    const name = 'n'.repeat(10_000)
    const reason = reasonOf(`catalog-browser://item/1?${name}=1&${name}=2`)
    expect(reason).toBe('The link names a parameter twice.')
    expect(reasonOf('catalog-browser://item/1?catalog=a&CATALOG=b')).toBe('The link names “CATALOG” twice.')
  })

  it('quotes what it names in the quotation marks of the language that words the refusal', () => {
    const parsed = parseCatalogLink('catalog-browser://item/1?page=2')
    if (parsed.ok) throw new Error('expected a refusal')
    const say = (language: AppLanguage) =>
      formatWords(createIntl({ locale: language, messages: MESSAGE_CATALOGS[language] }), parsed.reason)
    expect(say('de')).toContain('„page“')
    expect(say('ru')).toContain('«page»')
    expect(say('zh-CN')).toContain('“page”')
  })

  it('R6: quotes a short excerpt of letters, digits, _ and - only', () => {
    const x = words({ id: 'link.thisLink', defaultMessage: 'this link' })
    expect(inEnglish(excerpt('a'.repeat(MAX_EXCERPT), x))).toBe(`“${'a'.repeat(MAX_EXCERPT)}”`)
    expect(excerpt('a'.repeat(MAX_EXCERPT + 1), x)).toBe(x)
    expect(inEnglish(excerpt('Az09_-', x))).toBe('“Az09_-”')
    expect(excerpt('a.b', x)).toBe(x)
    expect(excerpt('a\nb', x)).toBe(x)
    expect(reasonOf('catalog-browser://item/abc.def')).toBe(
      'What follows item/ is not an item ID (a whole number from 1).',
    )
    expect(reasonOf('catalog-browser://lookup?ids=1,2,x.y')).toBe(
      'Entry 3 in the lookup link is not an item ID (a whole number from 1).',
    )
  })

  it('R16: reads what surrounds a link or its parts as a person pasted it (spaces), and nothing else', () => {
    expect(linkOf(' catalog-browser://item/1\n').target).toEqual({ kind: 'item', id: 1 })
    expect(linkOf('catalog-browser://lookup?ids=1,%202').target).toEqual({
      kind: 'lookup',
      ids: [1, 2],
    })
    expect(linkOf('catalog-browser://item/1?catalog=%20https%3A%2F%2Fcatalog.example.com%20').catalog).toBe(
      'https://catalog.example.com',
    )
    expect(reasonOf('catalog-browser://lookup?ids=%20')).toBe(
      'The lookup link names no item IDs. List them after ids=, e.g. catalog-browser://lookup?ids=1042,2291.',
    )
    expect(reasonOf('catalog-browser://lookup?ids=1,%2000%20')).toMatch(/^“00” in the lookup link/)
    expect(reasonOf('catalog-browser://item:x/1')).toBe('The link is not a well-formed address.')
  })

  it('R16: says which part was wrong where the text may not be quoted', () => {
    expect(reasonOf('catalog-browser://item/1?x.token=1')).toMatch(
      /^The link carries a secret-looking parameter\./,
    )
    expect(reasonOf('catalog-browser://a.b/1')).toBe(
      'Catalog Browser links open an item or a lookup; this link is neither.',
    )
    expect(reasonOf('catalog-browser://item/1?a.b=1')).toBe(
      'The link has a parameter item links do not take.',
    )
    expect(reasonOf('catalog-browser://item/1?catalog=foo%3Ahttps%3A%2F%2Fa.example')).toMatch(
      /not a full address/,
    )
  })

  it('R16: finds the link among command-line arguments', () => {
    expect(linkFromArgs(['app', '--flag', 'Catalog-Browser://item/1', 'catalog-browser://item/2'])).toBe(
      'Catalog-Browser://item/1',
    )
    expect(linkFromArgs(['app', 'x-catalog-browser:', 'catalog-browser'])).toBeNull()
    expect(linkFromArgs([])).toBeNull()
  })

  it('R16: accepts a link of exactly the length limit and refuses one character more', () => {
    const base = 'catalog-browser://item/1'
    expect(linkOf(base.padEnd(MAX_LINK_LENGTH, ' ')).target).toEqual({ kind: 'item', id: 1 })
    expect(reasonOf(base.padEnd(MAX_LINK_LENGTH + 1, ' '))).toBe(
      `The link is too long (${(MAX_LINK_LENGTH + 1).toLocaleString('en-US')} characters): no valid link is.`,
    )
  })

  it('refuses more than the lookup limit of IDs', () => {
    const ids = Array.from({ length: MAX_LOOKUP_IDS + 1 }, (_, i) => i + 1)
    expect(reasonOf(`catalog-browser://lookup?ids=${ids.join(',')}`)).toMatch(/at most 1,000/)
    expect(
      linkOf(`catalog-browser://lookup?ids=${ids.slice(0, MAX_LOOKUP_IDS).join(',')}`).target,
    ).toMatchObject({
      kind: 'lookup',
    })
  })

  it('refuses an overlong link before reading it', () => {
    expect(reasonOf(`catalog-browser://item/1?catalog=${'a'.repeat(MAX_LINK_LENGTH)}`)).toMatch(/too long/)
  })

  it('never throws, and never accepts a token parameter, whatever the text', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 300 }), (text) => {
        const parsed = parseCatalogLink(text)
        expect(typeof parsed.ok).toBe('boolean')
      }),
    )
    fc.assert(
      fc.property(itemId, fc.string({ maxLength: 40 }), (id, secret) => {
        const parsed = parseCatalogLink(`catalog-browser://item/${id}?token=${encodeURIComponent(secret)}`)
        expect(parsed.ok).toBe(false)
      }),
    )
  })

  it('only ever yields IDs by the item ID rule', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 30 }), (word) => {
        const parsed = parseCatalogLink(`catalog-browser://lookup?ids=${encodeURIComponent(word)}`)
        if (parsed.ok && parsed.link.target.kind === 'lookup') {
          for (const id of parsed.link.target.ids) {
            expect(Number.isSafeInteger(id) && id >= 1).toBe(true)
          }
        }
      }),
    )
  })
})
