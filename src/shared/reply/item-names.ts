import { neutralised } from './catalog-text'
import type { Advice } from './advise'
import type { LanguagePack } from './default-templates/language-pack'

const patterns = new Map<string, RegExp>()

/** A letter outside Latin and the language's own scripts. */
function foreignLetter(scripts: readonly string[]): RegExp {
  const key = scripts.join(',')
  let pattern = patterns.get(key)
  if (!pattern) {
    const allowed = ['Latin', ...scripts].map((script) => `\\p{Script=${script}}`).join('')
    pattern = new RegExp(`[^\\P{L}${allowed}]`, 'u')
    patterns.set(key, pattern)
  }
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
