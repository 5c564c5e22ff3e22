import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { lineAndColumn, scanJson, type JsonPath, type JsonSyntaxError } from './json-text'

function errorOf(text: string): JsonSyntaxError | null {
  const scan = scanJson(text)
  return scan.ok ? null : scan.error
}

function parses(text: string): boolean {
  try {
    JSON.parse(text)
    return true
  } catch {
    return false
  }
}

describe('scanJson: where a text stops being JSON', () => {
  it.each<[string, string, number, string | null, JsonSyntaxError['expected']]>([
    ['a trailing comma in an object', '{"a": 1,}', 8, '}', 'key'],
    ['a trailing comma in a list', '[1, 2,]', 6, ']', 'value'],
    ['a missing comma between members', '{"a": 1 "b": 2}', 8, '"', 'commaOrBrace'],
    ['a missing comma between elements', '[1 2]', 3, '2', 'commaOrBracket'],
    ['a missing colon', '{"a" 1}', 5, '1', 'colon'],
    ['a single-quoted key', "{'a': 1}", 1, "'", 'key'],
    ['a Python literal', '{"a": True}', 6, 'True', 'value'],
    ['a comment', '{"a": 1 // no\n}', 8, '/', 'commaOrBrace'],
    ['a leading zero', '[01]', 2, '1', 'commaOrBracket'],
    ['a bare fraction', '[1.]', 3, ']', 'digit'],
    ['a bad escape', '["\\x"]', 3, 'x', 'escape'],
    ['a short unicode escape', '["\\u12G4"]', 6, 'G4', 'hexDigit'],
    ['a line break inside a string', '["a\nb"]', 3, '\n', 'quote'],
    ['text after the value', '{} {}', 3, '{', 'end'],
    ['an unclosed object', '{"a": 1', 7, null, 'commaOrBrace'],
    ['an unclosed string', '{"a": "b', 8, null, 'quote'],
    ['an empty text', '  ', 2, null, 'value'],
  ])('finds %s', (_what, text, offset, found, expected) => {
    expect(parses(text)).toBe(false)
    expect(errorOf(text)).toEqual({ offset, found, expected })
  })

  it('reads what JSON.parse reads, and refuses what it refuses, at any text', () => {
    // Texts made of JSON's own characters, so most are near misses rather than noise.
    const piece = fc.constantFrom(
      '{',
      '}',
      '[',
      ']',
      ',',
      ':',
      '"',
      '\\',
      ' ',
      '\n',
      '1',
      '0',
      '-',
      '.',
      'e',
      'a',
      'true',
      'null',
      '"k"',
      '\t',
      '\u0001',
    )
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 24 }), (pieces) => {
        const text = pieces.join('')
        expect(scanJson(text).ok).toBe(parses(text))
      }),
      { numRuns: 3000 },
    )
  })

  it('reads every text JSON.stringify writes', () => {
    fc.assert(
      fc.property(fc.jsonValue(), fc.constantFrom(undefined, 2), (value, indent) => {
        expect(scanJson(JSON.stringify(value, null, indent)).ok).toBe(true)
      }),
    )
  })
})

describe('scanJson: where each key and value stands', () => {
  const text =
    '{\n  "catalogs": [\n    { "label": "EU", "baseUrl": "x" },\n    { "label": "US" }\n  ],\n  "a\\"b": null\n}'
  const places = (() => {
    const scan = scanJson(text)
    if (!scan.ok) throw new Error('not JSON')
    return scan.places
  })()
  const at = (offset: number | null) => (offset === null ? null : text.slice(offset, offset + 8))

  it.each<[JsonPath, string]>([
    [[], '{\n  "cat'],
    [['catalogs'], '[\n    { '],
    [['catalogs', 1], '{ "label'],
    [['catalogs', 1, 'label'], '"US" }\n '],
    [['a"b'], 'null\n}'],
  ])('finds the value at %j', (path, start) => {
    expect(at(places.valueAt(path))).toBe(start)
  })

  it('finds a key, an escaped one too, and nothing where there is none', () => {
    expect(at(places.keyAt(['catalogs', 0, 'baseUrl']))).toBe('"baseUrl')
    expect(at(places.keyAt(['a"b']))).toBe('"a\\"b": ')
    expect(places.keyAt(['catalogs', 1, 'baseUrl'])).toBeNull()
    expect(places.valueAt(['nothing'])).toBeNull()
  })

  it('takes the last of a key given twice, as JSON.parse does', () => {
    const twice = '{"a": 1, "a": 2}'
    const scan = scanJson(twice)
    expect(scan.ok && twice.slice(scan.places.valueAt(['a']) ?? 0)).toBe('2}')
  })

  it('places every key of any value where its text begins', () => {
    fc.assert(
      fc.property(fc.dictionary(fc.string(), fc.jsonValue({ maxDepth: 2 })), (value) => {
        const written = JSON.stringify({ outer: value }, null, 1)
        const scan = scanJson(written)
        if (!scan.ok) throw new Error('not JSON')
        for (const key of Object.keys(value)) {
          const offset = scan.places.keyAt(['outer', key]) ?? -1
          expect(written.startsWith(JSON.stringify(key), offset)).toBe(true)
        }
      }),
    )
  })

  it('walks a text nested far deeper than the call stack would allow', () => {
    const deep = `${'['.repeat(20_000)}${']'.repeat(20_000)}`
    expect(scanJson(deep).ok).toBe(true)
    expect(errorOf(`${'['.repeat(20_000)}`)?.offset).toBe(20_000)
  })
})

describe('lineAndColumn', () => {
  it('counts lines as an editor does, whichever line ending', () => {
    expect(lineAndColumn('ab', 0)).toEqual({ line: 1, column: 1 })
    expect(lineAndColumn('ab\ncd', 4)).toEqual({ line: 2, column: 2 })
    expect(lineAndColumn('ab\r\ncd', 5)).toEqual({ line: 2, column: 2 })
    expect(lineAndColumn('ab\rcd\n', 6)).toEqual({ line: 3, column: 1 })
  })

  it('counts a character outside the BMP as one column', () => {
    expect(lineAndColumn('"😀", x', 5)).toEqual({ line: 1, column: 5 })
  })
})
