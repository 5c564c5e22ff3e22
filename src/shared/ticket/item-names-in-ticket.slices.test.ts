import { describe, expect, it } from 'vitest'
import { MAX_ID_TEXT_CHARS } from '../catalog/limits'
import { readItemIds } from './item-ids'
import { itemNamesInTicket } from './item-names-in-ticket'
import type { ReadProgress } from './read-in-slices'
import { READ_STEP } from './text'

/**
 * A huge paste is read for names in slices that give the window's thread back, with its IDs:
 * the ID reader's refusal carries them. Bounded by characters, never by a clock here: what each
 * slice reads is counted, not timed.
 */

/** Lines of the shapes that cost the name reader most (anchors, quotes, long Han runs), and no ID. */
const LINES = [
  'I bought the AK-47 | Redline (Field-Tested) yesterday and it never came. ',
  'Der Gegenstand „Strafmaske (Gebraucht)“ fehlt noch. ',
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
  it('a paste with no ID read in slices carries the same names as read at once, pausing every few hundred characters', async () => {
    const paste = hugePaste()
    const pauses: ReadProgress[] = []
    const reading = await readItemIds(paste, {
      pace: { chars: READ_STEP, ms: Number.POSITIVE_INFINITY },
      pause: async () => {},
      onPause: (progress) => pauses.push(progress),
    })
    if (reading.ok) throw new Error(`expected no ID, read ${reading.ids.join(', ')}`)
    expect(reading.names).toEqual(itemNamesInTicket(paste))
    expect(reading.names.map((name) => name.filter)).toContain('AK-47 | Redline (Field-Tested)')
    const reads = [0, ...pauses.map((pause) => pause.read), pauses.at(-1)!.of]
    const longest = Math.max(...reads.slice(1).map((read, index) => read - reads[index]!))
    // A slice's characters, and at most what the ID reader reads between two pause points
    // (item-ids.slices.test.ts): 4 steps and a line.
    expect(longest).toBeLessThanOrEqual(
      READ_STEP + 4 * READ_STEP + Math.max(...LINES.map((line) => line.length)),
    )
    expect(reads).toEqual([...reads].sort((a, b) => a - b))
  })
})
