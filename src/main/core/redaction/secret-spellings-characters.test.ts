import { describe, expect, it } from 'vitest'
import { createSecretRedactor, REDACTED } from './secret-redactor'

/*
 * R4-1, character by character: each character a secret may hold is masked in each spelling an
 * encoder gives that character, and nothing that merely resembles a spelling is masked (a mask
 * in the wrong place destroys the catalog's text). The whole-token spellings are in
 * secret-spellings.test.ts.
 */

/**
 * The HTML named character references of the ASCII punctuation a token may hold, as the HTML
 * standard lists them (https://html.spec.whatwg.org/multipage/named-characters.html): an HTML
 * template may write any of them.
 */
const NAMED: readonly (readonly [string, readonly string[]])[] = [
  ['!', ['excl']],
  ['"', ['quot', 'QUOT']],
  ['#', ['num']],
  ['$', ['dollar']],
  ['%', ['percnt']],
  ['&', ['amp', 'AMP']],
  ["'", ['apos']],
  ['(', ['lpar']],
  [')', ['rpar']],
  ['*', ['ast', 'midast']],
  ['+', ['plus']],
  [',', ['comma']],
  ['.', ['period']],
  ['/', ['sol']],
  [':', ['colon']],
  [';', ['semi']],
  ['<', ['lt', 'LT']],
  ['=', ['equals']],
  ['>', ['gt', 'GT']],
  ['?', ['quest']],
  ['@', ['commat']],
  ['[', ['lsqb', 'lbrack']],
  ['\\', ['bsol']],
  [']', ['rsqb', 'rbrack']],
  ['^', ['Hat']],
  ['_', ['lowbar', 'UnderBar']],
  ['`', ['grave', 'DiacriticalGrave']],
  ['{', ['lcub', 'lbrace']],
  ['|', ['verbar', 'vert', 'VerticalLine']],
  ['}', ['rcub', 'rbrace']],
]
const NAMED_CASES = NAMED.flatMap(([character, names]) => names.map((name) => [character, name] as const))

describe('R4-1: a token echoed with HTML named references is masked', () => {
  it.each(NAMED_CASES)('R4-1: %s written as &%s;', (character, name) => {
    const secret = `tk9A${character}zQ7w`
    const redactor = createSecretRedactor([secret])
    for (const echoed of [`tk9A&${name};zQ7w`, `tk9A&amp;${name};zQ7w`]) {
      expect(redactor.redact(`name: ${echoed}!`)).toBe(`name: ${REDACTED}!`)
      expect(redactor.redactData({ [echoed]: [echoed] })).toStrictEqual({ [REDACTED]: [REDACTED] })
    }
  })
})

describe('R4-1: characters beyond ASCII, in every encoding of their code units and bytes', () => {
  // A pasted passphrase may hold any character; one outside the BMP is two UTF-16 code units
  // (what \u and %u escape) and four UTF-8 bytes (what %XX escapes).
  const secret = 'pass🔑é-42'
  const redactor = createSecretRedactor([secret])

  it.each([
    ['JSON: a surrogate pair', 'pass\\uD83D\\uDD11\\u00e9-42'],
    ['JSON, lower-case hex', 'pass\\ud83d\\udd11\\u00E9-42'],
    ['JSON in JSON: doubled backslashes', 'pass\\\\ud83d\\\\udd11\\\\u00e9-42'],
    ["JavaScript's escape(): %u per code unit", 'pass%uD83D%uDD11%u00E9-42'],
    ['UTF-8 bytes, upper-case', 'pass%F0%9F%94%91%C3%A9-42'],
    ['UTF-8 bytes, lower-case', 'pass%f0%9f%94%91%c3%a9-42'],
    ['UTF-8 bytes in a URL in a URL', 'pass%25F0%259F%2594%2591%25C3%25A9-42'],
    ['ES2015: \\u{…} per code point', 'pass\\u{1F511}\\u{e9}-42'],
    ['Python: \\xXX below U+0100', 'pass🔑\\xe9-42'],
    ['HTML references per code point', 'pass&#128273;&#xE9;-42'],
  ])('R4-1: %s', (_, echoed) => {
    expect(redactor.redact(`[${echoed}]`)).toBe(`[${REDACTED}]`)
    expect(redactor.encodeRedacted({ name: echoed }, JSON.stringify)).toBe(JSON.stringify({ name: REDACTED }))
  })

  it('R4-1: leaves alone what decodes to other characters (Python reads \\x100 as \\x10 and 0)', () => {
    const wide = createSecretRedactor(['tkĀ€-a1b2'])
    expect(wide.redact('[tk\\u0100\\u20AC-a1b2]')).toBe(`[${REDACTED}]`)
    for (const other of ['tk\\x100\\u20AC-a1b2', 'tk\\u0100\\x20ac-a1b2', 'tk\\x\\u20AC-a1b2']) {
      expect(wide.redact(other)).toBe(other)
    }
  })

  it('R4-1: leaves alone an escape with nothing in it where a character should be', () => {
    const redactor = createSecretRedactor(['tk9A1zQ7w'])
    for (const other of ['tk9A&;zQ7w', 'tk9A&#;zQ7w', 'tk9A\\u;zQ7w', 'tk9A%;zQ7w', 'tk9A+zQ7w']) {
      expect(redactor.redact(`1+1 ${other}`)).toBe(`1+1 ${other}`)
    }
  })
})

describe('R4-1: a space, which HTML forms write as +', () => {
  const secret = 'open sesame 42'
  const redactor = createSecretRedactor([secret])

  it('R4-1: masks the secret with its spaces written as +, %20 or as is', () => {
    for (const echoed of ['open+sesame+42', 'open%20sesame+42', 'open sesame 42', 'open&#32;sesame+42']) {
      expect(redactor.redact(`q=${echoed}&page=2`)).toBe(`q=${REDACTED}&page=2`)
    }
  })

  it('R4-1: leaves alone a + that stands for another character, or a space that is missing', () => {
    for (const other of ['open+sesam++42', 'open+sesame+4+', 'opensesame42', 'open+sesame42']) {
      expect(redactor.redact(other)).toBe(other)
    }
    const spiky = createSecretRedactor(['tk9+Ab/cD=e'])
    expect(spiky.redact('tk9+Ab/cD+e tk9++b/cD=e')).toBe('tk9+Ab/cD+e tk9++b/cD=e')
  })
})

describe('R4-1: a secret of symbols only', () => {
  it('R4-1: is masked when an encoder put a backslash before each symbol', () => {
    // Such an echo holds nothing but spelling marks (`%`, `\`, `&`, `+`): no quick path may skip it.
    const redactor = createSecretRedactor(['+&%+&%'])
    const echoed = '\\+\\&\\%\\+\\&\\%'
    expect(redactor.redact(echoed)).toBe(REDACTED)
    expect(redactor.redactData([echoed])).toStrictEqual([REDACTED])
    expect(redactor.encodeRedacted([echoed], JSON.stringify)).toBe(JSON.stringify([REDACTED]))
  })
})
