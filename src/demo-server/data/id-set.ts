/**
 * The ids matching a query, in ascending order, without materialising them when avoidable.
 *
 * A page only ever needs `total` and one slice, so the unfiltered catalog is a plain range
 * and a filtered one is a typed array from the index: both answer in O(page size).
 */
export interface IdSet {
  readonly total: number
  /** Up to `count` ids starting at position `offset` (0-based); empty past the end. */
  slice(offset: number, count: number): readonly number[]
}

export const EMPTY_ID_SET: IdSet = { total: 0, slice: () => [] }

/** Ids `1..total`. */
export function rangeIdSet(total: number): IdSet {
  return {
    total,
    slice(offset, count) {
      const end = Math.min(total, offset + count)
      const ids: number[] = []
      for (let id = offset + 1; id <= end; id += 1) ids.push(id)
      return ids
    },
  }
}

/** Ids held in an ascending typed array. */
export function arrayIdSet(ids: Uint32Array): IdSet {
  return {
    total: ids.length,
    slice(offset, count) {
      if (offset >= ids.length) return []
      return Array.from(ids.subarray(offset, Math.min(ids.length, offset + count)))
    },
  }
}
