import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  chooseForm,
  countChoices,
  placeholderScope,
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

  it.each([
    ['brackets holding only spaces', 'Item {id} ( {name} ) sent.', 'Item 7 sent.'],
    ['full-width brackets left empty', '物品 {id}（{name}）已发送。', '物品 7已发送。'],
    ['a comma right before a mark', 'Hola,{customer_name}:', 'Hola:'],
    ['two gaps before a mark', 'Sent {next_try} {error}.', 'Sent.'],
    ['two gaps at the end of a line', 'Hello {customer_name} {agent_name}\nThanks.', 'Hello\nThanks.'],
    ['two gaps at the start of a line', 'Hi,\n{customer_name} {agent_name} thanks.', 'Hi,\nthanks.'],
    ['three gaps inside a line', 'Item {id} {name} {status} {error} sent.', 'Item 7 sent.'],
    ['empty lines at the ends', '{customer_name}\nThanks.\n\n', 'Thanks.'],
  ])('tidies %s', (_what, template, rendered) => {
    expect(renderTemplate(template, { id: '7' })).toBe(rendered)
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

  // CLDR orders categories zero, one, two, few, many, other; a language uses the ones it has.
  it.each([
    ['English, when no language is given: one', undefined, 1, 'a'],
    ['English, when no language is given: other', undefined, 2, 'b'],
    ['Latvian zero (10, 11, …)', 'lv', 10, 'a'],
    ['Latvian one (1, 21, …)', 'lv', 21, 'b'],
    ['Latvian other (2, 3, …)', 'lv', 2, 'c'],
    ['Arabic two', 'ar', 2, 'c'],
  ])('follow %s', (_what, language, count, form) => {
    expect(renderTemplate('{a|b|c}', {}, { count, ...(language ? { language } : {}) })).toBe(form)
  })

  it('give a category beyond the forms written the last form', () => {
    // Arabic "other" (100) is its sixth category; the lead wrote three forms.
    expect(renderTemplate('{a|b|c}', {}, { count: 100, language: 'ar' })).toBe('c')
    expect(renderTemplate('{a|b|c|d|e|f}', {}, { count: 100, language: 'ar' })).toBe('f')
  })

  it('say nothing for a choice with no forms, and the one form for any count', () => {
    expect(chooseForm([], 1, 'en')).toBe('')
    expect(chooseForm(['items'], 1, 'en')).toBe('items')
    expect(chooseForm(['items'], 3, 'en')).toBe('items')
  })

  it('tidy a greeting whose name is empty', () => {
    expect(renderTemplate('Hello {customer_name},', {})).toBe('Hello,')
    expect(renderTemplate('Hola, {customer_name}:', {})).toBe('Hola:')
    expect(renderTemplate('Здравствуйте, {customer_name}!', {})).toBe('Здравствуйте!')
    expect(renderTemplate('Hello {customer_name},', { customer_name: 'Ana' })).toBe('Hello Ana,')
  })
})

describe('placeholderScope', () => {
  it.each([
    ['id', 'item'],
    ['bought_at', 'item'],
    ['status', 'paragraph'],
    ['error', 'paragraph'],
    ['count', 'reply'],
    ['agent_name', 'reply'],
  ] as const)('{%s} is the %s’s own', (name, scope) => {
    expect(placeholderScope(name)).toBe(scope)
  })
})
