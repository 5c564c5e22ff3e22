import { neutralised } from './catalog-text'
import type { Advice } from './advise'
import type { LanguagePack } from './default-templates/language-pack'
import type { ReplyLanguage } from '../i18n/languages'
import { fillTemplate, type FillOptions, type PlaceholderValues } from './placeholders'

/** Built once per language pack's list of scripts. */
const patterns = new WeakMap<readonly string[], RegExp>()

/** A letter outside Latin and the language's own scripts. */
function foreignLetter(scripts: readonly string[]): RegExp {
  return patterns.get(scripts) ?? builtPattern(scripts)
}

function builtPattern(scripts: readonly string[]): RegExp {
  const allowed = scripts.reduce((classes, script) => `${classes}\\p{Script=${script}}`, '\\p{Script=Latin}')
  const pattern = new RegExp(`[^\\P{L}${allowed}]`, 'u')
  patterns.set(scripts, pattern)
  return pattern
}

/** Whether a reader of this language can read the text's letters (Latin is read everywhere). */
export function readableIn(text: string, pack: Pick<LanguagePack, 'scripts'>): boolean {
  return !foreignLetter(pack.scripts).test(text)
}

const OWN_SCRIPT: Readonly<Record<LanguagePack['scripts'][number], RegExp>> = {
  Cyrillic: /\p{Script=Cyrillic}/u,
  Han: /\p{Script=Han}/u,
}

/** Whether the text has a letter of the language's own script besides Latin (Cyrillic in Russian). */
function inOwnScript(text: string, pack: Pick<LanguagePack, 'scripts'>): boolean {
  return pack.scripts.some((script) => OWN_SCRIPT[script].test(text))
}

export type ItemName = { readonly readable: true; readonly text: string } | { readonly readable: false }

/**
 * How the reply names an item: its display name, unless that is written in a script the
 * reply's reader may not read (an English reply naming "★ 蝴蝶刀 | 渐变之色"): then its market
 * name, which Steam writes in English. A name in the language's own script is quoted where the
 * language quotes names («Нож-бабочка | Градиент»). Not readable when neither can be read:
 * the sentence then names the item as fits where it stands (`fillNaming`).
 */
export function itemName(advice: Advice, pack: LanguagePack): ItemName {
  const name = neutralised(advice.name)
  const market = neutralised(advice.marketHashName)
  const text = name !== null && (readableIn(name, pack) || market === null) ? name : market
  if (text === null) return { readable: false }
  const quotes = pack.nameQuotes && inOwnScript(text, pack) ? pack.nameQuotes : null
  return { readable: true, text: quotes ? `${quotes[0]}${text}${quotes[1]}` : text }
}

/** A letter of an alphabet (not Han, where words run together): a noun must not end inside a word. */
const ALPHABETIC = /[^\P{L}\p{Script=Han}]/u
const SENTENCE_END = /[.!?:。！？：]$/u

/** Whether `before` ends with the item noun ("für den Gegenstand", "Предметы", "物品"). */
function followsItemNoun(before: string, pack: LanguagePack): boolean {
  const end = before.trimEnd().toLowerCase()
  return pack.unnamedItem.nouns.some((noun) => {
    const at = end.length - noun.length
    return end.endsWith(noun.toLowerCase()) && !ALPHABETIC.test(end.charAt(at - 1))
  })
}

/**
 * What stands for the name of an item without a readable one, after `before`: nothing after
 * the item noun ("Der Gegenstand (ID 5)", "Предмет (ID 5)"); elsewhere the language's stand-in
 * in the case the word before it governs, as far as the pack knows it ("für Ihren Gegenstand",
 * "о вашем предмете"), or the one for a sentence's opening or its middle.
 */
export function unnamedAt(before: string, pack: LanguagePack): string {
  if (followsItemNoun(before, pack)) return ''
  const { standIn, within, after } = pack.unnamedItem
  const end = before.trimEnd()
  if (end === '' || SENTENCE_END.test(end)) return standIn
  const word = /\p{L}+$/u.exec(end)?.[0].toLowerCase()
  return (word !== undefined ? after?.[word] : undefined) ?? within ?? standIn
}

const NAME_TOKEN = /\{(?:name|market_hash_name)\}/

/**
 * `text` (a template, or its stretch naming one item) filled in for one item. For an item
 * without a readable name (`unnamed`), each `{name}` and `{market_hash_name}` is said as fits
 * where it stands, reading `unnamed.before` (what the sentence says before `text`) and the
 * text before it.
 */
export function fillNaming(
  text: string,
  values: PlaceholderValues,
  fill: FillOptions,
  unnamed: { readonly before: string; readonly language: ReplyLanguage; readonly pack: LanguagePack } | null,
): string {
  if (unnamed === null) return fillTemplate(text, values, fill)
  const [first = '', ...rest] = text.split(NAME_TOKEN)
  return rest.reduce(
    (said, part) => said + unnamedAt(unnamed.before + said, unnamed.pack) + fillTemplate(part, values, fill),
    fillTemplate(first, values, fill),
  )
}
