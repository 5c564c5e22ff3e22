import type { DocumentedSingleItem } from '../../src/shared/catalog'
import { expect } from '../fixtures'
import { startMalformingCatalog } from './malforming-catalog'
import { startTestCatalog, type TestCatalog } from './test-catalog'

/**
 * A catalog with errors nobody has named: the demo catalog, whose errors the default error
 * table all knows, behind a proxy that gives some items an error text no entry reads, as a
 * catalog with wording of its own would. Each such item needs the agent's choice.
 */
export interface UnknownErrorsCatalog {
  /** The proxy's address: connect here, with `catalog.token`. */
  readonly url: string
  /** The demo catalog behind it. */
  readonly catalog: TestCatalog
  /** Items waiting for send whose error is the given text, one per text, in order. */
  readonly unknown: readonly DocumentedSingleItem[]
  /** Items waiting for send that keep their own error, which the default table knows. */
  readonly known: readonly DocumentedSingleItem[]
  close(): Promise<void>
}

export async function startUnknownErrorsCatalog({
  errors,
  known = 0,
}: {
  /** The error texts to give, each to an item of its own. */
  readonly errors: readonly string[]
  /** How many items with a known error to find besides. */
  readonly known?: number
}): Promise<UnknownErrorsCatalog> {
  const catalog = await startTestCatalog({ items: 300 })
  const failing: DocumentedSingleItem[] = []
  const wanted = errors.length + known
  for (let id = 1; id < 300 && failing.length < wanted; id++) {
    const item = await catalog.item(id)
    if (item.status.value === 'WAITING_FOR_SEND' && item.error_message) failing.push(item)
  }
  expect(failing, `${wanted} items waiting for send with an error`).toHaveLength(wanted)
  const given = new Map(errors.map((text, index) => [failing[index]!.id, text]))
  const front = await startMalformingCatalog({
    upstream: catalog.url,
    rewrite: (path, body) => {
      const text = given.get(Number(/^\/v1\/items\/(\d+)$/.exec(path)?.[1]))
      return text ? { ...body, data: { ...(body.data as object), error_message: text } } : body
    },
  })
  return {
    url: front.url,
    catalog,
    unknown: failing
      .slice(0, errors.length)
      .map((item, index) => ({ ...item, error_message: errors[index]! })),
    known: failing.slice(errors.length),
    async close() {
      await front.close()
      await catalog.close()
    },
  }
}
