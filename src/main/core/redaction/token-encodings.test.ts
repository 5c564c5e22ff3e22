import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { tokenForms, type Slot, type TokenForm } from './token-encodings'

/*
 * R5-5: the forms of a token's bytes that an encoder writes, checked against Node's own base64
 * and hex: each slot allows the character the encoder wrote there, whatever the bytes around
 * the token, and no more than the token's bits leave open.
 */

const form = (secret: string, name: string): TokenForm => {
  const found = tokenForms(secret).find((candidate) => candidate.name === name)
  if (found === undefined) throw new Error(`no form ${name}`)
  return found
}
const SHIFT_NAMES = ['base64', 'base64 after 1 other bytes', 'base64 after 2 other bytes'] as const

/** Whether `text` at `at` is written as `slots`, one character each. */
const fits = (text: string, at: number, slots: readonly Slot[]) =>
  slots.every((slot, index) => slot.includes(text[at + index]!))

describe('tokenForms', () => {
  it('lists the token as sent, base64 at each of three shifts and hex', () => {
    expect(tokenForms('tk9+Ab/c').map(({ name }) => name)).toStrictEqual(['as sent', ...SHIFT_NAMES, 'hex'])
    expect(form('tk9+', 'as sent')).toStrictEqual({
      name: 'as sent',
      head: null,
      slots: [['t'], ['k'], ['9'], ['+']],
    })
  })

  it('gives an empty secret no characters in any form', () => {
    expect(tokenForms('').map(({ head, slots }) => ({ head, slots }))).toStrictEqual(
      Array.from({ length: 5 }, () => ({ head: null, slots: [] })),
    )
  })

  it('spells a character beyond the BMP as one slot, and its bytes as UTF-8', () => {
    expect(form('k🔑é', 'as sent').slots).toStrictEqual([['k'], ['🔑'], ['é']])
    expect(
      form('k🔑é', 'hex')
        .slots.map((slot) => slot[0])
        .join(''),
    ).toBe('6bf09f9491c3a9')
  })

  it('writes hex two digits a byte, each letter in either case', () => {
    // k / j y: 6b 2f 6a 79, the letters a to f and the digit 9 next to them.
    expect(form('k/jy', 'hex').slots).toStrictEqual([
      ['6'],
      ['b', 'B'],
      ['2'],
      ['f', 'F'],
      ['6'],
      ['a', 'A'],
      ['7'],
      ['9'],
    ])
  })

  it('pins every digit that holds only the token, and leaves open only the bits around it', () => {
    // "abcd" alone is YWJjZA==: five whole digits, then one with 2 bits of the token.
    const alone = form('abcd', 'base64')
    expect(alone.head).toBeNull()
    expect(alone.slots.slice(0, 5)).toStrictEqual([['Y'], ['W'], ['J'], ['j'], ['Z']])
    expect(alone.slots[5]).toHaveLength(16)
    expect(alone.slots[5]).toContain('A')
    expect(alone.slots).toHaveLength(6)
    // After 1 byte: its first digit is the other byte's alone (not part of the form), the
    // second holds 2 bits of it (4 choices), the last is whole: AGFiY2Q is 7 digits, 40 bits.
    const one = form('abcd', 'base64 after 1 other bytes')
    expect(one.head).toStrictEqual(['G', 'W', 'm', '2'])
    expect(one.slots.slice(0, 4)).toStrictEqual([['F'], ['i'], ['Y'], ['2']])
    expect(one.slots[4]).toStrictEqual(['Q', 'R', 'S', 'T'])
    expect(one.slots).toHaveLength(5)
    // After 2 bytes: the head holds 4 bits of them (16 choices).
    expect(form('abcd', 'base64 after 2 other bytes').head).toHaveLength(16)
  })

  it('allows both alphabets where they differ: + or -, / or _', () => {
    // "~~~???" is fn5+Pz8/ in standard base64, fn5-Pz8_ in the URL-safe alphabet.
    expect(form('~~~???', 'base64').slots).toStrictEqual([
      ['f'],
      ['n'],
      ['5'],
      ['+', '-'],
      ['P'],
      ['z'],
      ['8'],
      ['/', '_'],
    ])
  })

  it('property: at any offset in any blob, the base64 (either alphabet, padded or not) fits the form', () => {
    fc.assert(
      fc.property(
        fc.uint8Array({ maxLength: 40 }),
        fc.string({ minLength: 1, maxLength: 40 }),
        fc.uint8Array({ maxLength: 8 }),
        fc.constantFrom('base64' as const, 'base64url' as const),
        (before, token, after, alphabet) => {
          const bytes = Buffer.from(token)
          const blob = Buffer.concat([before, bytes, after]).toString(alphabet)
          const shift = before.length % 3
          const { head, slots } = form(token, SHIFT_NAMES[shift]!)
          // The first digit holding a bit of the token; with a head, that is the head.
          const first = Math.floor((before.length * 8) / 6)
          const start = head === null ? first : first + 1
          expect(fits(blob, start, slots)).toBe(true)
          if (head !== null) expect(head).toContain(blob[first])
          // The digits end with the token's last bit.
          expect((start + slots.length) * 6).toBeGreaterThanOrEqual((before.length + bytes.length) * 8)
          expect((start + slots.length - 1) * 6).toBeLessThan((before.length + bytes.length) * 8)
        },
      ),
      { numRuns: 500 },
    )
  })

  it('property: a slot leaves open exactly the bits the token does not decide', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1, maxLength: 20 }), fc.nat(2), (token, shift) => {
        const bytes = Buffer.from(token)
        const { head, slots } = form(token, SHIFT_NAMES[shift]!)
        const end = (shift + bytes.length) * 8
        const firstSlotBit = (Math.floor((shift * 8) / 6) + (head === null ? 0 : 1)) * 6
        slots.forEach((slot, index) => {
          const open = Math.max(0, firstSlotBit + (index + 1) * 6 - end)
          const values = new Set(slot.map((digit) => digit.replace('-', '+').replace('_', '/')))
          expect(values.size).toBe(2 ** open)
        })
        if (head !== null) expect(head.length).toBe(2 ** (shift * 8 - Math.floor((shift * 8) / 6) * 6))
      }),
      { numRuns: 300 },
    )
  })
})
