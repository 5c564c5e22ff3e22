import { describe, expect, it } from 'vitest'
import { extractItemIds, readItemIds, TICKET_READ_AT_ONCE_CHARS } from './item-ids'
import { MAX_ID_TEXT_CHARS, TICKET_READ_PACE } from '../catalog/limits'
import { runInSlices, type ReadProgress, type SlicedReading } from './read-in-slices'
import { readTicket, readTicketInSteps, TICKET_READING_PASSES } from './id-reader'
import { READ_STEP } from './text'

/**
 * A huge paste is read in slices that give the window's thread back (issue 77, R5-9). Bounded
 * by characters, never by a clock here: what each slice reads is counted, not timed.
 */

/** Pieces of the shapes that cost the reader most, each at most LONGEST_PIECE characters. */
const PIECES = [
  'Hallo, Artikel 1042 und 2291 sind noch nicht da, bezahlt 23,50 € am 3. November. ',
  '物品4410。编号：5512，3天前付款了99元。',
  '123 456 789 ',
  '1,111,111,1111 ',
  `7 ${'.'.repeat(60)}a `,
  '+49 30 1234567 ',
  'Item ID\t42\n',
  '> On Mon, 3 Nov 2026, Support wrote: "ID 77"\n',
  '1-2-3~4 ',
  'Nov 23, 2026 14:05 ',
]
const LONGEST_PIECE = Math.max(...PIECES.map((piece) => piece.length))

/** A paste of MAX_ID_TEXT_CHARS characters made of PIECES in turn. */
function hugePaste(): string {
  let text = ''
  for (let index = 0; text.length < MAX_ID_TEXT_CHARS; index += 1) text += PIECES[index % PIECES.length]
  return text.slice(0, MAX_ID_TEXT_CHARS)
}

/** Runs `reading` in slices, with no clock, and says how far each slice read. */
async function sliced<T>(reading: SlicedReading<T>, pace = TICKET_READ_PACE) {
  const pauses: ReadProgress[] = []
  let last: ReadProgress = { read: 0, of: 0 }
  const result = await runInSlices(reading, {
    pace,
    pause: async () => {},
    onPause: (progress) => {
      last = progress
      pauses.push(progress)
    },
  })
  const ends = [...pauses.map((each) => each.read), last.of]
  const slices = ends.map((end, index) => end - (index === 0 ? 0 : ends[index - 1]!))
  return { result, pauses, slices }
}

describe('reading a huge paste', () => {
  const paste = hugePaste()

  it('offers to pause every few hundred characters of each pass, however the text is written', () => {
    const reading = readTicketInSteps(paste)
    let before = 0
    let longest = 0
    for (let step = reading.next(); !step.done; step = reading.next()) {
      longest = Math.max(longest, step.value.read - before)
      before = step.value.read
    }
    expect(longest).toBeLessThanOrEqual(4 * READ_STEP + LONGEST_PIECE)
  })

  it('reads at most a slice’s characters between two pauses, and finds the IDs read at once', async () => {
    const { result, slices } = await sliced(
      (function* () {
        return yield* readTicketInSteps(paste)
      })(),
    )
    // Every pass over the paste (made ready, names, numbers, words), a slice at a time.
    expect(slices.length).toBeGreaterThanOrEqual(
      (TICKET_READING_PASSES * paste.length) / (TICKET_READ_PACE.chars + 4 * READ_STEP),
    )
    for (const slice of slices)
      expect(slice).toBeLessThanOrEqual(TICKET_READ_PACE.chars + 4 * READ_STEP + LONGEST_PIECE)
    expect(result.numbers.length).toBeGreaterThan(10_000)
  })

  it('gives the agent the same IDs, left-out numbers and counts as reading it at once', async () => {
    const pauses: number[] = []
    const inSlices = await readItemIds(paste, {
      pace: TICKET_READ_PACE,
      pause: async () => {
        pauses.push(pauses.length)
      },
    })
    expect(pauses.length).toBeGreaterThanOrEqual(
      (TICKET_READING_PASSES * paste.length) / (TICKET_READ_PACE.chars + 4 * READ_STEP) - 1,
    )
    expect(inSlices).toEqual(extractItemIds(paste))
  })

  it('reads a ticket the window reads at once within one slice, without pausing', async () => {
    const ticket = paste.slice(0, TICKET_READ_AT_ONCE_CHARS)
    const { pauses, result } = await sliced(readTicketInSteps(ticket))
    expect(pauses).toEqual([])
    expect(result.numbers.length).toBeGreaterThan(50)
    expect(result).toEqual(readTicket(ticket))
  })

  it('stops at the next pause once its signal is aborted', async () => {
    const controller = new AbortController()
    const reading = readItemIds(paste, {
      pace: TICKET_READ_PACE,
      signal: controller.signal,
      pause: async () => controller.abort(new Error('a newer paste')),
    })
    await expect(reading).rejects.toThrow('a newer paste')
  })

  it('ends a slice once its time is up, by the clock it is given, before its characters are', async () => {
    let tick = 0
    const pauses: ReadProgress[] = []
    await runInSlices(readTicketInSteps(paste), {
      pace: { chars: MAX_ID_TEXT_CHARS, ms: 10 },
      // Each look at the clock is a millisecond later: a slice ends at its tenth pause point.
      now: () => (tick += 1),
      pause: async () => {},
      onPause: (progress) => pauses.push(progress),
    })
    const steps = [...readTicketInSteps(paste)]
    expect(pauses.length).toBeGreaterThanOrEqual(Math.floor(steps.length / 10))
  })
})
