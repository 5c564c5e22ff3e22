/**
 * What of a pasted ticket is not the customer writing now, so its language is not read from
 * it: an earlier message quoted below the reply (the shop's own reply in the catalog's
 * language, most often), a signature, and a catalog error or an item name the customer quoted
 * (`ошибка: "Trade offer failed"`), and spreadsheet rows (a line with a tab: cells, not
 * sentences). Mail programs mark these the same way in the six reply languages; each mark is
 * matched on one line by a pattern that reads it once, so reading stays linear in the
 * ticket's length, and reading stops once enough of the customer's lines are read.
 */

/** A line that starts a quoted earlier message: everything from it on is left out. */
const QUOTE_STARTS: readonly RegExp[] = [
  // -----Original Message----- and the same separator in the six languages, forwards included.
  /^\s*-{2,}\s*(?:original message|forwarded message|ursprüngliche nachricht|weitergeleitete nachricht|mensaje original|mensaje reenviado|mensagem original|mensagem encaminhada|исходное сообщение|пересылаемое сообщение|原始邮件|转发邮件|原始郵件)\s*-{2,}\s*$/iu,
  // "On Mon, 3 Nov 2026, Support <…> wrote:", "Am … schrieb …:", "El … escribió:",
  // "Em … escreveu:", "… пишет:", "… написал(а):", "… 于2026年11月3日 写道："
  /(?:wrote|schrieb|escribió|escreveu|пишет|написал|написала|написал\(а\)|写道)\s*[:：]\s*$/iu,
  // A signature's separator, "-- " on a line of its own.
  /^--\s*$/u,
]

/**
 * An attribution that names only the sender's address ("пн, 3 нояб. 2026 г. в 10:00, Support
 * <s@x.ru>:"): an address in angle brackets ending the line before a colon. Matched as the
 * bracketed text, then checked for its `@`: `<[^<>\s]+@[^<>\s]+>` would try each `@` of a
 * long run against the rest of it, the square of the run's length.
 */
const BRACKETED_END = /<([^<>\s]+)>\s*[:：]\s*$/u
function endsWithAddress(line: string): boolean {
  const inside = BRACKETED_END.exec(line)?.[1]
  const at = inside?.indexOf('@', 1) ?? -1
  return at !== -1 && at < inside!.length - 1
}
const startsQuote = (line: string) => QUOTE_STARTS.some((start) => start.test(line)) || endsWithAddress(line)

/** The first line of a quoted attribution that a mail program wrapped onto two lines. */
const ATTRIBUTION_OPENS = /^\s*(?:on|am|el|em|le|il|в|在)\s/iu

/** Mail headers of a quoted message: the sender line, then the line dating it (Outlook's). */
const HEADER_FROM = /^\s*(?:from|von|de|от|发件人)\s*[:：]/iu
/** The labels of a mail header that dates its message, in the six languages (ticket-dates.ts reads the date). */
export const DATED_HEADER_LABELS =
  'sent|date|gesendet|datum|enviado|enviada em|fecha|data|отправлено|дата|发送时间|时间'
const HEADER_SENT = new RegExp(`^\\s*(?:${DATED_HEADER_LABELS})\\s*[:：].*\\d`, 'iu')

/** A line a phone or mail program adds under every message. */
const SENT_FROM =
  /^\s*(?:sent from my|get outlook for|von meinem .+ gesendet|enviado desde mi|enviado do meu|enviado de meu|отправлено (?:с|из)|发自我的|从我的 .+ 发送)/iu

/** A line the customer quoted with `>`. */
const QUOTED_LINE = /^\s*>/u

/**
 * Text the customer put in quotation marks, of any of the six languages: an error, an item's
 * name, a button. At most one line and 200 characters, so an unclosed mark hides nothing more.
 */
const QUOTED_TEXT =
  /"[^"\n]{1,200}"|“[^“”\n]{1,200}”|„[^„“”\n]{1,200}[“”]|«[^«»\n]{1,200}»|「[^「」\n]{1,200}」|『[^『』\n]{1,200}』|`[^`\n]{1,200}`/gu

/**
 * Where `text` quotes something, in the marks of any of the six languages, in the order
 * written: the marks are at `start` and `end - 1`, each one character.
 */
export function* quotations(text: string): Generator<{ readonly start: number; readonly end: number }> {
  for (const quoted of text.matchAll(QUOTED_TEXT))
    yield { start: quoted.index, end: quoted.index + quoted[0].length }
}

/** A catalog or Steam error after its label, to the end of the line; the label is the customer's. */
const ERROR_AFTER_LABEL =
  /((?<!\p{L})(?:error(?: message)?|fehler(?:meldung)?|mensaje de error|erro|mensagem de erro|ошибк[аиуе]|текст ошибки)\s*[:：]|(?:错误|报错|错误信息|提示)\s*[:：])[^\n]*/giu

/** A line of a pasted spreadsheet: cells, not sentences. */
const TABLE_LINE = /\t/u

/** The lines of `ticket` from its first, NFC-normalized, each read only when asked for. */
function* linesOf(ticket: string): Generator<string, undefined> {
  const lineBreak = /\r?\n/gu
  let start = 0
  for (let found = lineBreak.exec(ticket); found !== null; found = lineBreak.exec(ticket)) {
    yield ticket.slice(start, found.index).normalize('NFC')
    start = lineBreak.lastIndex
  }
  yield ticket.slice(start).normalize('NFC')
  return undefined
}

/**
 * The lines the customer wrote, from the top: up to any quoted message, signature and mail
 * headers, without quoted, phone and spreadsheet lines. Read until `maxChars` characters of
 * them are found (the last one cut there) and one line more, which may start a quote.
 */
function customerLines(ticket: string, maxChars: number): readonly string[] {
  const kept: string[] = []
  let keptChars = 0
  let previous: { readonly line: string; readonly kept: boolean } | null = null
  const lines = linesOf(ticket)
  for (let line = lines.next().value; line !== undefined;) {
    const next = lines.next().value
    // Stryker disable next-line StringLiteral: after the last line, any text but a dated header line reads the same
    const headers = HEADER_FROM.test(line) && HEADER_SENT.test(next ?? '')
    if (headers || startsQuote(line)) {
      // An attribution a mail program wrapped onto two lines starts on the line above.
      const wrapped =
        previous !== null && ATTRIBUTION_OPENS.test(previous.line) && !ATTRIBUTION_OPENS.test(line)
      if (wrapped && previous!.kept) kept.pop()
      return kept
    }
    if (keptChars >= maxChars) return kept
    const keep = !QUOTED_LINE.test(line) && !SENT_FROM.test(line) && !TABLE_LINE.test(line)
    if (keep) {
      kept.push(line.slice(0, maxChars - keptChars))
      keptChars += line.length + 1
    }
    previous = { line, kept: keep }
    line = next
  }
  return kept
}

/** A line of a mail's header block: a short label and a colon (`Subject:`, `Betreff:`, `主题：`). */
const HEADER_LINE = /^\s*\p{L}[\p{L} .-]{0,24}[:：]/u

/**
 * Where the customer's own message starts and where the first quoted earlier message in it
 * starts (its separator, attribution or headers), as offsets in `ticket` as pasted; the
 * text's length when nothing is quoted. Headers, separators and blank lines above the first
 * line of text are the pasted message's own (a forward, a mail with its headers): not a quote.
 */
export function messageParts(ticket: string): { readonly ownStart: number; readonly quotedStart: number } {
  const lines = ticket.split('\n')
  let ownStart: number | null = null
  let previous: { readonly line: string; readonly start: number } | null = null
  let start = 0
  for (const [index, line] of lines.entries()) {
    const opensQuote =
      (HEADER_FROM.test(line) && HEADER_SENT.test(lines[index + 1] ?? '')) || startsQuote(line)
    if (ownStart === null) {
      if (line.trim() !== '' && !opensQuote && !HEADER_LINE.test(line)) ownStart = start
    } else if (opensQuote) {
      // An attribution a mail program wrapped onto two lines starts on the line above.
      const wrapped =
        previous !== null && ATTRIBUTION_OPENS.test(previous.line) && !ATTRIBUTION_OPENS.test(line)
      return { ownStart, quotedStart: wrapped && previous!.start > ownStart ? previous!.start : start }
    }
    previous = { line, start }
    start += line.length + 1
  }
  return { ownStart: ownStart ?? ticket.length, quotedStart: ticket.length }
}

/**
 * `ticket` without quoted messages, signatures, quoted errors, other quoted text and
 * spreadsheet rows; of a long ticket, its first `maxChars` characters of such lines.
 */
export function customerText(ticket: string, maxChars = Number.POSITIVE_INFINITY): string {
  return customerLines(ticket, maxChars).join('\n').replace(ERROR_AFTER_LABEL, '$1').replace(QUOTED_TEXT, ' ')
}
