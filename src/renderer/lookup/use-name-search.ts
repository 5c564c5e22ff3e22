import { useCallback, useEffect, useRef, useState } from 'react'
import type { AppError } from '../../shared/errors'
import { words, type Words } from '../../shared/i18n/words'
import { MAX_NAME_MATCHES } from '../../shared/lookup/name-search'
import type { NameInTicket } from '../../shared/ticket/item-names-in-ticket'
import { toCatalogError } from '../api/catalog-error'
import { cancelFindItemsByName, findItemsByName } from './api/find-by-name'

/** Said above the rows a name search looks up. */
export function namedItemsNote(name: NameInTicket, found: number): Words {
  return words(
    {
      id: 'lookup.byName.note',
      defaultMessage: 'Items named “{name}”: {found, number} found',
    },
    { name: name.text, found },
  )
}

/** What a name search said instead of looking anything up. */
export type NameSearchSaid =
  | { readonly kind: 'searching'; readonly name: NameInTicket }
  | { readonly kind: 'words'; readonly text: Words }
  | { readonly kind: 'error'; readonly error: AppError }

function noneNamed(name: NameInTicket): Words {
  return words(
    {
      id: 'lookup.byName.none',
      defaultMessage:
        'No item in the catalog is named “{name}”. Check the spelling in the ticket, or search a shorter name.',
    },
    { name: name.text },
  )
}

function tooMany(name: NameInTicket, total: number): Words {
  return words(
    {
      id: 'lookup.byName.tooMany',
      defaultMessage:
        '“{name}” names {total, number} items, more than the {max, number} one lookup takes, so none was looked up. Search a narrower name, e.g. with the wear: “AK-47 | Redline (Field-Tested)”.',
    },
    { name: name.text, total, max: MAX_NAME_MATCHES },
  )
}

/**
 * The names of a ticket with no ID (`Find items named <name>`), and the search one of them
 * starts: every item of the name from main (find-by-name.ts), handed to `onFound` to be looked
 * up, with `sourceNote` saying what was searched; no match, too many, or a failure is said
 * instead. The names are the ID reader's (item-ids.ts), read with the IDs in one go; a newer
 * offer or search makes the older search's answer nobody's.
 */
export function useNameSearch(
  /** Said above the rows the lookup opened with when they are the agent's search (a page). */
  openingNote: Words | null,
  onFound: (ids: readonly number[]) => void,
) {
  const [names, setNames] = useState<readonly NameInTicket[]>([])
  /** Said above the rows of the agent's search (a page, a name); the customer's IDs have none. */
  const [sourceNote, setSourceNote] = useState(openingNote)
  const [said, setSaid] = useState<NameSearchSaid | null>(null)
  const search = useRef(0)
  const latestOnFound = useRef(onFound)
  useEffect(() => {
    latestOnFound.current = onFound
  })

  /** Offers the names the ID reader found in a text with no ID to look up (none: it had IDs). */
  const offer = useCallback((found: readonly NameInTicket[]) => {
    search.current += 1
    setSaid(null)
    setNames(found)
  }, [])

  const find = useCallback(async (name: NameInTicket) => {
    const mine = ++search.current
    setSaid({ kind: 'searching', name })
    try {
      const answer = await findItemsByName(name)
      if (mine !== search.current) return
      if (answer.kind === 'too_many') setSaid({ kind: 'words', text: tooMany(name, answer.total) })
      else if (answer.ids.length === 0) setSaid({ kind: 'words', text: noneNamed(name) })
      else {
        setSaid(null)
        setNames([])
        setSourceNote(namedItemsNote(name, answer.ids.length))
        latestOnFound.current(answer.ids)
      }
    } catch (error) {
      if (mine !== search.current) return
      setSaid({ kind: 'error', error: toCatalogError(error).appError })
    }
  }, [])

  /** `Cancel lookup` while searching: main stops, and the offers stay for another try. */
  const cancel = useCallback(() => {
    search.current += 1
    setSaid(null)
    cancelFindItemsByName()
  }, [])

  return { names, said, sourceNote, offer, find, cancel }
}

export type NameSearch = ReturnType<typeof useNameSearch>
