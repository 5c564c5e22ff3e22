import { describe, expect, it } from 'vitest'
import { customerText, messageParts } from './quotes'

const above = 'Where is item 1042?'

describe('customerText', () => {
  it.each([
    ['a line quoted with >', `${above}\n> Hello, we sent it.\n>> Earlier`],
    [
      'Gmail in English',
      `${above}\n\nOn Mon, Nov 3, 2026 at 10:00 AM Support <support@shop.example> wrote:\nHello`,
    ],
    [
      'an attribution wrapped onto two lines',
      `${above}\nOn Mon, Nov 3, 2026 at 10:00 AM Support Team <\nsupport@shop.example> wrote:\nHi`,
    ],
    ['German', `${above}\nAm 03.11.2026 um 10:15 schrieb Support <support@shop.example>:\nHallo`],
    ['Spanish', `${above}\nEl lun, 3 nov 2026 a las 10:00, Soporte <support@shop.example> escribió:\nHola`],
    [
      'Portuguese',
      `${above}\nEm seg., 3 de nov. de 2026 às 10:00, Support <support@shop.example> escreveu:\nOlá`,
    ],
    ['Russian, by its verb', `${above}\nSupport пишет:\nПривет`],
    [
      'Mail.ru',
      `${above}\nПонедельник, 3 ноября 2026, 10:00 +03:00 от Support <support@shop.example>:\nПривет`,
    ],
    [
      'Russian, by the sender’s address alone',
      `${above}\nпн, 3 нояб. 2026 г. в 10:00, Support <support@shop.example>:\nПривет`,
    ],
    ['Chinese', `${above}\nSupport <support@shop.example> 于2026年11月3日周一 上午10:00写道：\n你好`],
    ['Outlook’s separator', `${above}\n-----Original Message-----\nFrom: Support\nHello`],
    ['Outlook’s separator in German', `${above}\n-----Ursprüngliche Nachricht-----\nVon: Support\nHallo`],
    ['Outlook’s separator in Spanish', `${above}\n-----Mensaje original-----\nHola`],
    ['Outlook’s separator in Portuguese', `${above}\n-----Mensagem original-----\nOlá`],
    ['Outlook’s separator in Russian', `${above}\n-----Исходное сообщение-----\nПривет`],
    ['QQ Mail’s separator', `${above}\n------------------ 原始邮件 ------------------\n你好`],
    [
      'Outlook’s headers without a separator',
      `${above}\nFrom: Support <support@shop.example>\nSent: Monday, November 3, 2026\nHello`,
    ],
    ['Outlook’s headers in German', `${above}\nVon: Support\nGesendet: Montag, 3. November 2026\nHallo`],
    ['Outlook’s headers in Chinese', `${above}\n发件人：Support\n发送时间：2026年11月3日\n你好`],
    ['a signature after its separator', `${above}\n-- \nMarco Rossi\nCiao`],
    ['a phone’s line', `${above}\nSent from my iPhone`],
    ['a phone’s line in German', `${above}\nVon meinem iPhone gesendet`],
    ['a phone’s line in Spanish', `${above}\nEnviado desde mi iPhone`],
    ['a phone’s line in Portuguese', `${above}\nEnviado do meu iPhone`],
    ['a phone’s line in Russian', `${above}\nОтправлено с iPhone`],
    ['a phone’s line in Chinese', `${above}\n发自我的iPhone`],
  ])('leaves out %s', (_what, ticket) => {
    expect(customerText(ticket).trim()).toBe(above)
  })

  it.each([
    ['an indented quoted line', `${above}\n   > Hello`],
    ['an indented separator', `${above}\n  -----Original Message-----  \nHello`],
    ['an attribution ending in spaces', `${above}\nOn Mon, Support <support@shop.example> wrote:   \nHello`],
    ['an attribution with a space before its colon', `${above}\nSupport <support@shop.example> :\nHello`],
    ['a signature separator without its space', `${above}\n--\nMarco`],
    ['indented Outlook headers', `${above}\n  From: Support\n  Sent: 3 November 2026\nHello`],
    [
      'Outlook headers with a space before the colons',
      `${above}\nFrom : Support\nSent : 3 November 2026\nHello`,
    ],
    ['an indented phone line', `${above}\n  Sent from my iPhone`],
    ['a verb with a space before its colon', `${above}\nSupport wrote :\nHello`],
    ['an address ending in spaces after its colon', `${above}\nSupport <support@shop.example>:   \nHello`],
    ['a Chinese phone line naming the phone', `${above}\n从我的 iPhone 发送`],
    [
      'an attribution wrapped after its indented first line',
      `${above}\n  On Mon, Nov 3, 2026 at 10:00 AM Support Team <\nsupport@shop.example> wrote:\nHi`,
    ],
  ])('leaves out %s', (_what, ticket) => {
    expect(customerText(ticket).trim()).toBe(above)
  })

  it.each([
    ['a quote mark inside a line', 'my item > 3 days late'],
    ['a separator inside a line', 'see -- original message -- below, nothing came'],
    ['a sender’s address inside a line', 'mail <support@shop.example>: nobody answers me'],
    ['a double dash before words', '-- still nothing'],
    ['a double dash after words', 'still nothing --'],
    ['"wrote:" inside a line', 'the bot wrote: nothing, and my item is gone'],
    ['"sent from my" inside a line', 'the offer was sent from my account'],
    ['a From line with no date under it', 'From: the store\nSent: nothing yet'],
    ['a sender named inside a line', 'I got this from: the bot\nSent: 3 times'],
    ['a separator’s words ending a line', 'I pasted -- original message --'],
    ['a separator’s words opening a line', '-- original message -- is what I sent'],
    ['a date line not starting one', 'From: the shop\nI was sent: 2 offers'],
  ])('keeps %s', (_what, ticket) => {
    expect(customerText(ticket)).toBe(ticket)
  })

  it('keeps the customer’s own line that only mentions a sender or a date', () => {
    const ticket = 'From: the store I bought item 1042\nSent: nothing so far, please check'
    expect(customerText(ticket)).toBe(ticket)
    expect(customerText('the bot wrote me nothing')).toBe('the bot wrote me nothing')
  })

  it('leaves out a quoted error and keeps its label, which is the customer’s', () => {
    expect(customerText('Бот пишет ошибку: Trade offer failed (EResult 15)\nЧто делать?')).toBe(
      'Бот пишет ошибку:\nЧто делать?',
    )
    expect(customerText('Fehlermeldung: inventory is private. Was tun?')).toBe('Fehlermeldung:')
    expect(customerText('报错：Trade offer failed')).toBe('报错：')
    expect(customerText('Error: partner inventory is private')).toBe('Error:')
    expect(customerText('Error message: partner inventory is private')).toBe('Error message:')
    expect(customerText('Fehler: Inventar privat')).toBe('Fehler:')
    expect(customerText('mensaje de error: inventory is private')).toBe('mensaje de error:')
    expect(customerText('mensagem de erro: inventory is private')).toBe('mensagem de erro:')
    expect(customerText('erro: inventory is private')).toBe('erro:')
    expect(customerText('текст ошибки：inventory is private')).toBe('текст ошибки：')
    expect(customerText('错误信息：inventory is private')).toBe('错误信息：')
    expect(customerText('Error : inventory is private')).toBe('Error :')
    expect(customerText('错误 ：inventory is private')).toBe('错误 ：')
    expect(customerText('the terror: nothing')).toBe('the terror: nothing')
  })

  it.each([
    ['"…"', 'it says "Trade offer declined" again'],
    ['“…”', 'it says “Trade offer declined” again'],
    ['„…“', 'it says „Trade offer declined“ again'],
    ['«…»', 'it says «Trade offer declined» again'],
    ['「…」', 'it says 「Trade offer declined」 again'],
    ['『…』', 'it says 『Trade offer declined』 again'],
    ['`…`', 'it says `Trade offer declined` again'],
  ])('leaves out text quoted in %s', (_marks, ticket) => {
    expect(customerText(ticket)).toBe('it says   again')
  })

  it('does not let an unclosed quotation mark hide the rest', () => {
    expect(customerText('my item "AWP never came, please check')).toBe(
      'my item "AWP never came, please check',
    )
  })
})

describe('messageParts', () => {
  it('finds the customer’s text under its own headers and the quote below it', () => {
    const top = 'From: a@b.example\nDate: Fri, 20 Nov 2026\nSubject: AWP\n\n'
    const own = 'Bought yesterday.\n'
    const quote = 'On Thu, Nov 19, 2026 at 9:00 AM Support <s@shop.example> wrote:\n> Hello'
    expect(messageParts(top + own + quote)).toEqual({
      ownStart: top.length,
      quotedStart: top.length + own.length,
    })
  })

  it('reads a text with no headers and no quote as the customer’s, whole', () => {
    expect(messageParts('Where is item 1042?')).toEqual({ ownStart: 0, quotedStart: 19 })
    expect(messageParts('')).toEqual({ ownStart: 0, quotedStart: 0 })
  })
})
