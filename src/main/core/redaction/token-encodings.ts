/**
 * The forms an encoder makes of a secret's bytes: base64 (standard and URL-safe) and hex.
 *
 * A catalog may echo the Authorization header inside something it encoded: a base64 blob (a
 * `Basic` credential, a JSON document or a whole request put in base64), a hex dump. Each
 * form is given as a list of slots, one per character of the encoded text, each slot the
 * characters that may stand there; how each character may be spelled, and the line breaks
 * that may come between them, is secret-spellings.ts's business.
 *
 * A token inside a larger blob does not start where a base64 group does: bytes before it shift
 * it by 0, 1 or 2 bytes, and each shift encodes it as another text. So there is one form per
 * shift. Its first and last characters may also hold bits of the bytes around the token (or the
 * zero bits a final group is padded with): those slots allow every character whose bits of the
 * token are right. The last one is part of the form; the first, when the shift makes one, is its
 * `head`: masked when it is there, but not needed to find the form, as it holds at most 4 bits of
 * the token and would make every search slower (it allows up to 16 characters). So a form pins
 * every bit of the token but those few: it is about as unlikely to occur by accident as the token
 * itself, which is what the redactor's minimum length is about. Padding (`=`) after the last
 * character is neither needed nor taken.
 */

/** One character of an encoded form: the characters, any of which may stand there. */
export type Slot = readonly string[]

/** An encoded form of a secret, with what it is called (in tests). */
export interface TokenForm {
  readonly name: string
  /** A character before the first that holds some of the token's bits, or null. */
  readonly head: Slot | null
  readonly slots: readonly Slot[]
}

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789'
/** The last two digits: `+/` in standard base64, `-_` in the URL-safe alphabet (RFC 4648). */
const STANDARD_TAIL = '+/'
const URL_SAFE_TAIL = '-_'
const BITS_PER_DIGIT = 6
const DIGIT_VALUES = 1 << BITS_PER_DIGIT

/** The characters that write base64 digit `value`, in either alphabet. */
function base64Characters(value: number): Slot {
  if (value < BASE64.length) return [BASE64[value]!]
  const tail = value - BASE64.length
  return [STANDARD_TAIL[tail]!, URL_SAFE_TAIL[tail]!]
}

/** Bit `index` of `bytes`, counting from the most significant bit of the first byte. */
function bitOf(bytes: Uint8Array, index: number): number {
  return (bytes[index >> 3]! >> (7 - (index & 7))) & 1
}

/**
 * The slots of `bytes` in base64 with `shift` bytes of other data before them: one per digit
 * that holds any of their bits, each allowing every digit that agrees with them.
 */
function base64Slots(bytes: Uint8Array, shift: number): Slot[] {
  const first = shift * 8
  const end = first + bytes.length * 8
  const slots: Slot[] = []
  // No bytes, no digit: the one the shift starts in would hold only other bytes' bits.
  if (first === end) return slots
  for (let digit = Math.floor(first / BITS_PER_DIGIT); digit * BITS_PER_DIGIT < end; digit++) {
    let mask = 0
    let known = 0
    for (let bit = 0; bit < BITS_PER_DIGIT; bit++) {
      const at = digit * BITS_PER_DIGIT + bit
      const weight = 1 << (BITS_PER_DIGIT - 1 - bit)
      if (at < first || at >= end) continue
      mask |= weight
      if (bitOf(bytes, at - first) === 1) known |= weight
    }
    const values = Array.from({ length: DIGIT_VALUES }, (_, value) => value).filter(
      (value) => (value & mask) === known,
    )
    slots.push(values.flatMap(base64Characters))
  }
  return slots
}

/** The slots of `bytes` in hex: two digits a byte, a letter in either case. */
function hexSlots(bytes: Uint8Array): Slot[] {
  return [...bytes].flatMap((byte) =>
    [byte >> 4, byte & 15].map((nibble) => {
      const digit = nibble.toString(16)
      return nibble < 10 ? [digit] : [digit, digit.toUpperCase()]
    }),
  )
}

/** Bytes before a token in a base64 blob, modulo a group of three: every way it can be encoded. */
const BASE64_SHIFTS = [0, 1, 2] as const

/** Every form of `secret`: as sent (one slot per character), then each encoding of its UTF-8 bytes. */
export function tokenForms(secret: string): TokenForm[] {
  const bytes = new TextEncoder().encode(secret)
  return [
    { name: 'as sent', head: null, slots: [...secret].map((character) => [character]) },
    ...BASE64_SHIFTS.map((shift) => {
      const slots = base64Slots(bytes, shift)
      // With bytes before it, the token's first bits share a digit with theirs (an empty
      // secret has no digit at all).
      return shift === 0
        ? { name: 'base64', head: null, slots }
        : { name: `base64 after ${shift} other bytes`, head: slots[0] ?? null, slots: slots.slice(1) }
    }),
    { name: 'hex', head: null, slots: hexSlots(bytes) },
  ]
}
