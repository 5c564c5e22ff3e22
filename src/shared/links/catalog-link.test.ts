import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { MAX_LOOKUP_IDS } from '../catalog/limits'
import { itemLink, lookupLink, MAX_LINK_LENGTH, parseCatalogLink } from './catalog-link'

const reasonOf = (text: string) => {
  const parsed = parseCatalogLink(text)
  if (parsed.ok) throw new Error(`expected a refusal for ${text}`)
  return parsed.reason
}
const linkOf = (text: string) => {
  const parsed = parseCatalogLink(text)
  if (!parsed.ok) throw new Error(`expected a link, got: ${parsed.reason}`)
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
    expect(linkOf('catalog-browser://lookup/?ids=1').target).toEqual({ kind: 'lookup', ids: [1] })
  })

  it('round-trips every item link it builds', () => {
    fc.assert(
      fc.property(itemId, fc.option(catalog), (id, base) => {
        expect(linkOf(itemLink(id, base))).toEqual({ target: { kind: 'item', id }, catalog: base })
      }),
    )
  })

  it('round-trips every lookup link it builds', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(itemId, { minLength: 1, maxLength: 50 }),
        fc.option(catalog),
        (ids, base) => {
          expect(linkOf(lookupLink(ids, base))).toEqual({ target: { kind: 'lookup', ids }, catalog: base })
        },
      ),
    )
  })
})

describe('parseCatalogLink: refusals, each saying what was wrong', () => {
  it.each([
    ['https://catalog.example.com/item/1', /must start with catalog-browser:\/\//],
    ['catalog-browser:item/1', /must start with catalog-browser:\/\//],
    ['catalog-browser://settings/1', /"settings" is neither/],
    ['catalog-browser:///item/1', /"" is neither/],
    ['catalog-browser://item', /catalog-browser:\/\/item\/<item ID>/],
    ['catalog-browser://item/', /catalog-browser:\/\/item\/<item ID>/],
    ['catalog-browser://item/1/2', /catalog-browser:\/\/item\/<item ID>/],
    ['catalog-browser://item/0', /"0" is not an item ID/],
    ['catalog-browser://item/007', /"007" is not an item ID/],
    ['catalog-browser://item/-5', /not an item ID/],
    ['catalog-browser://item/1e3', /not an item ID/],
    ['catalog-browser://item/9007199254740992', /not an item ID/],
    ['catalog-browser://item/%31', /not an item ID/],
    ['catalog-browser://item/1#top', /#fragment/],
    ['catalog-browser://user:pw@item/1', /user name, password or port/],
    ['catalog-browser://item:80/1', /user name, password or port/],
    ['catalog-browser://item/1?page=2', /"page" parameter, which item links do not take/],
    ['catalog-browser://item/1?ids=2', /"ids" parameter, which item links do not take/],
    ['catalog-browser://item/1?catalog=a&catalog=b', /names "catalog" twice/],
    ['catalog-browser://item/1?catalog=ftp%3A%2F%2Fx', /catalog the link names is not usable/],
    [
      'catalog-browser://item/1?catalog=http%3A%2F%2Fcatalog.example.com',
      /catalog the link names is not usable/,
    ],
    ['catalog-browser://lookup', /names no item IDs/],
    ['catalog-browser://lookup?ids=', /names no item IDs/],
    ['catalog-browser://lookup/more?ids=1', /nothing after "lookup"/],
    ['catalog-browser://lookup?ids=1,,2', /"" in the lookup link is not an item ID/],
    ['catalog-browser://lookup?ids=1,abc', /"abc" in the lookup link/],
    ['not a link at all', /must start with/],
    ['', /must start with/],
  ])('%s', (text, reason) => {
    expect(reasonOf(text)).toMatch(reason)
  })

  it.each(['token', 'TOKEN', 'access_token', 'api_key', 'password', 'authorization'])(
    'refuses a link with a %s parameter by name, even one that is otherwise valid',
    (name) => {
      const reason = reasonOf(`catalog-browser://item/1042?${name}=abc123`)
      expect(reason).toContain(`"${name}"`)
      expect(reason).toMatch(/never carry tokens/)
      // The secret itself is never repeated back.
      expect(reason).not.toContain('abc123')
    },
  )

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
