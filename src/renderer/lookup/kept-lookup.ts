import type { NameInTicket } from '../../shared/ticket/item-names-in-ticket'
import { useCallback, useEffect, useState } from 'react'
import type { ExtractedIds } from '../../shared/ticket/item-ids'
import type { Words } from '../../shared/i18n/words'
import type { KeptReplyLanguage, RecentBulkLookup } from '../../shared/watch'
import { asksWhoseRows, type LookupSource } from '../../shared/lookup/lookup-origin'
import type { LookupPhase, LookupRow } from './lookup-rows'
import type { CustomerRows } from './use-customer-rows'
import { customerDataEra, forgetsCatalog, onCustomerDataForgotten } from '../api/customer-data'

/**
 * The bulk lookup on screen, per catalog, kept outside its component: a 401 (or any session
 * loss) sends the window to the connect screen, which unmounts the lookup, and the agent must
 * find its rows and IDs again after signing back in to the same catalog. Kept in memory only
 * (it lasts the app run, as a ticket does); closing the lookup forgets it, and so do Sign out,
 * Forget catalog and Clear history (api/customer-data.ts).
 */
export interface KeptLookup {
  /** The text in the box. */
  readonly text: string
  /** What the reader found in the text last looked up (the chips), if it was read. */
  readonly reading: ExtractedIds | null
  readonly rows: readonly LookupRow[]
  /** Where it stood when last kept: `running` or `session_ended` means rows still owe an answer. */
  readonly phase: LookupPhase
  /** Its ticket's reply language, with the agent's choice for it: replies after signing in again keep it. */
  readonly language: KeptReplyLanguage | null
  /** Where its IDs came from and the rows marked as the customer's; absent: the customer's own IDs. */
  readonly customerRows?: CustomerRows
}

const kept = new Map<string, KeptLookup>()
onCustomerDataForgotten((forgotten) => {
  for (const catalog of [...kept.keys()]) if (forgetsCatalog(forgotten, catalog)) kept.delete(catalog)
})

export function keptLookup(catalog: string): KeptLookup | null {
  return kept.get(catalog) ?? null
}

/**
 * Keeps the lookup a component opened in `era` (customerDataEra when it mounted): one opened
 * before its catalog's customer data was forgotten keeps nothing, though it is still mounted.
 */
export function keepLookup(catalog: string, lookup: KeptLookup, era: number): void {
  if (era === customerDataEra(catalog)) kept.set(catalog, lookup)
}

export function forgetLookup(catalog: string): void {
  kept.delete(catalog)
}

/** Whether a kept lookup was cut short, so its unanswered and failed rows are asked again. */
export function owesAnswers(lookup: KeptLookup): boolean {
  return lookup.phase === 'running' || lookup.phase === 'session_ended'
}

/** The bulk lookup the items screen shows: the text it opened with; `key` remounts it for new text. */
export interface BulkOpening {
  readonly text: string
  readonly key: number
  readonly kept?: KeptLookup | null
  /**
   * Where the IDs came from when not from a ticket (the item list's page), with what is said
   * above the results: words, so a language switch rewords it.
   */
  readonly source?: LookupSource<Words>
  /** The reply language of a lookup reopened from Recent lookups, brought back with it. */
  readonly language?: KeptReplyLanguage
  /** A name whose every item the lookup finds as it opens (`Find items named <name>` at `Item ID`). */
  readonly find?: NameInTicket
}

/** What the items screen opens with: this catalog's kept lookup, if the session was lost under it. */
export function reopenedLookup(catalog: string): BulkOpening | null {
  const lookup = keptLookup(catalog)
  return lookup ? { text: lookup.text, key: 0, kept: lookup } : null
}

/** A new text opened in the lookup: `key` changes, so the lookup starts afresh with it. */
export function openingOf(
  text: string,
  previous: BulkOpening | null,
  source?: LookupSource<Words>,
  find?: NameInTicket,
): BulkOpening {
  return {
    text,
    key: (previous?.key ?? 0) + 1,
    ...(source === undefined ? {} : { source }),
    ...(find === undefined ? {} : { find }),
  }
}

/** What reopening a lookup needs of it: its IDs, its reply language and where its IDs came from. */
export type ReopenedLookup = Pick<RecentBulkLookup, 'ids' | 'language' | 'chosen' | 'origin'>

/**
 * The bulk lookup the items screen has open, if any: reopened from this catalog's kept lookup
 * when the session was lost under it; `open` starts a new one (a new `key` remounts it).
 */
export function useBulkOpening(catalog: string) {
  const [bulk, setBulk] = useState<BulkOpening | null>(() => reopenedLookup(catalog))
  /** Set aside behind the item list: still mounted, so a running lookup goes on answering. */
  const [minimized, setMinimized] = useState(false)
  const open = useCallback((text: string, source?: LookupSource<Words>, find?: NameInTicket) => {
    setMinimized(false)
    setBulk((previous) => openingOf(text, previous, source, find))
  }, [])
  /**
   * A lookup kept in Recent lookups (or handed over by the Quick answer window), reopened with
   * its IDs, the reply language it had and where its IDs came from (a page's rows are asked
   * about again: the marks were not kept).
   */
  const reopen = useCallback(({ ids, language, chosen, origin }: ReopenedLookup) => {
    setMinimized(false)
    const source = origin !== undefined && asksWhoseRows(origin) ? { origin, note: null } : undefined
    setBulk((previous) => ({
      ...openingOf(ids.join('\n'), previous, source),
      language: { language, chosen },
    }))
  }, [])
  const close = useCallback(() => {
    setMinimized(false)
    setBulk(null)
  }, [])
  // Clear history (or a sign-out) takes the ticket off the screen too, not only out of memory.
  useEffect(
    () =>
      onCustomerDataForgotten((forgotten) => {
        if (forgetsCatalog(forgotten, catalog)) close()
      }),
    [catalog, close],
  )
  const minimize = useCallback(() => setMinimized(true), [])
  const restore = useCallback(() => setMinimized(false), [])
  return { bulk, minimized: bulk !== null && minimized, open, reopen, close, minimize, restore }
}
