/**
 * A JSON text read for its places: where each key and value stands, or where the text stops
 * being JSON and what JSON wanted there. JSON.parse says neither in a form the app can put in
 * another language (V8 words it in English, and leaves the position out of some messages), and
 * whoever fixes a policy file looks for a line and a column.
 *
 * The grammar is JSON.parse's exactly (RFC 8259): a text it refuses is refused here too, at the
 * first place it cannot go on, and a text it reads is read here. Walked with a stack of its
 * own, not by recursion, so no nesting can run it out of call stack.
 */

/** A key's or value's place in the parsed value: object keys as strings, array indexes as numbers. */
export type JsonPath = readonly (string | number)[]

/** What JSON wanted where the text went wrong, said to IT by name (policy.json.expected). */
export type JsonExpected =
  | 'value'
  | 'key'
  | 'colon'
  | 'commaOrBrace'
  | 'commaOrBracket'
  | 'end'
  | 'quote'
  | 'escape'
  | 'digit'
  | 'hexDigit'

export interface JsonSyntaxError {
  /** Where, in UTF-16 units from the start of the text; the text's length when it ended early. */
  readonly offset: number
  /** What stands there (a character, or a word such as `True`); null when the text ended. */
  readonly found: string | null
  readonly expected: JsonExpected
}

/** Where each key and value begins, by path. A key given twice is where JSON.parse reads it: the last. */
export interface JsonPlaces {
  valueAt(path: JsonPath): number | null
  keyAt(path: JsonPath): number | null
}

export type JsonScan =
  { readonly ok: true; readonly places: JsonPlaces } | { readonly ok: false; readonly error: JsonSyntaxError }

interface Frame {
  readonly kind: 'object' | 'array'
  /** The container's node in the tree of places. */
  readonly node: number
  index: number
}

/**
 * Where keys and values stand, as a tree of nodes (one per value, the root 0), so a value deep
 * in the text costs one entry, not a copy of its whole path.
 */
class PlaceTree implements JsonPlaces {
  private readonly children = new Map<string, number>()
  private readonly values: number[] = []
  private readonly keys = new Map<number, number>()

  constructor(rootOffset: number) {
    this.values.push(rootOffset)
  }

  private static edge(parent: number, segment: string | number): string {
    return `${parent}\u0000${typeof segment === 'number' ? `#${segment}` : `"${segment}`}`
  }

  /** A new node under `parent`; a key given twice points at its last value, as JSON.parse reads it. */
  add(parent: number, segment: string | number, valueOffset: number, keyOffset: number | null): number {
    const node = this.values.length
    this.values.push(valueOffset)
    if (keyOffset !== null) this.keys.set(node, keyOffset)
    this.children.set(PlaceTree.edge(parent, segment), node)
    return node
  }

  private nodeAt(path: JsonPath): number | null {
    let node = 0
    for (const segment of path) {
      const child = this.children.get(PlaceTree.edge(node, segment))
      if (child === undefined) return null
      node = child
    }
    return node
  }

  valueAt(path: JsonPath): number | null {
    const node = this.nodeAt(path)
    return node === null ? null : (this.values[node] ?? null)
  }

  keyAt(path: JsonPath): number | null {
    const node = this.nodeAt(path)
    return node === null ? null : (this.keys.get(node) ?? null)
  }
}

const WHITESPACE = new Set([' ', '\t', '\n', '\r'])
const ESCAPES: Readonly<Record<string, string>> = {
  '"': '"',
  '\\': '\\',
  '/': '/',
  b: '\b',
  f: '\f',
  n: '\n',
  r: '\r',
  t: '\t',
}
const LITERALS = ['true', 'false', 'null'] as const
/** A word as long as this is enough to recognise (`True`, `undefined`), and no longer. */
const MAX_FOUND_WORD = 20

class SyntaxStop {
  constructor(readonly error: JsonSyntaxError) {}
}

/** What stands at `offset`: a whole word when it begins one (`True`, `NaN`), else one character. */
function foundAt(text: string, offset: number): string | null {
  if (offset >= text.length) return null
  const word = /^[\p{L}\p{N}_$]+/u.exec(text.slice(offset, offset + MAX_FOUND_WORD))
  if (word) return word[0]
  return String.fromCodePoint(text.codePointAt(offset) ?? 0)
}

export function scanJson(text: string): JsonScan {
  let at = 0
  const stop = (expected: JsonExpected, offset = at): never => {
    throw new SyntaxStop({ offset, found: foundAt(text, offset), expected })
  }
  const skipWhitespace = () => {
    while (at < text.length && WHITESPACE.has(text[at] as string)) at++
  }
  const digits = () => {
    if (!/[0-9]/.test(text[at] ?? '')) stop('digit')
    while (/[0-9]/.test(text[at] ?? '')) at++
  }
  const readNumber = () => {
    if (text[at] === '-') at++
    if (text[at] === '0') at++
    else digits()
    if (text[at] === '.') {
      at++
      digits()
    }
    if (text[at] === 'e' || text[at] === 'E') {
      at++
      if (text[at] === '+' || text[at] === '-') at++
      digits()
    }
  }
  const readString = (): string => {
    at++
    let value = ''
    for (;;) {
      if (at >= text.length) stop('quote')
      const char = text[at] as string
      if (char === '"') {
        at++
        return value
      }
      if (char.charCodeAt(0) < 0x20) stop('quote')
      if (char !== '\\') {
        value += char
        at++
        continue
      }
      at++
      const escape = text[at] ?? ''
      if (escape === 'u') {
        at++
        for (let digit = 0; digit < 4; digit++) {
          if (!/[0-9a-fA-F]/.test(text[at + digit] ?? '')) stop('hexDigit', at + digit)
        }
        value += String.fromCharCode(Number.parseInt(text.slice(at, at + 4), 16))
        at += 4
      } else if (escape in ESCAPES) {
        value += ESCAPES[escape]
        at++
      } else stop('escape')
    }
  }
  const readLiteral = () => {
    const literal = LITERALS.find((word) => text.startsWith(word, at)) ?? stop('value')
    at += literal.length
  }

  skipWhitespace()
  const places = new PlaceTree(at)
  const stack: Frame[] = []
  /** Reads the value at `node`, opening a container if it is one; true when it is whole already. */
  const readValue = (node: number): boolean => {
    const char = text[at]
    if (char === '{' || char === '[') {
      at++
      skipWhitespace()
      if (text[at] === (char === '{' ? '}' : ']')) {
        at++
        return true
      }
      stack.push({ kind: char === '{' ? 'object' : 'array', node, index: 0 })
      return false
    }
    if (char === '"') readString()
    else if (char === '-' || /[0-9]/.test(char ?? '')) readNumber()
    else if (char !== undefined && /[a-z]/i.test(char)) readLiteral()
    else stop('value')
    return true
  }
  /** The next member of `frame` (an object) up to its value, or the next element of a list. */
  const readEntry = (frame: Frame): number => {
    skipWhitespace()
    if (frame.kind === 'array') return places.add(frame.node, frame.index, at, null)
    if (text[at] !== '"') stop('key')
    const keyOffset = at
    const key = readString()
    skipWhitespace()
    if (text[at] !== ':') stop('colon')
    at++
    skipWhitespace()
    return places.add(frame.node, key, at, keyOffset)
  }

  try {
    let next: number | null = 0
    while (next !== null) {
      if (!readValue(next)) {
        next = readEntry(stack[stack.length - 1] as Frame)
        continue
      }
      next = null
      // After a value: the next entry of the innermost open container, or its end.
      while (next === null && stack.length > 0) {
        const frame = stack[stack.length - 1] as Frame
        skipWhitespace()
        if (text[at] === ',') {
          at++
          frame.index++
          next = readEntry(frame)
        } else if (text[at] === (frame.kind === 'object' ? '}' : ']')) {
          at++
          stack.pop()
        } else stop(frame.kind === 'object' ? 'commaOrBrace' : 'commaOrBracket')
      }
    }
    skipWhitespace()
    if (at < text.length) stop('end')
  } catch (error) {
    if (error instanceof SyntaxStop) return { ok: false, error: error.error }
    throw error
  }
  return { ok: true, places }
}

/**
 * The 1-based line and column of `offset`, as an editor counts them: a line ends at \n, \r\n
 * or \r, and a column counts characters (a letter outside the BMP is one, not two).
 */
export function lineAndColumn(
  text: string,
  offset: number,
): { readonly line: number; readonly column: number } {
  let line = 1
  let lineStart = 0
  for (let index = 0; index < offset && index < text.length; index++) {
    const char = text[index]
    if (char === '\n' || (char === '\r' && text[index + 1] !== '\n')) {
      line++
      lineStart = index + 1
    }
  }
  return { line, column: [...text.slice(lineStart, offset)].length + 1 }
}
