import { KNOWN_APPS } from '../../shared/catalog/apps'

/** Parsed input: a value, or a message that says what is wrong and what to type instead. */
export type Parsed<T> =
  { readonly ok: true; readonly value: T } | { readonly ok: false; readonly message: string }

const DIGITS = /^\d+$/

/**
 * What someone typed into "Item ID": a positive whole number. A leading `#` (as in ticket
 * text) and surrounding spaces are accepted.
 */
export function parseItemId(input: string): Parsed<number> {
  const text = input.trim().replace(/^#/, '')
  if (text === '') return { ok: false, message: 'Enter an item ID, e.g. 1042.' }
  if (!DIGITS.test(text))
    return { ok: false, message: `"${input.trim()}" is not an item ID. Use digits only, e.g. 1042.` }
  const id = Number(text)
  if (id < 1 || !Number.isSafeInteger(id)) {
    return { ok: false, message: 'An item ID is a whole number from 1 up. Check the number and try again.' }
  }
  return { ok: true, value: id }
}

const GAME_LIST = KNOWN_APPS.map((app) => `${app.name} (${app.appid})`).join(', ')

/**
 * What someone typed into "App ID": empty (no filter), any whole number, or a known game by
 * name (`dota 2`) or as the list shows it (`570 Dota 2`).
 */
export function parseAppId(input: string): Parsed<number | null> {
  const text = input.trim()
  if (text === '') return { ok: true, value: null }
  if (DIGITS.test(text)) {
    const appid = Number(text)
    if (!Number.isSafeInteger(appid))
      return { ok: false, message: 'That App ID is too large. Check the number.' }
    return { ok: true, value: appid }
  }
  const lower = text.toLowerCase()
  const known = KNOWN_APPS.find(
    (app) => app.name.toLowerCase() === lower || `${app.appid} ${app.name}`.toLowerCase() === lower,
  )
  if (known) return { ok: true, value: known.appid }
  return {
    ok: false,
    message: `"${text}" is not an App ID. Type a whole number, or one of: ${GAME_LIST}.`,
  }
}
