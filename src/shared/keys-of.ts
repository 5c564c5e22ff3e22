/**
 * The keys of a table written as an object literal, in its order and typed as its keys: the
 * list of a set whose one home is that table (the statuses, the environments, the export
 * formats), non-empty so that `z.enum` takes it as it is.
 */
export function keysOf<K extends string>(table: Readonly<Record<K, unknown>>): readonly [K, ...K[]] {
  const keys = Object.keys(table) as K[]
  // A set with no member would read as any value's set to z.enum's callers: refused here.
  if (keys.length === 0) throw new Error('keysOf: the table has no entries')
  return keys as [K, ...K[]]
}
