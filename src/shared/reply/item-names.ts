import type { Advice } from './advise'
import type { LanguagePack } from './default-templates/language-pack'

/**
 * A catalog value as it may stand in a sentence: on one line (a line break in a name must not
 * split the item's paragraph), without control characters or bidirectional overrides (which
 * could make the text read differently from what it is).
 */
export function inline(text: string | null): string | null {
  if (text === null) return null
  const cleaned = text
    .replace(/[\u202a-\u202e\u2066-\u2069]/g, '')
    .replace(/[\s\p{Cc}]+/gu, ' ')
    .trim()
  return cleaned === '' ? null : cleaned
}

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
  const name = inline(advice.name)
  const market = inline(advice.marketHashName)
  if (name !== null && (readableIn(name, pack) || market === null)) return { text: name, readable: true }
  if (market !== null) return { text: market, readable: true }
  return { text: pack.unnamedItem, readable: false }
}
