import type { ReplyItem } from '../../shared/reply/advise'

/**
 * The items the agent has open in a catalog: the lookup's rows and the detail pane's item.
 * Each place that shows items says so here while it shows them (a lookup and the pane sit on
 * floors above the reply parts, which cannot ask them), so "Always read this error as …" can
 * show which of them a new row would read before it is saved. Read when asked, not watched.
 */
type ItemSource = () => readonly ReplyItem[]

const sources = new Map<string, Set<ItemSource>>()

/** Adds a place's items to the catalog's open items; returns the undo, for an effect's cleanup. */
export function showOpenItems(catalog: string, source: ItemSource): () => void {
  const forCatalog = sources.get(catalog) ?? new Set<ItemSource>()
  forCatalog.add(source)
  sources.set(catalog, forCatalog)
  return () => {
    forCatalog.delete(source)
    if (forCatalog.size === 0) sources.delete(catalog)
  }
}

/** Every open item of the catalog once, in the order the places gave them. */
export function openItems(catalog: string): ReplyItem[] {
  const seen = new Set<number>()
  const items: ReplyItem[] = []
  for (const source of sources.get(catalog) ?? [])
    for (const item of source()) {
      if (seen.has(item.id)) continue
      seen.add(item.id)
      items.push(item)
    }
  return items
}
