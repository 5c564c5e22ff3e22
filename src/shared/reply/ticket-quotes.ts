/**
 * What of a pasted ticket is not the customer writing now, so its language is not read from
 * it: an earlier message quoted below the reply (the shop's own reply in the catalog's
 * language, most often), a signature, and a catalog error or an item name the customer quoted
 * (`ошибка: "Trade offer failed"`). Mail programs mark these the same way in the six reply
 * languages; each mark is matched on one line, so reading stays linear in the ticket's length.
 */

/** A line that starts a quoted earlier message: everything from it on is left out. */
const QUOTE_STARTS: readonly RegExp[] = [
  // -----Original Message----- and the same separator in the six languages, forwards included.
  /^\s*-{2,}\s*(?:original message|forwarded message|ursprüngliche nachricht|weitergeleitete nachricht|mensaje original|mensaje reenviado|mensagem original|mensagem encaminhada|исходное сообщение|пересылаемое сообщение|原始邮件|转发邮件|原始郵件)\s*-{2,}\s*$/iu,
  // "On Mon, 3 Nov 2026, Support <…> wrote:", "Am … schrieb …:", "El … escribió:",
  // "Em … escreveu:", "… пишет:", "… написал(а):", "… 于2026年11月3日 写道："
  /(?:wrote|schrieb|escribió|escreveu|пишет|написал|написала|написал\(а\)|写道)\s*[:：]\s*$/iu,
  // An attribution that names only the sender's address ("пн, 3 нояб. 2026 г. в 10:00, Support <s@x.ru>:").
  /<[^<>\s]+@[^<>\s]+>\s*[:：]\s*$/u,
  // A signature's separator, "-- " on a line of its own.
  /^--\s*$/u,
]

/** The first line of a quoted attribution that a mail program wrapped onto two lines. */
const ATTRIBUTION_OPENS = /^\s*(?:on|am|el|em|le|il|в|在)\s/iu

/** Mail headers of a quoted message: the sender line, then the line dating it (Outlook's). */
const HEADER_FROM = /^\s*(?:from|von|de|от|发件人)\s*[:：]/iu
const HEADER_SENT =
  /^\s*(?:sent|date|gesendet|datum|enviado|enviada em|fecha|data|отправлено|дата|发送时间|时间)\s*[:：].*\d/iu

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

/** A catalog or Steam error after its label, to the end of the line; the label is the customer's. */
const ERROR_AFTER_LABEL =
  /((?<!\p{L})(?:error(?: message)?|fehler(?:meldung)?|mensaje de error|erro|mensagem de erro|ошибк[аиуе]|текст ошибки)\s*[:：]|(?:错误|报错|错误信息|提示)\s*[:：])[^\n]*/giu

/** The part of `ticket` the customer wrote: above any quoted message, signature and mail headers. */
function aboveQuotes(lines: readonly string[]): readonly string[] {
  for (const [at, line] of lines.entries()) {
    // Stryker disable next-line StringLiteral: after the last line, any text but a dated header line reads the same
    const headers = HEADER_FROM.test(line) && HEADER_SENT.test(lines[at + 1] ?? '')
    if (headers || QUOTE_STARTS.some((start) => start.test(line))) {
      // Stryker disable next-line ConditionalExpression,EqualityOperator: before the first line, `undefined` opens no attribution
      const wrapped = at > 0 && ATTRIBUTION_OPENS.test(lines[at - 1]!) && !ATTRIBUTION_OPENS.test(line)
      return lines.slice(0, wrapped ? at - 1 : at)
    }
  }
  return lines
}

/** `ticket` without quoted messages, signatures, quoted errors and other quoted text. */
export function customerText(ticket: string): string {
  return aboveQuotes(ticket.split(/\r?\n/u))
    .filter((line) => !QUOTED_LINE.test(line) && !SENT_FROM.test(line))
    .join('\n')
    .replace(ERROR_AFTER_LABEL, '$1')
    .replace(QUOTED_TEXT, ' ')
}
