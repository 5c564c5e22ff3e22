import fc from 'fast-check'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ECHO_SPELLINGS, ENCODED_ECHOES, SPIKY_TOKEN, tracesLeft } from './echo-spellings.test-support'
import { createSecretRedactor, REDACTED } from './secret-redactor'
import { holdsSecret, spelledSecret } from './secret-spellings'

/*
 * R4-1: a token the catalog echoes in another spelling than it was sent in is masked all the
 * same, in log lines and error words (`redact`), data crossing to the window (`redactData`) and
 * encoded pages (`encodeRedacted`).
 */

const redactor = createSecretRedactor([SPIKY_TOKEN])

describe('R4-1: every spelling of an echoed token is masked', () => {
  it(`has at least 24 spellings to try, all different`, () => {
    const spelled = ECHO_SPELLINGS.map(([, spell]) => spell(SPIKY_TOKEN))
    expect(spelled.length).toBeGreaterThanOrEqual(24)
    expect(new Set(spelled).size).toBe(spelled.length)
  })

  it.each(ECHO_SPELLINGS)('R4-1: masks a token echoed %s', (_, spell) => {
    const echoed = spell(SPIKY_TOKEN)
    const text = `you sent Bearer-less ${echoed} again:${echoed}.`
    expect(redactor.redact(text)).toBe(`you sent Bearer-less ${REDACTED} again:${REDACTED}.`)
    expect(redactor.redactData({ name: text, [echoed]: 1 })).toStrictEqual({
      name: `you sent Bearer-less ${REDACTED} again:${REDACTED}.`,
      [REDACTED]: 1,
    })
    const encoded = redactor.encodeRedacted({ name: `Echo ${echoed}` }, JSON.stringify)
    expect(JSON.parse(encoded)).toStrictEqual({ name: `Echo ${REDACTED}` })
  })

  it('R4-1: leaves text alone that only resembles the token', () => {
    const near = [
      SPIKY_TOKEN.slice(1),
      SPIKY_TOKEN.slice(0, -1),
      SPIKY_TOKEN.replace('+', '%2C'),
      SPIKY_TOKEN.replace('/', '&#48;'),
      SPIKY_TOKEN.replace('A', 'a'),
      SPIKY_TOKEN.replace('A', '%62'),
      'Salt & Pepper 100% \\ 50+50',
    ]
    for (const text of near) expect(redactor.redact(text)).toBe(text)
  })

  it('R4-1: a long run of escapes costs little (the pattern cannot backtrack for long)', () => {
    const run = (piece: string) => `${piece.repeat(200_000)}${SPIKY_TOKEN.slice(0, -2)}`
    const started = performance.now()
    for (const piece of ['\\', '%25', '&amp;', '&#0', '%5C', '\\u00']) redactor.redact(run(piece))
    // Quadratic backtracking over 200,000 characters would take minutes; linear takes milliseconds.
    expect(performance.now() - started).toBeLessThan(5_000)
  })

  it('R4-1 property: the token survives in no spelling that mixes the encoders per character', () => {
    const writers = ECHO_SPELLINGS.map(([, spell]) => spell)
    fc.assert(
      fc.property(
        fc.array(fc.nat(writers.length - 1), {
          minLength: SPIKY_TOKEN.length,
          maxLength: SPIKY_TOKEN.length,
        }),
        (choice) => {
          const echoed = [...SPIKY_TOKEN]
            .map((character, index) => writers[choice[index]!]!(character))
            .join('')
          expect(redactor.redact(`[${echoed}]`)).toBe(`[${REDACTED}]`)
        },
      ),
      { numRuns: 300 },
    )
  })
})

describe('R5-5: a token longer than one pattern can hold', () => {
  // A JWT may run to kilobytes: one expression for it took V8 seconds to compile, and one for
  // 4,000 characters overflowed its stack, so the redactor threw.
  const LONG = Array.from({ length: 4_000 }, (_, index) => SPIKY_TOKEN[index % SPIKY_TOKEN.length]).join('')
  const long = createSecretRedactor([LONG])

  it.each([...ECHO_SPELLINGS, ...ENCODED_ECHOES])('R5-5: is masked when echoed %s', (_, spell) => {
    const redacted = long.redact(`[${spell(LONG)}]`)
    // One mask for the whole echo: what is left is the blob's own bytes around it.
    expect(redacted.split(REDACTED)).toHaveLength(2)
    expect(redacted.length).toBeLessThan(200)
    expect(tracesLeft(redacted, LONG)).toStrictEqual([])
  })

  it('R5-5: is not masked when it is cut short or one character differs far into it', () => {
    for (const other of [LONG.slice(0, -1), `${LONG.slice(0, 3_000)}#${LONG.slice(3_001)}`]) {
      expect(long.redact(`[${other}]`)).toBe(`[${other}]`)
    }
  })
})

describe('the pattern is built once per token and searched only where a spelling can be', () => {
  /** A token of letters and digits, as most are: the text around it decides the search. */
  const PLAIN_TOKEN = 'tk9Ab3cD7eF1gH5iZ0'
  afterEach(() => vi.restoreAllMocks())

  it('keeps the last token’s pattern, and builds another for a new token', () => {
    const first = spelledSecret(SPIKY_TOKEN)
    expect(spelledSecret(SPIKY_TOKEN)).toBe(first)
    const other = spelledSecret(PLAIN_TOKEN)
    expect(other).not.toBe(first)
    expect(other.literal).toBe(PLAIN_TOKEN)
    expect(holdsSecret(`…${PLAIN_TOKEN}…`, other)).toBe(true)
    expect(holdsSecret(`…${SPIKY_TOKEN}…`, spelledSecret(SPIKY_TOKEN))).toBe(true)
  })

  it('reads a page whose only & and % are a query’s and a price’s plainly', () => {
    const secret = spelledSecret(PLAIN_TOKEN)
    const spelled = vi.spyOn(secret.spelled, 'next')
    const page = 'https://steamcommunity.com/tradeoffer/new/?partner=1&token=Kke0RYgc 50% off'
    expect(holdsSecret(page, secret)).toBe(false)
    expect(holdsSecret(`${page} ${PLAIN_TOKEN}`, secret)).toBe(true)
    expect(holdsSecret(`${page} ${PLAIN_TOKEN.slice(0, 9)}\r\n ${PLAIN_TOKEN.slice(9)}`, secret)).toBe(true)
    expect(spelled).not.toHaveBeenCalled()
  })

  it.each(['\\/', '+', '%2B', '%u002B', '&#43;', '&amp;', '&plus;'])(
    'searches every spelling once the text holds %s',
    (mark) => {
      const secret = spelledSecret(PLAIN_TOKEN)
      const spelled = vi.spyOn(secret.spelled, 'next')
      const plain = vi.spyOn(secret.plain, 'next')
      expect(holdsSecret(`a page with ${mark} in it`, secret)).toBe(false)
      expect(spelled).toHaveBeenCalledOnce()
      expect(plain).not.toHaveBeenCalled()
    },
  )
})
