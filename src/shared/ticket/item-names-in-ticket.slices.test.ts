import { describe, expect, it } from 'vitest'
import { MAX_ID_TEXT_CHARS } from '../catalog/limits'
import { itemNamesInTicket, readItemNames } from './item-names-in-ticket'
import type { ReadProgress } from './read-in-slices'
import { READ_STEP } from './text'

/**
 * A huge paste is read for names in slices that give the window's thread back, as its IDs are.
 * Bounded by characters, never by a clock here: what each slice reads is counted, not timed.
 */

/** Lines of the shapes that cost the name reader most: anchors, quotes, long Han runs. */
const LINES = [
  'I bought the AK-47 | Redline (Field-Tested) yesterday and it never came. ',
  'Der Gegenstand „Strafmaske (Gebraucht)“ fehlt, Artikel 1042. ',
  '我买的饰品「龙爪钩」没到，昨天买了★ 爪子刀 | 多普勒 (略有磨损)和突围大行动武器箱。',
  'Купил «AK-47 | Красная линия» и Chroma 2 Case, не пришёл.\n',
  '★ ★ | | ( ) " " Case Case ',
  `AWP | ${'Abc '.repeat(20)}`,
]

function hugePaste(): string {
  let text = ''
  for (let index = 0; text.length < MAX_ID_TEXT_CHARS; index += 1) text += LINES[index % LINES.length]
  return text.slice(0, MAX_ID_TEXT_CHARS)
}

describe('item names read in slices', () => {
  it('reads the same names in slices as at once, pausing every few hundred characters', async () => {
    const paste = hugePaste()
    const pauses: ReadProgress[] = []
    const names = await readItemNames(paste, {
      pace: { chars: READ_STEP, ms: Number.POSITIVE_INFINITY },
      pause: async () => {},
      onPause: (progress) => pauses.push(progress),
    })
    expect(names).toEqual(itemNamesInTicket(paste))
    expect(names.map((name) => name.filter)).toContain('AK-47 | Redline (Field-Tested)')
    const reads = [0, ...pauses.map((pause) => pause.read), pauses.at(-1)!.of]
    const longest = Math.max(...reads.slice(1).map((read, index) => read - reads[index]!))
    // One pause point per READ_STEP characters of each pass, at most a line's length past it.
    expect(longest).toBeLessThanOrEqual(2 * READ_STEP + Math.max(...LINES.map((line) => line.length)))
    expect(reads).toEqual([...reads].sort((a, b) => a - b))
  })

  it('stops at its next pause when the lookup is cancelled', async () => {
    const controller = new AbortController()
    const reading = readItemNames(hugePaste(), {
      pace: { chars: READ_STEP, ms: Number.POSITIVE_INFINITY },
      pause: async () => controller.abort(new Error('cancelled')),
      signal: controller.signal,
    })
    await expect(reading).rejects.toThrow('cancelled')
  })
})
