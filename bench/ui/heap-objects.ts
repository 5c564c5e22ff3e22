import type { CDPSession } from '@playwright/test'

/** The parts of a V8 heap snapshot this reads (its format: the `meta` names the columns). */
type Meta = { readonly node_fields: string[]; readonly node_types: [string[], ...unknown[]] }
export type HeapSnapshot = { readonly snapshot: { readonly meta: Meta }; readonly nodes: readonly number[] }

/** The page's JavaScript objects after a full GC, in bytes: a heap snapshot's but `code` and `native` ones. */
export async function heapObjectBytes(session: CDPSession): Promise<number> {
  const chunks: string[] = []
  const onChunk = ({ chunk }: { chunk: string }) => void chunks.push(chunk)
  session.on('HeapProfiler.addHeapSnapshotChunk', onChunk)
  try {
    await session.send('HeapProfiler.takeHeapSnapshot', { reportProgress: false })
  } finally {
    session.off('HeapProfiler.addHeapSnapshotChunk', onChunk)
  }
  return objectBytesOf(JSON.parse(chunks.join('')) as HeapSnapshot)
}

export function objectBytesOf({ snapshot, nodes }: HeapSnapshot): number {
  const fields = snapshot.meta.node_fields
  const [typeAt, sizeAt] = [fields.indexOf('type'), fields.indexOf('self_size')]
  const [code, native] = ['code', 'native'].map((type) => snapshot.meta.node_types[0].indexOf(type))
  if (typeAt < 0 || sizeAt < 0 || code! < 0 || native! < 0)
    throw new Error('the heap snapshot has no node type or size')
  let bytes = 0
  for (let node = 0; node < nodes.length; node += fields.length) {
    const type = nodes[node + typeAt]
    if (type !== code && type !== native) bytes += nodes[node + sizeAt]!
  }
  return bytes
}
