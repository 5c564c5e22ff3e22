import { describe, expect, it } from 'vitest'
import { LEAD_SLOTS, spellingSearch, WINDOW_SLOTS, type Writing } from './spelling-search'
import type { TokenForm } from './token-encodings'

/*
 * The search under the redactor's spellings, with a writing simple enough to read the
 * expected spans off the text: each character as it is, or followed by `!`, or in angle
 * brackets (`<a>`); up to two spaces between. Like `\u` (a `u`, or the start of `\u0075`), a
 * character and a `!` can be read two ways, and the shorter reading is tried first.
 */

const WRITING: Writing = {
  slot: (slot) => `(?:${slot.map((character) => `${character}|${character}!|<${character}>`).join('|')})`,
  separator: ' {0,2}',
}
const formOf = (text: string, head: string | null = null): TokenForm => ({
  name: text,
  head: head === null ? null : [...head],
  slots: [...text].map((character) => [character]),
})
const found = (text: string, forms: TokenForm[], from = 0) => spellingSearch(forms, WRITING).next(text, from)

describe('spellingSearch', () => {
  it('finds a form several windows long, split at a window’s edge', () => {
    const letters = 'abcdefghijklmnopqrstuvwxyz'
    const long = Array.from({ length: 3 * WINDOW_SLOTS + 5 }, (_, index) => letters[index % 26]).join('')
    const text = `..${long.slice(0, WINDOW_SLOTS)}  ${long.slice(WINDOW_SLOTS, 2 * WINDOW_SLOTS)}${long.slice(2 * WINDOW_SLOTS)}..`
    expect(found(text, [formOf(long)])).toStrictEqual({ start: 2, end: text.length - 2 })
    // One character short at the end of a later window, or a separator longer than allowed: no match.
    expect(found(text.replace(long.slice(-3), long.slice(-3, -1)), [formOf(long)])).toBeNull()
    expect(found(text.replace('  ', '   '), [formOf(long)])).toBeNull()
  })

  it('reads the last character of a window again with what follows it', () => {
    // Window 0 ends on an `a` it reads as "a"; only "a!" lets window 1 go on to the `b`.
    const form = formOf(`${'a'.repeat(WINDOW_SLOTS)}b`)
    const text = `${'a'.repeat(WINDOW_SLOTS)}!b`
    expect(found(text, [form])).toStrictEqual({ start: 0, end: text.length })
    const long = formOf(`${'a'.repeat(2 * WINDOW_SLOTS)}b`)
    expect(found(`${'a'.repeat(WINDOW_SLOTS)}!${'a'.repeat(WINDOW_SLOTS)}!b`, [long])).not.toBeNull()
  })

  it('finds a space of the form right after a window’s edge, behind the separator', () => {
    const form = formOf(`${'a'.repeat(WINDOW_SLOTS)} <b>`)
    const text = `${'a'.repeat(WINDOW_SLOTS)}   <<b>>`
    expect(found(text, [form])).toStrictEqual({ start: 0, end: text.length })
    expect(found(text.replace('   ', '    '), [form])).toStrictEqual({ start: 0, end: text.length + 1 })
    expect(found(text.replace('   ', '      '), [form])).toBeNull()
  })

  it('finds a form shorter than the lead, among longer ones', () => {
    expect(LEAD_SLOTS).toBeGreaterThan(3)
    expect(found('say abc!', [formOf('abcdefgh'), formOf('abc')])).toStrictEqual({ start: 4, end: 7 })
  })

  it('does not take one form’s first characters and another’s next for a match', () => {
    // The lead allows a or x first and b or y second; no form is "ay…".
    const forms = [formOf('abcdefg'), formOf('xyzuvwq')]
    expect(found('aycdefg xbzuvwq', forms)).toBeNull()
    expect(found('aycdefg xyzuvwq', forms)).toStrictEqual({ start: 8, end: 15 })
  })

  it('looks again one character on where the lead matched but the form did not', () => {
    expect(found('aaaaaaab', [formOf('aaaaaab')])).toStrictEqual({ start: 1, end: 8 })
    expect(found('abcdefabcdefg', [formOf('abcdefg')])).toStrictEqual({ start: 6, end: 13 })
  })

  it('lets the first form listed win where two start at one place, and finds nothing before `from`', () => {
    const forms = [formOf('abcdef'), formOf('abcdefgh')]
    expect(found('abcdefgh', forms)).toStrictEqual({ start: 0, end: 6 })
    expect(found('abcdefgh', forms.toReversed())).toStrictEqual({ start: 0, end: 8 })
    expect(found('abcdef abcdef', forms, 1)).toStrictEqual({ start: 7, end: 13 })
    expect(found('abcdef', forms, 1)).toBeNull()
  })

  it('takes the head before a form when it is there, and finds the form without it', () => {
    const form = formOf('bcdefg', 'xy')
    expect(found('..ybcdefg..', [form])).toStrictEqual({ start: 2, end: 9 })
    expect(found('..<y>  bcdefg..', [form])).toStrictEqual({ start: 2, end: 13 })
    expect(found('..zbcdefg..', [form])).toStrictEqual({ start: 3, end: 9 })
    expect(found('bcdefg', [form])).toStrictEqual({ start: 0, end: 6 })
    // A head inside what an earlier match took is not taken twice.
    expect(found('..ybcdefg..', [form], 3)).toStrictEqual({ start: 3, end: 9 })
  })
})
