import { describe, expect, it } from 'vitest'
import { LANGUAGE_PACKS } from './default-templates'
import { REPLY_LANGUAGE_CODES } from './languages'
import { templateWarnings } from './template-warnings'
import { TEMPLATE_KEYS } from './templates'

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
    expect(kinds('send.inventory_private', '{name} {id}: {error}, again {next_try}')).toEqual([])
    expect(kinds('stopped.item_gone', '{name} {id} {next_try}')).toEqual(['no_value_here {next_try}'])
    expect(kinds('not_found', 'No {name} with {id}')).toEqual(['no_value_here {name}'])
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

  it('names unknown placeholders', () => {
    expect(kinds('closing', 'Bye {agnet_name}')).toEqual(['unknown_placeholder {agnet_name}'])
  })

  it('finds nothing to warn about in any default', () => {
    for (const language of REPLY_LANGUAGE_CODES)
      for (const key of TEMPLATE_KEYS)
        expect(templateWarnings(key, LANGUAGE_PACKS[language].templates[key]), `${language} ${key}`).toEqual(
          [],
        )
  })
})
