import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { PLACEHOLDERS, renderTemplate, unknownPlaceholders, usedPlaceholders } from './placeholders'

describe('unknownPlaceholders', () => {
  it('lists every braced token that is not a placeholder, once, as written', () => {
    expect(unknownPlaceholders('Item {id}: {nxet_try} {Name} {nxet_try} { id } {}')).toEqual([
      '{nxet_try}',
      '{Name}',
      '{ id }',
      '{}',
    ])
  })

  it('knows all six placeholders', () => {
    const all = PLACEHOLDERS.map((placeholder) => `{${placeholder.name}}`).join(' ')
    expect(all).toBe('{id} {name} {status} {next_try} {error} {bought_at}')
    expect(unknownPlaceholders(all)).toEqual([])
    expect(usedPlaceholders(all)).toHaveLength(6)
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
