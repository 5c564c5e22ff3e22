import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  countChoices,
  PLACEHOLDERS,
  renderTemplate,
  unknownPlaceholders,
  usedPlaceholders,
} from './placeholders'

describe('unknownPlaceholders', () => {
  it('lists every braced token that is not a placeholder, once, as written', () => {
    expect(unknownPlaceholders('Item {id}: {nxet_try} {Name} {nxet_try} { id } {}')).toEqual([
      '{nxet_try}',
      '{Name}',
      '{ id }',
      '{}',
    ])
  })

  it('knows every placeholder', () => {
    const all = PLACEHOLDERS.map((placeholder) => `{${placeholder.name}}`).join(' ')
    expect(all).toBe(
      '{id} {name} {market_hash_name} {bought_at} {status} {next_try} {error} {count} {customer_name} {agent_name}',
    )
    expect(unknownPlaceholders(all)).toEqual([])
    expect(usedPlaceholders(all)).toHaveLength(PLACEHOLDERS.length)
  })

  it('reads a count choice as a choice, not as an unknown placeholder', () => {
    expect(unknownPlaceholders('{it|them} {a|b|c} {x}')).toEqual(['{x}'])
    expect(countChoices('{it|them} and {one|few|many}')).toEqual([
      ['it', 'them'],
      ['one', 'few', 'many'],
    ])
  })

  it('flags a brace on its own too: braces are kept for placeholders', () => {
    expect(unknownPlaceholders('a { b } c }')).toEqual(['{ b }', '}'])
    expect(unknownPlaceholders('smile :-{')).toEqual(['{'])
    expect(unknownPlaceholders('{{id}}')).toEqual(['{', '}'])
  })
})

describe('renderTemplate', () => {
  it('fills in the values', () => {
    expect(
      renderTemplate('{name} (ID {id}) is {status}.', { id: '7', name: 'Case', status: 'delivered' }),
    ).toBe('Case (ID 7) is delivered.')
  })

  it('leaves an unknown placeholder out and tidies the space it leaves', () => {
    expect(renderTemplate('Sent {nxet_try} today .', {})).toBe('Sent today.')
    expect(renderTemplate('{{id}}', { id: '7' })).toBe('7')
  })

  it('renders a missing or null value as nothing, and drops the brackets left empty', () => {
    expect(renderTemplate('Item {id} ({name}) retried {next_try}.', { id: '7', next_try: null })).toBe(
      'Item 7 retried.',
    )
  })

  it('keeps line breaks', () => {
    expect(renderTemplate('Hello,\n\nthanks.', {})).toBe('Hello,\n\nthanks.')
  })

  it('does not read a value as a template: a name with braces is sent as written', () => {
    expect(renderTemplate('{name}', { name: '{error}' })).toBe('{error}')
  })

  it('never sends an unknown placeholder, whatever the template', () => {
    const noBraces = fc.string().filter((value) => !/[{}]/.test(value))
    fc.assert(
      fc.property(
        fc.array(fc.oneof(fc.string(), fc.constantFrom('{id}', '{name}', '{nope}', '{', '}', '{{x}}')), {
          maxLength: 12,
        }),
        noBraces,
        (parts, value) => {
          const rendered = renderTemplate(parts.join(''), { id: value, name: value })
          expect(rendered).not.toMatch(/[{}]/)
        },
      ),
    )
  })
})

describe('count choices', () => {
  it('speak of one item as one and of several as several', () => {
    expect(renderTemplate('your {item stands|items stand}', {}, { count: 1 })).toBe('your item stands')
    expect(renderTemplate('your {item stands|items stand}', {}, { count: 2 })).toBe('your items stand')
    // Listed items carry no number: 21 items are several in Russian too.
    expect(renderTemplate('{предмет|предметы}', {}, { count: 21, language: 'ru' })).toBe('предметы')
  })

  it('follow Intl.PluralRules next to a number: Russian one, few, many', () => {
    const text = '{count} {предмет|предмета|предметов|предмета}'
    const say = (count: number) => renderTemplate(text, {}, { count, language: 'ru' })
    expect([1, 2, 4, 5, 11, 21, 22, 25].map(say)).toEqual([
      '1 предмет',
      '2 предмета',
      '4 предмета',
      '5 предметов',
      '11 предметов',
      '21 предмет',
      '22 предмета',
      '25 предметов',
    ])
  })

  it('tidy a greeting whose name is empty', () => {
    expect(renderTemplate('Hello {customer_name},', {})).toBe('Hello,')
    expect(renderTemplate('Hola, {customer_name}:', {})).toBe('Hola:')
    expect(renderTemplate('Здравствуйте, {customer_name}!', {})).toBe('Здравствуйте!')
    expect(renderTemplate('Hello {customer_name},', { customer_name: 'Ana' })).toBe('Hello Ana,')
  })
})
