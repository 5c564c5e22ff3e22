import { KNOWN_APPS } from '../../shared/catalog/apps'
import { words, type Words } from '../../shared/i18n/words'
import { either } from '../../shared/i18n/either-words'

/**
 * Parsed input: a value, or words that say what is wrong and what to type instead (worded where
 * they show, so they follow the app language).
 */
export type ParsedWords<T> =
  { readonly ok: true; readonly value: T } | { readonly ok: false; readonly message: Words }

const DIGITS = /^\d+$/

/**
 * What someone typed into "Item ID": a positive whole number. A leading `#` (as in ticket
 * text) and surrounding spaces are accepted.
 */
export function parseItemId(input: string): ParsedWords<number> {
  const text = input.trim().replace(/^#/, '')
  if (text === '')
    return {
      ok: false,
      message: words({ id: 'lookup.itemId.empty', defaultMessage: 'Enter an item ID, e.g. 1042.' }),
    }
  if (!DIGITS.test(text))
    return {
      ok: false,
      message: words(
        {
          id: 'lookup.itemId.notDigits',
          defaultMessage: '"{input}" is not an item ID. Use digits only, e.g. 1042.',
        },
        { input: input.trim() },
      ),
    }
  const id = Number(text)
  if (id < 1 || !Number.isSafeInteger(id))
    return {
      ok: false,
      message: words({
        id: 'lookup.itemId.range',
        defaultMessage: 'An item ID is a whole number from 1 up. Check the number and try again.',
      }),
    }
  return { ok: true, value: id }
}

/** A game as the refusals name it: `Dota 2 (570)`, the same in every language. */
const gameText = (app: (typeof KNOWN_APPS)[number]) => `${app.name} (${app.appid})`
const GAME_LIST = KNOWN_APPS.map(gameText).join(', ')

/** Letters and digits only, lower case: `Counter-Strike` and `counterstrike` read alike. */
const squeeze = (text: string) => text.toLowerCase().replace(/[^a-z0-9]/g, '')
/** First letter of each word, digits whole: `Counter-Strike 2` is `cs2`, `Team Fortress 2` is `tf2`. */
const initials = (name: string) =>
  (name.match(/[A-Za-z]+|\d+/g) ?? [])
    .map((word) => (/\d/.test(word) ? word : word.charAt(0)))
    .join('')
    .toLowerCase()

/** Typed shorter than this, a game's name is not guessed from its start. */
const SHORTEST_GUESS = 2

/** The known games a name as people say it could mean: its start (`dota`), or its initials (`cs2`). */
export function gamesMatching(text: string, apps = KNOWN_APPS): typeof KNOWN_APPS {
  const typed = squeeze(text)
  if (typed.length < SHORTEST_GUESS) return []
  return apps.filter((app) => squeeze(app.name).startsWith(typed) || initials(app.name) === typed)
}

/**
 * What someone typed into "App ID": empty (no filter), any whole number, or a known game by
 * name (`dota 2`), as the list shows it (`570 Dota 2`), or as people say it when only one game
 * fits (`dota`, `cs2`, `Counter-Strike`); the field names the game it read beside it.
 */
export function parseAppId(input: string, apps = KNOWN_APPS): ParsedWords<number | null> {
  const text = input.trim()
  if (text === '') return { ok: true, value: null }
  if (DIGITS.test(text)) {
    const appid = Number(text)
    if (!Number.isSafeInteger(appid))
      return {
        ok: false,
        message: words({
          id: 'filters.appId.tooLarge',
          defaultMessage: 'That App ID is too large. Check the number.',
        }),
      }
    return { ok: true, value: appid }
  }
  const lower = text.toLowerCase()
  const known = apps.find(
    (app) => app.name.toLowerCase() === lower || `${app.appid} ${app.name}`.toLowerCase() === lower,
  )
  if (known) return { ok: true, value: known.appid }
  const matches = gamesMatching(text, apps)
  const [only] = matches
  if (only && matches.length === 1) return { ok: true, value: only.appid }
  if (matches.length > 1) {
    const games = either(matches.map(gameText))
    return {
      ok: false,
      message: words(
        {
          id: 'filters.appId.ambiguous',
          defaultMessage: '"{text}" could be {games}. Type more of the name, or the number.',
        },
        { text, games },
      ),
    }
  }
  return {
    ok: false,
    message: words(
      {
        id: 'filters.appId.unknown',
        defaultMessage: '"{text}" is not an App ID. Type a whole number, or one of: {games}.',
      },
      { text, games: GAME_LIST },
    ),
  }
}
