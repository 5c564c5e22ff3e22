import type { ErrorMeaning } from '../../shared/reply/error-meanings'
import { forgetsCatalog, onCustomerDataForgotten } from '../api/customer-data'
import { createValueStore, useStoredValue } from '../state/value-store'

/**
 * What the agent tells the app about the ticket at hand that no catalog field says: what an
 * error the lead's table does not know means (`Situation for item <id>`), and the customer's
 * name (`Customer name`). Kept in the window only, per catalog, and never saved: both are the
 * agent's reading of one conversation, not the team's wording.
 *
 * One store for every place that shows them (the lookup's rows and reply tools, the detail
 * pane's status and reply tools), so a choice made in a row is the pane's too, and what the
 * agent sees chosen is what `Copy reply` writes.
 *
 * A choice is the agent's reading of one item's error TEXT: when the catalog reports another
 * error for that item, the old choice says nothing about it and the item needs a choice again.
 * A choice lasts while the window is open (the same error of the same item means the same in
 * the next ticket, and the item's combobox shows it); the customer's name belongs to one
 * ticket, so the next lookup clears it. Sign out, Forget catalog and Clear history drop both
 * for their catalog (api/customer-data.ts).
 */

/** The agent's choices, by `choiceKey`. */
export type ErrorChoices = ReadonlyMap<string, ErrorMeaning>

/**
 * Error choices kept at once; past it the one chosen longest ago is forgotten (its item asks
 * again). They last while the window is open, which is all day, so without a bound every item
 * explained in a shift would stay. 500 is far more than one agent explains in a day (the shift
 * bench opens 2,000 items, few with an error the lead's table does not know); 500 short
 * strings weigh nothing.
 */
export const MAX_ERROR_CHOICES = 500

/** A name for a greeting: one line, and short. */
export const MAX_CUSTOMER_NAME_CHARS = 100

interface TicketState {
  readonly choices: ErrorChoices
  /** By catalog. */
  readonly customerNames: ReadonlyMap<string, string>
}

const ticket = createValueStore<TicketState>({ choices: new Map(), customerNames: new Map() })

/** Where a choice is kept: the catalog, the item, and its error text (null: the error field was unreadable). */
export function choiceKey(catalog: string, id: number, errorText: string | null): string {
  return JSON.stringify([catalog, id, errorText])
}

onCustomerDataForgotten((forgotten) => {
  const kept = (catalog: string) => !forgetsCatalog(forgotten, catalog)
  const state = ticket.get()
  ticket.set({
    ...state,
    choices: new Map([...state.choices].filter(([key]) => kept((JSON.parse(key) as [string])[0]))),
    customerNames: new Map([...state.customerNames].filter(([catalog]) => kept(catalog))),
  })
})

/** The agent's meaning for this error of this item; null takes the choice back. */
export function chooseErrorMeaning(
  catalog: string,
  id: number,
  errorText: string | null,
  meaning: ErrorMeaning | null,
): void {
  const key = choiceKey(catalog, id, errorText)
  const state = ticket.get()
  if ((state.choices.get(key) ?? null) === meaning) return
  const choices = new Map(state.choices)
  // Deleted first, so a choice made again counts as the newest (a Map keeps insertion order).
  choices.delete(key)
  if (meaning !== null) choices.set(key, meaning)
  for (const oldest of choices.keys()) {
    if (choices.size <= MAX_ERROR_CHOICES) break
    choices.delete(oldest)
  }
  ticket.set({ ...state, choices })
}

/** Every choice: re-renders the caller whenever one changes (a reply reads them all). */
export function useErrorChoices(): ErrorChoices {
  return useStoredValue(ticket, (state) => state.choices)
}

/** One item's choice for this error: re-renders the caller only when that choice changes. */
export function useErrorChoice(catalog: string, id: number, errorText: string | null): ErrorMeaning | null {
  return useStoredValue(ticket, (state) => state.choices.get(choiceKey(catalog, id, errorText)) ?? null)
}

export function setCustomerName(catalog: string, name: string): void {
  const state = ticket.get()
  if ((state.customerNames.get(catalog) ?? '') === name) return
  const customerNames = new Map(state.customerNames)
  if (name === '') customerNames.delete(catalog)
  else customerNames.set(catalog, name)
  ticket.set({ ...state, customerNames })
}

/** The name typed in `Customer name` for this catalog's ticket, or ''. */
export function useCustomerName(catalog: string): string {
  return useStoredValue(ticket, (state) => state.customerNames.get(catalog) ?? '')
}

/** A new lookup is a new ticket: its customer is nobody the agent has named yet. */
export function startTicket(catalog: string): void {
  setCustomerName(catalog, '')
}
