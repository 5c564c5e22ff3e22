/**
 * Deterministic randomness for the demo catalog.
 *
 * Every item is derived from `(seed, id)` on demand instead of being stored, so a catalog of
 * a million items costs a few typed arrays, and the same seed always yields the same catalog
 * (tests, screenshots and benchmarks can rely on it).
 */

/** Independent random streams per purpose, so adding a field never reshuffles the others. */
export const STREAM = {
  product: 1,
  listingPrice: 2,
  details: 3,
  productPrice: 4,
} as const

/** A 32-bit integer finaliser (lowbias32): spreads nearby inputs (ids 1, 2, 3…) far apart. */
export function mix32(value: number): number {
  let x = value >>> 0
  x = Math.imul(x ^ (x >>> 16), 0x7feb352d)
  x = Math.imul(x ^ (x >>> 15), 0x846ca68b)
  return (x ^ (x >>> 16)) >>> 0
}

/** A well-spread unsigned 32-bit hash of `(seed, n, stream)`. */
export function hash32(seed: number, n: number, stream: number): number {
  return mix32(mix32(mix32(seed ^ 0x9e3779b9) ^ n) + Math.imul(stream, 0x85ebca6b))
}

/** `hash32` as a float in [0, 1). */
export function unitHash(seed: number, n: number, stream: number): number {
  return hash32(seed, n, stream) / 4294967296
}

/**
 * mulberry32: a tiny PRNG returning floats in [0, 1).
 *
 * Good enough for demo data and a few nanoseconds per draw; not for anything secret.
 */
export function mulberry32(seed: number): () => number {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

/** A whole number in [min, max] from one draw. */
export function intBetween(random: () => number, min: number, max: number): number {
  return min + Math.floor(random() * (max - min + 1))
}

/** One element of a non-empty list. */
export function pick<T>(random: () => number, values: readonly T[]): T {
  const value = values[Math.floor(random() * values.length)]
  if (value === undefined) throw new Error('pick() needs a non-empty list')
  return value
}
