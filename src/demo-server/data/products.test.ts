import { describe, expect, it } from 'vitest'
import { KNOWN_APPS } from '../../shared/catalog'
import { LOOKUP_SIZE, buildProductLookup, buildProducts } from './products'

describe('demo products', () => {
  const products = buildProducts(1)

  it('cover the four platform applications of the issue', () => {
    const appids = new Set(products.map((product) => product.appid))
    expect([...appids].sort((a, b) => a - b)).toEqual([440, 570, 730, 252490])
    for (const appid of appids) expect(KNOWN_APPS.some((app) => app.appid === appid)).toBe(true)
  })

  it('every market name ends with its condition in parentheses', () => {
    for (const product of products) expect(product.marketHashName).toMatch(/ \([^()]+\)$/)
  })

  it('includes localized (non-ASCII) display names whose market name stays English', () => {
    const localized = products.filter((product) => product.locale !== 'en')
    expect(new Set(localized.map((product) => product.locale))).toEqual(new Set(['ru', 'zh', 'de']))
    for (const product of localized) {
      expect(product.name).not.toBe(product.marketHashName)
      expect(product.marketHashName).toMatch(/^[\x20-\x7e★™\u2019]+$/)
    }
    expect(localized.some((product) => /[^\u0020-\u007e]/.test(product.name))).toBe(true)
  })

  it('writes StatTrak after the star of knives, as the market does', () => {
    const names = products.map((product) => product.marketHashName)
    expect(names).toContain('★ StatTrak™ Karambit | Doppler (Factory New)')
    expect(names).toContain('StatTrak™ AK-47 | Redline (Field-Tested)')
  })

  it('prices are positive whole cents and depend a little on the seed', () => {
    const other = buildProducts(2)
    for (const product of products)
      expect(Number.isInteger(product.platformPriceCents) && product.platformPriceCents >= 3).toBe(true)
    expect(other.map((product) => product.platformPriceCents)).not.toEqual(
      products.map((product) => product.platformPriceCents),
    )
    expect(other.map((product) => product.marketHashName)).toEqual(
      products.map((product) => product.marketHashName),
    )
  })

  it('the lookup table gives every product at least one bucket, in proportion to weight', () => {
    const table = buildProductLookup(products)
    expect(table).toHaveLength(LOOKUP_SIZE)
    const counts = new Map<number, number>()
    for (const index of table) counts.set(index, (counts.get(index) ?? 0) + 1)
    expect(counts.size).toBe(products.length)
    const cs2Share = products
      .filter((product) => product.appid === 730)
      .reduce((sum, product) => sum + counts.get(product.index)!, 0)
    expect(cs2Share / LOOKUP_SIZE).toBeCloseTo(0.55, 1)
  })
})
