/**
 * How deeply a JSON text nests, read before it is parsed.
 *
 * A policy nests three levels (the file, `catalogs`, a catalog); a file of a few kilobytes can
 * nest thousands, and every reader that walks a value by recursion (the refused-key check,
 * zod, structured clone on the way to the window) would then run out of stack and take the
 * start with it. One pass over the characters, no recursion and no parse: brackets inside
 * strings do not count, and an escaped quote does not end a string. The text need not be valid
 * JSON; JSON.parse says what else is wrong with it afterwards.
 */
export function jsonNestingExceeds(text: string, maxDepth: number): boolean {
  let depth = 0
  let inString = false
  // Stryker disable next-line EqualityOperator: equivalent: one step past the end reads NaN, which matches no character
  for (let index = 0; index < text.length; index++) {
    const char = text.charCodeAt(index)
    if (inString) {
      // A backslash escapes the next character, whatever it is: `\"` and `\\` alike.
      if (char === BACKSLASH) index++
      else if (char === QUOTE) inString = false
    } else if (char === QUOTE) inString = true
    else if (char === OPEN_BRACE || char === OPEN_BRACKET) {
      depth++
      if (depth > maxDepth) return true
    } else if (char === CLOSE_BRACE || char === CLOSE_BRACKET) depth--
  }
  return false
}

const QUOTE = 0x22
const BACKSLASH = 0x5c
const OPEN_BRACE = 0x7b
const CLOSE_BRACE = 0x7d
const OPEN_BRACKET = 0x5b
const CLOSE_BRACKET = 0x5d
