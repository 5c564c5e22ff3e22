import { APP_VOCABULARIES, LOCALIZED_CONDITION_INDEXES, type AppVocabulary, type Locale } from './names'
import { STREAM, unitHash } from './prng'

/**
 * A distinct (market name, display name) pair: many listings share one product at
 * different prices, exactly as spec 2.2 says entries may share `name` and `market_hash_name`.
 *
 * Filters match products, never items: there are a few hundred products however many items
 * the catalog has, which is what keeps a filtered page cheap at a million items.
 */
export interface Product {
  readonly index: number
  readonly appid: number
  readonly name: string
  readonly marketHashName: string
  /** Lower-cased once here so case-insensitive matching costs no allocation per request. */
  readonly nameLower: string
  readonly marketHashNameLower: string
  readonly platformPriceCents: number
  readonly conditionIndex: number
  readonly locale: Locale | 'en'
  /** Relative share of all listings. */
  readonly weight: number
}

/** Most listings are cheap items; a Dragon Lore is rare. */
function popularity(usd: number): number {
  if (usd < 10) return 4
  if (usd < 100) return 2
  if (usd < 1000) return 1
  return 0.3
}

/** Counter-Strike writes StatTrak after the star of knives: `★ StatTrak™ Karambit | Doppler`. */
function statTrakName(base: string): string {
  return base.startsWith('★ ') ? `★ StatTrak™ ${base.slice(2)}` : `StatTrak™ ${base}`
}

interface Draft {
  readonly appid: number
  readonly name: string
  readonly marketHashName: string
  readonly usd: number
  readonly conditionIndex: number
  readonly locale: Locale | 'en'
  readonly weight: number
}

function draftsOf(app: AppVocabulary): Draft[] {
  const drafts: Draft[] = []
  for (const item of app.bases) {
    const variants = item.statTrak ? [item.base, statTrakName(item.base)] : [item.base]
    for (const [variantIndex, base] of variants.entries()) {
      const variantUsd = variantIndex === 0 ? item.usd : item.usd * 1.6
      const variantWeight = variantIndex === 0 ? 1 : 0.35
      for (const [conditionIndex, condition] of app.conditions.entries()) {
        const marketHashName = `${base} (${condition.en})`
        const usd = variantUsd * condition.priceFactor
        const weight = popularity(item.usd) * condition.weight * variantWeight
        drafts.push({
          appid: app.appid,
          name: marketHashName,
          marketHashName,
          usd,
          conditionIndex,
          locale: 'en',
          weight,
        })
        if (variantIndex !== 0 || !LOCALIZED_CONDITION_INDEXES.includes(conditionIndex)) continue
        for (const [locale, localizedBase] of Object.entries(item.l10n ?? {}) as [Locale, string][]) {
          const localizedCondition = condition.l10n?.[locale] ?? condition.en
          drafts.push({
            appid: app.appid,
            name: `${localizedBase} (${localizedCondition})`,
            marketHashName,
            usd,
            conditionIndex,
            locale,
            weight: weight * 0.5,
          })
        }
      }
    }
  }
  return drafts
}

/**
 * Every product of the demo catalog; prices vary a little with the seed.
 *
 * Weights are normalised per application so each application gets its `share` of listings
 * whatever its number of products.
 */
export function buildProducts(seed: number): readonly Product[] {
  const products: Product[] = []
  for (const app of APP_VOCABULARIES) {
    const drafts = draftsOf(app)
    const appWeight = drafts.reduce((sum, draft) => sum + draft.weight, 0)
    for (const draft of drafts) {
      const index = products.length
      // NFC, like the filter values, so a composed and a decomposed "ё" compare equal.
      const name = draft.name.normalize('NFC')
      const jitter = 0.9 + 0.2 * unitHash(seed, index, STREAM.productPrice)
      products.push({
        index,
        appid: draft.appid,
        name,
        marketHashName: draft.marketHashName,
        nameLower: name.toLowerCase(),
        marketHashNameLower: draft.marketHashName.toLowerCase(),
        platformPriceCents: Math.max(3, Math.round(draft.usd * jitter * 100)),
        conditionIndex: draft.conditionIndex,
        locale: draft.locale,
        weight: (app.share * draft.weight) / appWeight,
      })
    }
  }
  return products
}

/** Buckets of the product lookup table: a 16-bit slice of a hash picks a product in O(1). */
export const LOOKUP_SIZE = 65536

/**
 * A table mapping 16 hash bits to a product index, each product holding buckets in
 * proportion to its weight (at least one, so every product appears in a large catalog).
 */
export function buildProductLookup(products: readonly Product[]): Uint16Array {
  if (products.length === 0 || products.length > LOOKUP_SIZE) {
    throw new Error(`the product table needs 1..${LOOKUP_SIZE} products, got ${products.length}`)
  }
  const totalWeight = products.reduce((sum, product) => sum + product.weight, 0)
  const exact = products.map((product) => (product.weight / totalWeight) * LOOKUP_SIZE)
  const counts = exact.map((value) => Math.max(1, Math.floor(value)))
  let spare = LOOKUP_SIZE - counts.reduce((sum, count) => sum + count, 0)
  // Hand leftover buckets to the largest fractional parts; take back from the biggest if over.
  const byFraction = exact
    .map((value, index) => ({ index, fraction: value - Math.floor(value) }))
    .sort((a, b) => b.fraction - a.fraction || a.index - b.index)
  for (let k = 0; spare > 0; k = (k + 1) % byFraction.length, spare -= 1) {
    const slot = byFraction[k]!.index
    counts[slot] = counts[slot]! + 1
  }
  while (spare < 0) {
    const largest = counts.indexOf(Math.max(...counts))
    counts[largest] = counts[largest]! - 1
    spare += 1
  }
  const table = new Uint16Array(LOOKUP_SIZE)
  let cursor = 0
  for (const [index, count] of counts.entries()) {
    table.fill(index, cursor, cursor + count)
    cursor += count
  }
  return table
}
