import { neutralised } from './catalog-text'
import type { Advice } from './advise'
import type { LanguagePack } from './default-templates/language-pack'

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

/**
 * How the reply names an item: its display name, unless that is written in a script the
 * reply's reader may not read (an English reply naming "★ 蝴蝶刀 | 渐变之色"): then its market
 * name, which Steam writes in English. The stand-in when neither can be read.
 */
export function itemName(
  advice: Advice,
  pack: LanguagePack,
): { readonly text: string; readonly readable: boolean } {
  const name = neutralised(advice.name)
  const market = neutralised(advice.marketHashName)
  if (name !== null && (readableIn(name, pack) || market === null)) return { text: name, readable: true }
  if (market !== null) return { text: market, readable: true }
  return { text: pack.unnamedItem, readable: false }
}
