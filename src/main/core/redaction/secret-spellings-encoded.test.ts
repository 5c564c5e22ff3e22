import { describe, expect, it } from 'vitest'
import { ENCODED_ECHOES, SPIKY_TOKEN, tokenTraces, tracesLeft } from './echo-spellings.test-support'
import { createSecretRedactor, REDACTED } from './secret-redactor'

/*
 * R5-5: a token the catalog echoes base64-encoded or hex-encoded (inside a larger blob, at any
 * byte offset), or split by spaces and line breaks, is masked like the round-four spellings, in
 * log lines and error words (`redact`), data crossing to the window (`redactData`) and encoded
 * pages (`encodeRedacted`). The property test (secret-spellings.property.test.ts) varies tokens
 * and surroundings; these are the variants the red team sent, by name.
 */

/** An opaque token, a JWT-like one, and one with every character an encoder likes to escape. */
const TOKENS = [
  'q7Zk2mP9xR4tW8vB1nC6yH3jL5sD0fG',
  'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJhZ2VudC03In0.Xq3-vB_9sT2k',
  SPIKY_TOKEN,
] as const

describe('R5-5: every encoding of an echoed token is masked', () => {
  it('has at least the 12 variants of the finding, all different', () => {
    const spelled = ENCODED_ECHOES.map(([, encode]) => encode(TOKENS[0]))
    expect(spelled.length).toBeGreaterThanOrEqual(12)
    expect(new Set(spelled).size).toBe(spelled.length)
    // Each really holds the token: the check that follows would otherwise prove nothing.
    for (const [name, encode] of ENCODED_ECHOES)
      expect(tracesLeft(encode(TOKENS[0]), TOKENS[0]), name).not.toEqual([])
  })

  describe.each(TOKENS)('token %s', (token) => {
    const redactor = createSecretRedactor([token])

    it.each(ENCODED_ECHOES)('R5-5: masks a token echoed as %s', (_, encode) => {
      const echoed = encode(token)
      const line = `422: you sent ${echoed}; try again`
      const redacted = redactor.redact(line)
      expect(tracesLeft(redacted, token)).toStrictEqual([])
      expect(redacted).toContain(REDACTED)
      expect(redacted.startsWith('422: you sent ')).toBe(true)
      expect(redacted.endsWith('; try again')).toBe(true)
      const data = redactor.redactData({ name: line, [echoed]: [echoed] })
      expect(tracesLeft(JSON.stringify(data), token)).toStrictEqual([])
      const page = redactor.encodeRedacted({ items: [{ name: line }] }, JSON.stringify)
      expect(tracesLeft(page, token)).toStrictEqual([])
      expect(JSON.parse(page)).toStrictEqual({ items: [{ name: redacted }] })
    })
  })

  it('R5-5: leaves alone the encodings of a token one byte away', () => {
    const token = TOKENS[0]
    const redactor = createSecretRedactor([token])
    for (const other of [`${token.slice(0, 10)}X${token.slice(11)}`, token.slice(0, -1), token.slice(1)]) {
      for (const [name, encode] of ENCODED_ECHOES) {
        const text = `blob: ${encode(other)} end`
        expect(redactor.redact(text), name).toBe(text)
      }
    }
  })

  it('R5-5: masks the base64 digits the token shares with the bytes around it, and leaves the rest of the blob', () => {
    const token = TOKENS[0]
    const redactor = createSecretRedactor([token])
    // "x" and 31 bytes of token: the first digit is the blob's own, the second holds 2 bits of
    // "x" and 4 of the token, the last the token's last 4 bits and 2 of padding.
    const blob = Buffer.from(`x${token}`).toString('base64')
    expect(blob).toMatch(/^e[^=]+=$/)
    expect(redactor.redact(blob)).toBe(`e${REDACTED}=`)
    const inside = Buffer.from(`x${token}yz`).toString('base64')
    expect(redactor.redact(inside)).toBe(`e${REDACTED}${inside.slice(-5)}`)
  })

  it('R5-5: what is not white space or an escape of it still ends a spelling', () => {
    const token = TOKENS[0]
    const redactor = createSecretRedactor([token])
    for (const cut of ['-', '.', '>', '\u00a0', '\\x0a', '&#10;']) {
      const text = `${token.slice(0, 9)}${cut}${token.slice(9)}`
      expect(redactor.redact(text), cut).toBe(text)
    }
    const long = `${token.slice(0, 9)}${' '.repeat(17)}${token.slice(9)}`
    expect(redactor.redact(long)).toBe(long)
    expect(redactor.redact(`${token.slice(0, 9)}${' '.repeat(16)}${token.slice(9)}`)).toBe(REDACTED)
  })

  it('knows what it looks for: the traces are the token, its base64 runs at each shift and its hex', () => {
    // base64 of "abcd" after 0, 1 and 2 zero bytes: YWJjZA==, AGFiY2Q=, AABhYmNk.
    const runs = ['YWJjZ', 'YWJjZ', 'FiY2', 'FiY2', 'hYmNk', 'hYmNk']
    expect(tokenTraces('abcd')).toStrictEqual(['abcd', ...runs, '61626364', '61626364'])
  })
})
