import { describe, expect, it } from 'vitest'
import { LANGUAGE_PACKS } from './default-templates'
import { REPLY_LANGUAGE_CODES } from '../i18n/languages'
import { templateWarnings } from './template-warnings'
import { TEMPLATE_KEYS } from './templates'
import { withEnglish } from '../i18n/english.test-support'

const kinds = (key: Parameters<typeof templateWarnings>[0], text: string) =>
  templateWarnings(key, text).map((warning) => `${warning.kind} ${warning.placeholder}`)

describe('templateWarnings', () => {
  it('warns when a per-item situation leaves out {id} or {name}', () => {
    expect(kinds('trade_accepted', 'Delivered.')).toEqual(['item_not_named {id}', 'item_not_named {name}'])
    expect(kinds('trade_accepted', '{market_hash_name} #{id} delivered.')).toEqual([])
    expect(kinds('not_found', 'No item {id}.')).toEqual([])
  })

  it('warns about {next_try} or {error} where the situation never has one', () => {
    expect(kinds('trade_accepted', '{name} {id} (next try: {next_try}) {error}')).toEqual([
      'no_value_here {next_try}',
      'no_value_here {error}',
    ])
    expect(kinds('send.steam_down', '{name} {id}: {error}, again {next_try}')).toEqual([])
    // Sent again only once the customer has acted, never at the planned try: no time is told.
    expect(kinds('send.inventory_private', '{name} {id}: {error}, again {next_try}')).toEqual([
      'no_value_here {next_try}',
    ])
    expect(kinds('accept.trade_hold', '{name} {id} {next_try}')).toEqual(['no_value_here {next_try}'])
    expect(kinds('stopped.item_gone', '{name} {id} {next_try}')).toEqual(['no_value_here {next_try}'])
    expect(kinds('not_found', 'No {name} with {id}')).toEqual(['no_value_here {name}'])
  })

  it.each([
    ['accept.steam_down', '{name} {id}: sent again {next_try}, after {error}.'],
    ['send_next_try', '{name} {id}: again {next_try}.'],
    ['conflicting', '{name} {id}: the catalog says {error}.'],
    ['stopped.checking', '{name} {id}: {error}.'],
  ] as const)('finds a value for every placeholder of %s: %s', (key, text) => {
    expect(kinds(key, text)).toEqual([])
  })

  it.each([
    ['{name}', 'not_found'],
    ['{market_hash_name}', 'lookup_failed'],
    ['{status}', 'lookup_interrupted'],
    ['{bought_at}', 'not_found'],
  ] as const)('warns that %s has no value where %s has no item behind the ID', (placeholder, key) => {
    expect(kinds(key, `No item {id} ${placeholder}.`)).toEqual([`no_value_here ${placeholder}`])
  })

  it('flags item placeholders in the greeting, closing, signature and added sentences', () => {
    expect(kinds('greeting', 'Hi {customer_name}, about {name}:')).toEqual([
      'item_placeholder_outside_items {name}',
    ])
    expect(kinds('signature', '{agent_name} ({id})')).toEqual(['item_placeholder_outside_items {id}'])
    expect(kinds('closing', 'Status: {status}')).toEqual(['item_placeholder_outside_items {status}'])
    expect(kinds('next_try_line', 'Again {next_try} for {name}.')).toEqual([
      'item_placeholder_outside_items {name}',
    ])
    expect(kinds('next_try_line', 'We will try again.')).toEqual(['no_value_here {next_try}'])
  })

  it('flags {next_try} in an added sentence said where no next try is told', () => {
    expect(kinds('due_now_line', 'Due {next_try}.')).toEqual([])
    for (const key of [
      'resend_once_public_line',
      'resend_once_url_line',
      'after_fix_line',
      'we_check_line',
    ] as const)
      expect(kinds(key, 'Again {next_try}.'), key).toEqual(['no_value_here {next_try}'])
    expect(kinds('closing', 'Bye {next_try}')).toEqual(['item_placeholder_outside_items {next_try}'])
    expect(withEnglish(templateWarnings('resend_once_url_line', 'Again {next_try}.'))).toEqual([
      {
        kind: 'no_value_here',
        placeholder: '{next_try}',
        message: 'Uses {next_try}, which this situation never has: it is left out of the reply.',
      },
    ])
  })

  it('names unknown placeholders', () => {
    expect(kinds('closing', 'Bye {agnet_name}')).toEqual(['unknown_placeholder {agnet_name}'])
  })

  it('says each warning in words the lead can act on', () => {
    expect(withEnglish(templateWarnings('trade_accepted', 'Delivered {error} {nope}.'))).toEqual([
      {
        kind: 'unknown_placeholder',
        placeholder: '{nope}',
        message: 'Unknown placeholder {nope}: left out of the reply.',
      },
      {
        kind: 'item_not_named',
        placeholder: '{id}',
        message:
          'Leaves out {id}: with several items in this situation, the customer cannot tell which is which.',
      },
      {
        kind: 'item_not_named',
        placeholder: '{name}',
        message: 'Leaves out {name}: the customer sees only ID numbers for their items.',
      },
      {
        kind: 'no_value_here',
        placeholder: '{error}',
        message: 'Uses {error}, which this situation never has: it is left out of the reply.',
      },
    ])
    expect(withEnglish(templateWarnings('next_try_line', 'We retry {id}.'))).toEqual([
      {
        kind: 'item_placeholder_outside_items',
        placeholder: '{id}',
        message:
          "{id} is an item's own, but this box is said once for all items: it is left out or names only one.",
      },
      {
        kind: 'no_value_here',
        placeholder: '{next_try}',
        message: 'Leaves out {next_try}: the customer is not told when the next attempt is.',
      },
    ])
  })

  it('finds nothing to warn about in any default', () => {
    for (const language of REPLY_LANGUAGE_CODES)
      for (const key of TEMPLATE_KEYS)
        expect(templateWarnings(key, LANGUAGE_PACKS[language].templates[key]), `${language} ${key}`).toEqual(
          [],
        )
  })
})
