import { describe, expect, it } from 'vitest'
import {
  MAX_WINDOW_DEPTH,
  MIN_SECRET_LENGTH,
  TOO_DEEP,
  MAX_WINDOW_TEXT,
  cleanForWindow,
  createRedactingLog,
  createSecretRedactor,
  redactSecrets,
} from './secret-redactor'

describe('redactSecrets', () => {
  it('masks known secrets wherever they appear', () => {
    expect(redactSecrets('token s3cr3t-value failed; again s3cr3t-value', ['s3cr3t-value'])).toBe(
      'token [redacted] failed; again [redacted]',
    )
  })

  it('masks any bearer credential', () => {
    expect(redactSecrets('header "Authorization: Bearer abc.def-ghi" sent', [])).toBe(
      'header "Authorization: Bearer [redacted]" sent',
    )
  })

  it('leaves text alone when there is nothing to hide, and ignores too-short secrets', () => {
    expect(redactSecrets('all good abc', ['abc'])).toBe('all good abc')
    expect(redactSecrets('abcd', ['abcd'])).toBe('[redacted]')
  })
})

describe('createSecretRedactor', () => {
  it('redacts secrets remembered after the log was created', () => {
    const lines: string[] = []
    const redactor = createSecretRedactor()
    const log = createRedactingLog((line) => lines.push(line), redactor)
    redactor.remember('late-token')
    log('using late-token')
    expect(lines).toStrictEqual(['using [redacted]'])
  })

  it('redacts and cleans every string of a value for the window, keys included, without changing the original', () => {
    const redactor = createSecretRedactor(['tok-123456'])
    const error = {
      kind: 'validation',
      message: 'bad filter tok-123456\u0007\u001b[31m',
      fields: { 'filter[tok-123456]': ['echo Bearer zzz tok-123456'] },
      status: 422,
    }
    const shown = redactor.redactForWindow(error)
    expect(JSON.stringify(shown)).not.toContain('tok-123456')
    expect(shown.message).toBe('bad filter [redacted] [31m')
    expect(shown.fields).toStrictEqual({ 'filter[[redacted]]': ['echo Bearer [redacted] [redacted]'] })
    expect(shown.status).toBe(422)
    expect(error.message).toContain('tok-123456')
  })
})

describe('cleanForWindow', () => {
  it('removes control characters but keeps line breaks and tabs, and bounds the length', () => {
    expect(cleanForWindow('a\u0000b\u0008c\nd\te\u007f')).toBe('a b c\nd\te ')
    expect(cleanForWindow('moc.elpmaxe\u202e//:sptth')).toBe('moc.elpmaxe //:sptth')
    const long = cleanForWindow('x'.repeat(MAX_WINDOW_TEXT + 10))
    expect(long).toHaveLength(MAX_WINDOW_TEXT + 1)
    expect(long.endsWith('…')).toBe(true)
  })
})

describe('redaction edge cases', () => {
  it('masks a bearer credential however many spaces follow the word', () => {
    expect(redactSecrets('Authorization: Bearer    abc.def-123', [])).toBe('Authorization: Bearer [redacted]')
    expect(redactSecrets('bearer\tabc', [])).toBe('Bearer [redacted]')
  })

  it('masks a remembered secret of exactly the minimum length, not a shorter one', () => {
    const redactor = createSecretRedactor()
    redactor.remember('x'.repeat(MIN_SECRET_LENGTH))
    redactor.remember('yyy')
    expect(redactor.redact(`${'x'.repeat(MIN_SECRET_LENGTH)} yyy`)).toBe('[redacted] yyy')
  })

  it('never passes an object nested deeper than the limit to the window: it is replaced, token and all', () => {
    const redactor = createSecretRedactor(['deep-secret-token'])
    let nested: unknown = ['deep-secret-token']
    for (let level = 0; level < MAX_WINDOW_DEPTH + 3; level += 1) nested = [nested]
    const shown = JSON.stringify(redactor.redactForWindow(nested))
    expect(shown).not.toContain('deep-secret-token')
    expect(TOO_DEEP).toBe('[omitted: nested too deep]')
    expect(shown).toContain('[omitted: nested too deep]')
    // Within the limit, nothing is cut.
    expect(redactor.redactForWindow([[['a', ['deep-secret-token']]]])).toEqual([[['a', ['[redacted]']]]])
  })
})

describe('redactForWindow: the bounds are exact', () => {
  /** `levels` objects (or arrays) nested in one another around `leaf`. */
  const nested = (levels: number, kind: 'object' | 'array', leaf: unknown = 'leaf'): unknown => {
    let value = leaf
    for (let level = 0; level < levels; level++) value = kind === 'object' ? { a: value } : [value]
    return value
  }

  it.each(['object', 'array'] as const)(
    `passes ${MAX_WINDOW_DEPTH + 1} nested %ss whole and cuts the next level`,
    (kind) => {
      const redactor = createSecretRedactor()
      const deepest = nested(MAX_WINDOW_DEPTH + 1, kind)
      expect(redactor.redactForWindow(deepest)).toStrictEqual(deepest)
      expect(redactor.redactForWindow(nested(MAX_WINDOW_DEPTH + 2, kind))).toStrictEqual(
        nested(MAX_WINDOW_DEPTH + 1, kind, TOO_DEEP),
      )
    },
  )

  it('keeps null, numbers and booleans as they are', () => {
    const value = { none: null, count: 3, flag: false, list: [null, 1] }
    expect(createSecretRedactor().redactForWindow(value)).toStrictEqual(value)
  })

  it.each([3, false, null])('keeps %s at the deepest level it passes: only objects are cut', (leaf) => {
    const deepest = nested(MAX_WINDOW_DEPTH + 1, 'object', leaf)
    expect(createSecretRedactor().redactForWindow(deepest)).toStrictEqual(deepest)
    expect(createSecretRedactor().redactData(deepest)).toBe(deepest)
  })

  it(`leaves a text of exactly ${MAX_WINDOW_TEXT} characters uncut`, () => {
    const exact = 'x'.repeat(MAX_WINDOW_TEXT)
    expect(cleanForWindow(exact)).toBe(exact)
  })
})

describe('redactData: data crossing IPC is masked, never cleaned or cut', () => {
  const TOKEN = 'data-token-51c2'

  it('masks remembered secrets and bearer values in every string and key, at every depth it allows', () => {
    const redactor = createSecretRedactor([TOKEN])
    const page = {
      rows: [{ name: `Item ${TOKEN}`, note: 'Bearer other.cred' }],
      [TOKEN]: 1,
      text: `[${TOKEN}]`,
    }
    expect(redactor.redactData(page)).toStrictEqual({
      rows: [{ name: 'Item [redacted]', note: 'Bearer [redacted]' }],
      '[redacted]': 1,
      text: '[[redacted]]',
    })
    // The original is not changed: the handler's value may be cached in main.
    expect(page.rows[0]?.name).toBe(`Item ${TOKEN}`)
  })

  it('masks a token that only a key holds (an object whose values are all clean is still copied)', () => {
    const redactor = createSecretRedactor([TOKEN])
    const shown = redactor.redactData({ fields: { [`filter[${TOKEN}]`]: 1 } })
    expect(shown).toStrictEqual({ fields: { 'filter[[redacted]]': 1 } })
  })

  it('keeps what the window shows as data: control characters, direction marks and long text', () => {
    const redactor = createSecretRedactor([TOKEN])
    const long = 'x'.repeat(MAX_WINDOW_TEXT * 3)
    const value = { name: 'a\u0000b\u202ec', long, text: `${long}${TOKEN}` }
    const shown = redactor.redactData(value)
    expect(shown.name).toBe('a\u0000b\u202ec')
    expect(shown.long).toBe(long)
    expect(shown.text).toBe(`${long}[redacted]`)
  })

  it('hands back the same object when nothing needed masking (a page costs a walk, not a copy)', () => {
    const redactor = createSecretRedactor([TOKEN])
    const page = { items: '[[1,2]]', rows: [{ id: 1, name: 'Redline' }], total: 2, empty: null }
    expect(redactor.redactData(page)).toBe(page)
    const partly = { clean: { id: 1 }, dirty: { name: TOKEN } }
    const shown = redactor.redactData(partly)
    expect(shown).not.toBe(partly)
    expect(shown.clean).toBe(partly.clean)
    expect(shown.dirty).toStrictEqual({ name: '[redacted]' })
  })

  it('replaces what lies deeper than the limit, like redactForWindow', () => {
    let nested: unknown = { secret: TOKEN }
    for (let level = 0; level < MAX_WINDOW_DEPTH; level += 1) nested = { nested }
    const shown = JSON.stringify(createSecretRedactor([TOKEN]).redactData({ nested }))
    expect(shown).toContain(TOO_DEEP)
    expect(shown).not.toContain(TOKEN)
  })
})
