import { describe, expect, it } from 'vitest'
import { itemNamesInTicket } from './item-names-in-ticket'

const filters = (ticket: string) => itemNamesInTicket(ticket).map((name) => name.filter)

describe('item names in a ticket', () => {
  it('reads the name of issue 80 and nothing of the sentence around it', () => {
    const ticket = 'I bought the AK-47 | Redline (Field-Tested) yesterday and it never came.'
    expect(itemNamesInTicket(ticket)).toEqual([
      {
        text: 'AK-47 | Redline (Field-Tested)',
        filter: 'AK-47 | Redline (Field-Tested)',
        start: 13,
        end: 43,
        style: 'market-hash',
      },
    ])
  })

  it.each([
    ['Where is my ★ Butterfly Knife | Fade (Factory New)?', '★ Butterfly Knife | Fade (Factory New)'],
    [
      'I got Sticker | Natus Vincere (Holo) | Katowice 2014 instead',
      'Sticker | Natus Vincere (Holo) | Katowice 2014',
    ],
    ['the Operation Breakout Weapon Case never came', 'Operation Breakout Weapon Case'],
    ['and a Gamma Case Key too', 'Gamma Case Key'],
    ['My ★ Karambit never arrived', '★ Karambit'],
    ['Bought StatTrak™ M4A4 | Howl (Minimal Wear) today', 'StatTrak™ M4A4 | Howl (Minimal Wear)'],
    ['a Souvenir AWP | Dragon Lore (Factory New) drop', 'Souvenir AWP | Dragon Lore (Factory New)'],
    ['the AK-47 | Redline of my friend', 'AK-47 | Redline'],
    [
      'Genuine Fractal Horns of Inner Abysm (Used) came broken',
      'Genuine Fractal Horns of Inner Abysm (Used)',
    ],
    ['Купил AWP | Азимов (После полевых испытаний) вчера', 'AWP | Азимов (После полевых испытаний)'],
    ['我买的AK-47 | 红线 (久经沙场)还没到', 'AK-47 | 红线 (久经沙场)'],
    [
      'I bought SSG 08 | Blood in the Water (Field-Tested) yesterday',
      'SSG 08 | Blood in the Water (Field-Tested)',
    ],
    ['where is my Tempered AK47 (Used)?', 'Tempered AK47 (Used)'],
    ['купил Драконий коготь (Безупречное), не пришёл', 'Драконий коготь (Безупречное)'],
  ])('reads %j as %j', (ticket, name) => {
    expect(filters(ticket)).toEqual([name])
  })

  it.each([
    ['«…»', 'Купил «AK-47 | Красная линия» вчера', 'AK-47 | Красная линия'],
    ['„…“', 'Ich habe „AK-47 | Rote Linie (Einsatzerprobt)“ gekauft', 'AK-47 | Rote Linie (Einsatzerprobt)'],
    ['“…”', 'Comprei “AWP | Asiimov (Testada em Campo)” ontem', 'AWP | Asiimov (Testada em Campo)'],
    ['"…"', 'The item "Golden Baby Roshan" is pending', 'Golden Baby Roshan'],
    ['「…」', '我买的饰品「龙爪钩」没到', '龙爪钩'],
    [
      '`…`',
      'the `Arcana: Fiery Soul of the Slayer (Used)` never came',
      'Arcana: Fiery Soul of the Slayer (Used)',
    ],
  ])('reads a name quoted in %s whole, without its marks', (_, ticket, name) => {
    const [found] = itemNamesInTicket(ticket)
    expect(found?.filter).toBe(name)
    expect(ticket.slice(found!.start, found!.end)).toBe(name)
  })

  it('reads several names in the ticket order, each once', () => {
    const ticket =
      'Missing: AWP | Asiimov (Minimal Wear), M4A1-S | Hyper Beast (Field-Tested). The AWP | Asiimov (Minimal Wear) cost most.'
    expect(filters(ticket)).toEqual(['AWP | Asiimov (Minimal Wear)', 'M4A1-S | Hyper Beast (Field-Tested)'])
  })

  it('reads a name a pasted ticket wrapped across lines, and sends it on one', () => {
    const ticket = 'I purchased StatTrak™ AK-47 | Vulcan\n(Field-Tested) last week'
    const [found] = itemNamesInTicket(ticket)
    expect(found).toMatchObject({
      text: 'StatTrak™ AK-47 | Vulcan\n(Field-Tested)',
      filter: 'StatTrak™ AK-47 | Vulcan (Field-Tested)',
    })
  })

  it('reads the name in a quoted sentence, not the sentence', () => {
    expect(filters('He wrote “I got AK-47 | Redline”')).toEqual(['AK-47 | Redline'])
  })

  it('does not run a name into the next line of a list', () => {
    expect(filters('the AK-47 |\n\nRedline (Field-Tested)')).toEqual(['Redline (Field-Tested)'])
    expect(filters('Missing:\nAK-47 | Redline\nBest regards, Tom')).toEqual(['AK-47 | Redline'])
    expect(filters('AK-47 | Rote Linie (Einsatzerprobt)\nM4A4 | Howl (Factory New)')).toHaveLength(2)
  })

  it('ends a name at its number: a second number after it is the ticket’s', () => {
    const ticket = 'Sticker | Natus Vincere | Katowice 2014 77121 and Chroma 2 Case'
    expect(itemNamesInTicket(ticket).map((name) => name.filter)).toEqual([
      'Sticker | Natus Vincere | Katowice 2014',
      'Chroma 2 Case',
    ])
  })

  it('sends the name as the catalog writes it: one space around `|`, before `(`, half-width marks', () => {
    expect(filters('got AK-47|Redline(Field-Tested) yesterday')).toEqual(['AK-47 | Redline (Field-Tested)'])
    expect(filters('我买了沙漠之鹰｜炽烈之炎（略有磨损），还没到')).toEqual([
      '沙漠之鹰 | 炽烈之炎 (略有磨损)',
    ])
    expect(filters('my ★Karambit | Doppler (Factory New)')).toEqual(['★ Karambit | Doppler (Factory New)'])
  })

  it('reads a name once however its case is written, as the service matches it', () => {
    expect(filters('AK-47 | Redline (Field-Tested), then AK-47 | REDLINE (FIELD-TESTED) again')).toEqual([
      'AK-47 | Redline (Field-Tested)',
    ])
  })

  it('offers no name too long for one filter value', () => {
    const long = `AK-47 | ${'Redline '.repeat(30)}`
    expect(filters(`the ${long}never came`)).toEqual([])
    expect(filters(`the AK-47 | ${'Redline '.repeat(20)}never came`)).toHaveLength(1)
  })

  it('tells market-style names from display names', () => {
    const styles = (ticket: string) => itemNamesInTicket(ticket).map((name) => name.style)
    expect(styles('the AK-47 | Redline (Field-Tested) and the Chroma 2 Case')).toEqual([
      'market-hash',
      'market-hash',
    ])
    expect(styles('das AK-47 | Rote Linie (Einsatzerprobt)')).toEqual(['display'])
    expect(styles('купил AWP | Азимов (После полевых испытаний)')).toEqual(['display'])
    expect(styles('I bought Dragonclaw Hook (Pristine)')).toEqual(['display'])
  })

  it('keeps a wear the catalog writes and leaves out a parenthesis the customer wrote', () => {
    expect(filters('the AK-47 | Redline (FT) never came')).toEqual(['AK-47 | Redline'])
    expect(filters('the AK-47 | Redline (bought yesterday) never came')).toEqual(['AK-47 | Redline'])
  })

  it('starts a name at its kind, not at the capitalized words before it', () => {
    expect(filters('Bought AK-47 | Redline (Field-Tested)')).toEqual(['AK-47 | Redline (Field-Tested)'])
    expect(filters('Mein Skin AK-47 | Redline gekauft')).toEqual(['AK-47 | Redline'])
  })

  it.each([
    ['a sentence', 'My order never arrived and support is not answering. Please help!'],
    ['a `|` between lower-case words', 'Trade offer failed | error 15 | please retry later'],
    ['a `|` after a word of no listed kind', 'Mein Konto | Inventar zeigt nichts an'],
    ['a table row', 'Status | Pending | Paid'],
    ['a lower-case case', 'In case you wonder, I checked it'],
    ['a case with no name', 'the Weapon Case never came'],
    ['a Russian name whose end cannot be told', 'Купил AK-47 | Красная линия вчера, не пришёл'],
    ['a Russian name with no capital', 'купил драконий коготь (Безупречное)'],
    ['a quoted error', 'El error dice «Trade offer failed». ¿Qué hago?'],
    ['a quoted button with no item noun', 'I pressed "Accept Trade" twice'],
    ['a Chinese table row', '订单 | 状态 | 待发货'],
    ['a name with no kind', 'The AK-47 I bought yesterday never came.'],
    ['a wear said of an item noun', 'Ich habe einen Skin (Abgenutzt) bekommen'],
    ['a wear after a little word', 'I bought the Hook of (Used)'],
  ])('reads no name in %s', (_, ticket) => {
    expect(itemNamesInTicket(ticket)).toEqual([])
  })
})
