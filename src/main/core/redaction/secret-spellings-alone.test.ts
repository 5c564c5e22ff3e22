import { describe, expect, it } from 'vitest'
import { createSecretRedactor, REDACTED } from './secret-redactor'

/*
 * R4-1, one spelling at a time: an echo that holds no other escape than the one under test,
 * so that each spelling alone (not a `+` or a backslash elsewhere in the text) must make the
 * redactor search for it. In logs and error words (`redact`) and in encoded pages
 * (`encodeRedacted`, which decides from the text whether to mask at all).
 */

/** Masked in a log line and in an encoded page. */
function expectMasked(secret: string, echoed: string) {
  const redactor = createSecretRedactor([secret])
  expect(redactor.redact(`echo: ${echoed}.`), echoed).toBe(`echo: ${REDACTED}.`)
  expect(redactor.encodeRedacted({ name: echoed }, JSON.stringify), echoed).toBe(
    JSON.stringify({ name: REDACTED }),
  )
}

describe('R4-1: a token whose only escaped character is `/`', () => {
  const secret = 'tk9Ab/cD7e-F'
  it.each([
    ['PHP json_encode: \\/', 'tk9Ab\\/cD7e-F'],
    ['PHP JSON text in a URL: %5C/', 'tk9Ab%5C/cD7e-F'],
    ['PHP JSON text in a URL, lower-case: %5c/', 'tk9Ab%5c/cD7e-F'],
    ['encodeURIComponent: %2F', 'tk9Ab%2FcD7e-F'],
    ['lower-case %2f', 'tk9Ab%2fcD7e-F'],
    ['HTML &sol;', 'tk9Ab&sol;cD7e-F'],
    ['HTML &#47; without the semicolon', 'tk9Ab&#47cD7e-F'],
  ])('R4-1: %s', (_, echoed) => expectMasked(secret, echoed))
})

describe('R4-1: a token whose only escaped character is `+`', () => {
  const secret = 'tk9A+bC7'
  it.each([
    ['.NET JSON: \\u002B', 'tk9A\\u002BbC7'],
    ['JSON, lower-case: \\u002b', 'tk9A\\u002bbC7'],
    ['Python quote(): %2B', 'tk9A%2BbC7'],
    ['another encoder: %2b', 'tk9A%2bbC7'],
    ['a URL in a URL: %252B', 'tk9A%252BbC7'],
    ['a URL in a URL in a URL: %25252b', 'tk9A%25252bbC7'],
    ['escape(): %u002B', 'tk9A%u002BbC7'],
    ['escape(), lower-case: %u002b', 'tk9A%u002bbC7'],
    ['Python / C: \\x2B', 'tk9A\\x2BbC7'],
    ['Python / C, lower-case: \\x2b', 'tk9A\\x2bbC7'],
    ['ES2015: \\u{2B}', 'tk9A\\u{2B}bC7'],
    ['ES2015, leading zeros: \\u{002b}', 'tk9A\\u{002b}bC7'],
    ['HTML &#43;', 'tk9A&#43;bC7'],
    ['HTML &#0043;', 'tk9A&#0043;bC7'],
    ['HTML &#x2B;', 'tk9A&#x2B;bC7'],
    ['HTML &#X2b;', 'tk9A&#X2b;bC7'],
    ['HTML &plus;', 'tk9A&plus;bC7'],
    ['HTML escaped twice: &amp;#43;', 'tk9A&amp;#43;bC7'],
    ['HTML escaped twice, upper-case: &AMP;#x2B;', 'tk9A&AMP;#x2B;bC7'],
    ['HTML escaped twice: &amp;plus;', 'tk9A&amp;plus;bC7'],
  ])('R4-1: %s', (_, echoed) => expectMasked(secret, echoed))
})

describe('R4-1: a token with a letter beyond ASCII, whose UTF-8 bytes start with a hex letter', () => {
  const secret = 'tk9café-42'
  it.each([
    ['upper-case %C3%A9', 'tk9caf%C3%A9-42'],
    ['lower-case %c3%a9', 'tk9caf%c3%a9-42'],
  ])('R4-1: %s', (_, echoed) => expectMasked(secret, echoed))
})

describe('R4-1: characters that mean something in a pattern are matched as themselves', () => {
  const SPECIAL = [...'\\^$.*+?()[]{}|/-']
  it.each(SPECIAL)('R4-1: %s', (character) => {
    const secret = `tk9A${character}zQ7w`
    const redactor = createSecretRedactor([secret])
    expect(redactor.redact(`[${secret}]`)).toBe(`[${REDACTED}]`)
    // Another character in its place, none, or two of it (but `\\` is a JSON escape of `\`):
    // another text, left as it is, also where a `+` elsewhere makes every spelling searched.
    const twice = character === '\\' ? [] : [`tk9A${character}${character}zQ7w`]
    for (const other of ['tk9AXzQ7w', 'tk9AzQ7w', 'tk9A\nzQ7w', ...twice]) {
      expect(redactor.redact(`1+1 [${other}]`), other).toBe(`1+1 [${other}]`)
    }
  })
})
