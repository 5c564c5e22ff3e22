import { setImmediate as nextTurn } from 'node:timers/promises'
import { extractItemIds, readItemIds, type IdExtraction } from '../src/shared/ticket/item-ids'
import { MAX_ID_TEXT_CHARS, TICKET_READ_PACE } from '../src/shared/catalog/limits'
import { ticketReplyLanguage } from '../src/shared/ticket/language'
import { seriesOf, type GroupOutcome } from './report'
import { compareToFloor } from './sampling'
import { summarize } from './stats'

/**
 * Pieces of a ticket in the shapes that cost the reader most per character (measured in
 * issue 77): dense Chinese numbers, lists of 3-digit IDs, grouped amounts, punctuation runs
 * after a number, times, spans, prices, dates, phones, links, quoted lines, and prose in the
 * six reply languages. The huge ticket holds them in turn, after a spreadsheet header.
 */
const PIECES = [
  'Hallo, Artikel 1042 und 2291 sind noch nicht da, bezahlt 23,50 € am 3. November.\n',
  '物品4410。编号：5512，3天前付款了99元。个1个2个3个4个5\n',
  '123 456 789 321 654 987 ',
  '1,111,111,1111 2.222.222.2222 ',
  `7 ${'.'.repeat(40)}a ${'!'.repeat(20)}b `,
  '14:05 1:2:3:4:5:6 1-2-3-4~5~6 ',
  '5 € 6 € 7 USD R$ 8 x3 50% ',
  'Nov 23, 2026 23.11.2026 2026-11-23 ',
  '+49 30 1234567 Tel. 030-1234-5678 ',
  'https://steamcommunity.com/tradeoffer/new/?partner=12345678&token=Ab a.b@example.com ',
  '> On Mon, 3 Nov 2026, Support <s@shop.example> wrote: "ID 77"\n',
  'Hi, items #1042, 2291 and ID: 3310 never arrived.\n',
  'Здравствуйте, предмет 4410 так и не пришёл, проверьте пожалуйста.\n',
  'Oi, cadê o item 1042? Hola, ¿dónde está el 2291?\n',
  '1042\tAWP | Asiimov\t3\n',
]

/** A ticket of `length` characters of PIECES in turn, after a header that makes it a spreadsheet. */
function ticketOf(length: number): string {
  let text = 'Item ID\tName\tQty\n'
  for (let index = 0; text.length < length; index += 1) text += PIECES[index % PIECES.length]
  return text.slice(0, length)
}

/** The largest paste the `Item IDs` box reads, and the piece the floor reads at once. */
const HUGE = ticketOf(MAX_ID_TEXT_CHARS)
const PIECE_CHARS = 2_000
const PIECES_OF_HUGE = Array.from({ length: MAX_ID_TEXT_CHARS / PIECE_CHARS }, (_, index) =>
  HUGE.slice(index * PIECE_CHARS, (index + 1) * PIECE_CHARS),
)
const PLAN = { warmup: 3, runs: 11 }

/**
 * Tickets for the language, each the largest paste, each costly for another of its passes:
 * the huge ticket, spreadsheet rows, one line, empty lines, an address-like run, Chinese.
 */
const LANGUAGE_TICKETS = [
  HUGE,
  '1042\tAWP | Asiimov\t23,50\n'.repeat(MAX_ID_TEXT_CHARS / 24),
  'a'.repeat(MAX_ID_TEXT_CHARS),
  '\n'.repeat(MAX_ID_TEXT_CHARS),
  `<${'a@'.repeat(MAX_ID_TEXT_CHARS / 2 - 1)}`,
  '物品4410。还没到，请帮我查一下。'.repeat(MAX_ID_TEXT_CHARS / 16),
].map((ticket) => ticket.slice(0, MAX_ID_TEXT_CHARS))
const LANGUAGE_ROUNDS = { warmup: 1, runs: 5 }

/**
 * The huge paste read as the window reads it (in slices, giving the thread back between them)
 * against the same 200,000 characters read as 100 tickets of 2,000, each at once: a ratio near
 * 1 says reading grows no faster than the text. Beside it, the longest slice the window is held
 * for, and the longest the language detection holds main's event loop.
 */
export async function benchPaste(): Promise<GroupOutcome> {
  const expected = extractItemIds(HUGE)
  const slices: number[] = []
  const huge = async () => {
    let sliceStart = performance.now()
    let longest = 0
    const start = performance.now()
    const read = await readItemIds(HUGE, {
      pace: TICKET_READ_PACE,
      now: () => performance.now(),
      pause: async () => {
        await nextTurn()
        sliceStart = performance.now()
      },
      onPause: () => (longest = Math.max(longest, performance.now() - sliceStart)),
    })
    const end = performance.now()
    slices.push(Math.max(longest, end - sliceStart))
    checkSame(read, expected)
    return end - start
  }
  const floor = async () => {
    const start = performance.now()
    for (const piece of PIECES_OF_HUGE) extractItemIds(piece)
    return performance.now() - start
  }
  const compared = await compareToFloor(
    PLAN,
    'paste_ratio',
    ['paste_huge_ms', huge],
    ['paste_floor_ms', floor],
  )
  const measuredSlices = slices.slice(PLAN.warmup)
  const language = languageCalls()
  return {
    series: [
      ...compared.series,
      seriesOf('paste_longest_slice_ms', summarize(measuredSlices)),
      seriesOf('paste_language_call_ms', summarize(language)),
    ],
    figures: {
      ...compared.figures,
      paste_slice_ms: Math.max(...measuredSlices),
      paste_language_ms: Math.max(...language),
    },
  }
}

/** Each language ticket's detection, timed alone (the handler calls nothing else). */
function languageCalls(): number[] {
  const times: number[] = []
  for (let round = 0; round < LANGUAGE_ROUNDS.warmup + LANGUAGE_ROUNDS.runs; round += 1) {
    for (const ticket of LANGUAGE_TICKETS) {
      const start = performance.now()
      ticketReplyLanguage(ticket)
      if (round >= LANGUAGE_ROUNDS.warmup) times.push(performance.now() - start)
    }
  }
  return times
}

/** The sliced reading must find what reading at once finds, or the figure measures nothing. */
function checkSame(read: IdExtraction, expected: IdExtraction) {
  const ids = (extraction: IdExtraction) => (extraction.ok ? extraction.ids.join(',') : 'none')
  if (!read.ok || ids(read) !== ids(expected))
    throw new Error('the huge paste read in slices found other IDs than read at once')
}
