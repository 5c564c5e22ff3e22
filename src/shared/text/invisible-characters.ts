/**
 * Characters that show nothing, or make the text around them read differently from what it
 * is: what no catalog value brings into a copy, and no template holds.
 *
 * Named by Unicode's own properties, never by a list typed here: JavaScript's regular
 * expressions carry the Unicode Character Database of the engine that runs them, so a
 * character Unicode adds to a class is caught without a change here.
 * - `Default_Ignorable_Code_Point` (DerivedCoreProperties.txt): what a renderer shows as
 *   nothing, whether it supports it or not: zero-width spaces, joiners and non-joiners, the
 *   word joiner, the byte order mark, the soft hyphen, the combining grapheme joiner, the
 *   Hangul fillers, variation selectors, tag characters and the blocks kept for more of them.
 * - `Bidi_Control` (PropList.txt): direction marks, embeddings, overrides and isolates.
 * - `Private_Use` (General_Category Co): no meaning outside a private agreement; the reply
 *   composer holds its values with them.
 * - `Format` (Cf): the other format characters (interlinear annotation, …), none of which a
 *   name or an error needs.
 * - `Surrogate` (Cs): a surrogate no partner completes (a pair is one code point under `u`).
 * - U+2800 BRAILLE PATTERN BLANK: a braille cell without dots. Unicode does not call it
 *   ignorable (it is a real braille character), but it shows as a blank and is the usual
 *   filler of "empty" names, so it is read as a space: it never glues or hides words, and a
 *   name of nothing else is no name.
 */
const HIDDEN = /[\p{Default_Ignorable_Code_Point}\p{Bidi_Control}\p{Co}\p{Cf}\p{Cs}]/u
const HIDDEN_ALL = new RegExp(HIDDEN.source, 'gu')
export const BRAILLE_BLANK = '\u2800'

/**
 * The two ignorable characters that change how a word is written: ZWNJ and ZWJ shape Persian
 * and Indic words ("می‌خواهم", "क्‍ष"), keep a German ligature apart, and join emoji into one
 * (👩‍💻). Kept between two such characters, dropped anywhere else.
 */
const JOINERS = new Set(['\u200c', '\u200d'])
const JOINS = /[\p{L}\p{M}\p{Extended_Pictographic}\p{Emoji_Modifier}]/u
/**
 * Text and emoji presentation selectors: "❤️" is how an emoji keyboard writes a heart. Kept
 * directly after a pictograph, the one place they choose how it is drawn; a run of selectors
 * (how text is smuggled after an emoji) keeps none but the first.
 */
const PRESENTATION = new Set(['\ufe0e', '\ufe0f'])
const PICTOGRAPH = /\p{Extended_Pictographic}/u

/** The code point before `offset` and the one after `offset + length`, whole surrogate pairs. */
function neighbours(text: string, offset: number, length: number): [string, string] {
  const before = [...text.slice(Math.max(0, offset - 2), offset)].pop() ?? ''
  const after = [...text.slice(offset + length, offset + length + 2)][0] ?? ''
  return [before, after]
}

/** Whether this hidden character does a visible job where it stands. */
function keeps(char: string, before: string, after: string): boolean {
  if (JOINERS.has(char)) return JOINS.test(before) && JOINS.test(after)
  return PRESENTATION.has(char) && PICTOGRAPH.test(before)
}

function onePass(text: string): string {
  return text.replace(HIDDEN_ALL, (char: string, offset: number, whole: string) => {
    const [before, after] = neighbours(whole, offset, char.length)
    return keeps(char, before, after) ? char : ''
  })
}

/**
 * `text` without its hidden characters (a braille blank becomes a space). Repeated until
 * nothing changes: a joiner kept beside a dropped mark (U+034F, a variation selector) loses
 * its reason with it. Three passes at most: a kept joiner or selector stands beside a
 * character that is never dropped.
 */
export function withoutHidden(text: string): string {
  let current = text.replaceAll(BRAILLE_BLANK, ' ')
  for (;;) {
    if (!HIDDEN.test(current)) return current
    const next = onePass(current)
    if (next === current) return current
    current = next
  }
}

/** Whether `text` holds any hidden character, doing a job where it stands or not. */
export function holdsHidden(text: string): boolean {
  return HIDDEN.test(text) || text.includes(BRAILLE_BLANK)
}

/** The first hidden character of `text` that does no job where it stands, or null. */
export function firstHidden(text: string): { readonly char: string; readonly index: number } | null {
  const blank = text.indexOf(BRAILLE_BLANK)
  for (const match of text.matchAll(HIDDEN_ALL)) {
    if (blank !== -1 && blank < match.index) break
    const [before, after] = neighbours(text, match.index, match[0].length)
    if (!keeps(match[0], before, after)) return { char: match[0], index: match.index }
  }
  return blank === -1 ? null : { char: BRAILLE_BLANK, index: blank }
}

/** A character as people look it up: `U+200B`. */
export function codePointName(char: string): string {
  return `U+${(char.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, '0')}`
}
