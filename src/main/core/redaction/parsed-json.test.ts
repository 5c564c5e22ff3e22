import { describe, expect, it } from 'vitest'
import { redactParsedJson } from './parsed-json'
import { spelledSecret } from './secret-spellings'

const TOKEN = 'parsed-token-77'
const SECRETS = [spelledSecret(TOKEN)]

describe('R1: redactParsedJson removes secrets from a parsed value, in place', () => {
  it('from every string and key, at any depth, keeping everything else', () => {
    // Deeper than any recursion would survive: JSON.parse takes it, so must the walk.
    const deep = `${'['.repeat(10_000)}{"leaf":"x${TOKEN}x"}${']'.repeat(10_000)}`
    const value = JSON.parse(
      `{"a":[1,null,true,"${TOKEN}"],"k${TOKEN}":{"n":2},"deep":${deep},"name":"Standard Bearer \\"Gold\\""}`,
    ) as Record<string, unknown>
    expect(redactParsedJson(value, SECRETS)).toBe(value)
    expect(value.a).toEqual([1, null, true, '[redacted]'])
    expect(value['k[redacted]']).toEqual({ n: 2 })
    expect(`k${TOKEN}` in value).toBe(false)
    expect(value.name).toBe('Standard Bearer "Gold"')
    let inner: unknown = value.deep
    while (Array.isArray(inner)) inner = inner[0]
    expect(inner).toEqual({ leaf: 'x[redacted]x' })
  })

  it('a string at the root, and under "__proto__", which plain assignment cannot overwrite', () => {
    expect(redactParsedJson(JSON.parse(`"${TOKEN}"`), SECRETS)).toBe('[redacted]')
    const value = JSON.parse(`{"__proto__":"${TOKEN}"}`) as object
    redactParsedJson(value, SECRETS)
    expect(Object.getOwnPropertyDescriptor(value, '__proto__')?.value).toBe('[redacted]')
    expect(Object.getPrototypeOf(value)).toBe(Object.prototype)
  })

  it('leaves a value without the secret untouched', () => {
    const value = { name: 'Redline', rows: [{ id: 1 }] }
    const copy = structuredClone(value)
    redactParsedJson(value, SECRETS)
    expect(value).toStrictEqual(copy)
  })
})

describe('R1: what redactParsedJson writes back is a plain property, like the ones JSON.parse makes', () => {
  it('a masked value and a masked key can be changed, deleted and listed like any other', () => {
    const value = JSON.parse(`{"name":"x ${TOKEN}","k${TOKEN}":1,"plain":2}`) as Record<string, unknown>
    redactParsedJson(value, SECRETS)
    const parsed = Object.getOwnPropertyDescriptor(value, 'plain')
    expect(parsed).toStrictEqual({ value: 2, writable: true, enumerable: true, configurable: true })
    expect(Object.getOwnPropertyDescriptor(value, 'name')).toStrictEqual({ ...parsed, value: 'x [redacted]' })
    expect(Object.getOwnPropertyDescriptor(value, 'k[redacted]')).toStrictEqual({ ...parsed, value: 1 })
    // Whatever reads the page next may change or drop a field: a read-only one would throw.
    value.name = 'renamed'
    delete value['k[redacted]']
    expect(value).toStrictEqual({ name: 'renamed', plain: 2 })
  })
})
