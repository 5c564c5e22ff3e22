import { TYPE } from '@formatjs/icu-messageformat-parser'
import { createIntl } from '@formatjs/intl'
import { describe, expect, it } from 'vitest'
import { compileCatalog } from './compile-catalog'

describe('compileCatalog', () => {
  it('turns each message into the tree that formats as the string did', () => {
    const catalog = { greeting: 'Hello {name}', count: '{n, plural, one {# item} other {# items}}' }
    const compiled = JSON.parse(compileCatalog(JSON.stringify(catalog), 'en.json')) as Record<string, unknown>
    expect(Object.keys(compiled)).toStrictEqual(['greeting', 'count'])
    expect((compiled.greeting as { type: number }[]).map((element) => element.type)).toStrictEqual([
      TYPE.literal,
      TYPE.argument,
    ])
    // The catalog's ids are not the app's, hence the cast: this is the library reading a tree.
    const intl = createIntl({ locale: 'en', messages: compiled as Record<string, string> })
    const format = (id: string, values: Record<string, string | number>) =>
      // eslint-disable-next-line formatjs/enforce-default-message -- a compiled test catalog, no app message
      intl.formatMessage({ id: id as never }, values)
    expect(format('greeting', { name: 'Ana' })).toBe('Hello Ana')
    expect(format('count', { n: 1 })).toBe('1 item')
    expect(format('count', { n: 3 })).toBe('3 items')
  })

  it('fails the build on a broken message, naming the file and the id', () => {
    expect(() => compileCatalog('{"a": "ok", "b": "{unclosed"}', 'de.json')).toThrow(
      /de\.json: b is not a valid ICU/,
    )
    expect(() => compileCatalog('{"a": 1}', 'ru.json')).toThrow('ru.json: a is not a string.')
    expect(() => compileCatalog('["a"]', 'es.json')).toThrow(/es\.json: a message catalog is one JSON object/)
  })
})
