import { describe, expect, it } from 'vitest'
import {
  MAX_WINDOW_DEPTH,
  MIN_SECRET_LENGTH,
  TOO_DEEP,
  MAX_WINDOW_TEXT,
  cleanForWindow,
  lineForLog,
  createRedactingLog,
  createSecretRedactor,
  redactSecrets,
} from './secret-redactor'
import { spelledSecret } from './secret-spellings'

const spelled = (...secrets: string[]) => secrets.map(spelledSecret)

describe('redactSecrets', () => {
  it('masks known secrets wherever they appear', () => {
    expect(redactSecrets('token s3cr3t-value failed; again s3cr3t-value', spelled('s3cr3t-value'))).toBe(
      'token [redacted] failed; again [redacted]',
    )
  })

  it('masks any bearer credential', () => {
    expect(redactSecrets('header "Authorization: Bearer abc.def-ghi" sent', [])).toBe(
      'header "Authorization: Bearer [redacted]" sent',
    )
  })

  it('leaves text alone when there is nothing to hide, and ignores too-short secrets', () => {
    expect(redactSecrets('all good abc', spelled('abc'))).toBe('all good abc')
    expect(redactSecrets('abcd', spelled('abcd'))).toBe('[redacted]')
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
    expect(shown.message).toBe('bad filter [redacted]\\u0007\\u001B[31m')
    expect(shown.fields).toStrictEqual({ 'filter[[redacted]]': ['echo Bearer [redacted] [redacted]'] })
    expect(shown.status).toBe(422)
    expect(error.message).toContain('tok-123456')
  })
})

describe('encodeRedacted', () => {
  const TOKEN = 'enc"od\\ed-token'
  it('R2: masks values, not text, and only encodes twice when the text shows a secret', () => {
    const redactor = createSecretRedactor([TOKEN])
    let calls = 0
    const encode = (value: unknown) => {
      calls += 1
      return JSON.stringify(value)
    }
    const clean = { name: 'Standard Bearer "Gold" \\' }
    expect(redactor.encodeRedacted(clean, encode)).toBe(JSON.stringify(clean))
    expect(calls).toBe(1)
    const echoed = { name: `Echo ${TOKEN}\\`, [TOKEN]: 1 }
    const text = redactor.encodeRedacted(echoed, encode)
    expect(JSON.parse(text)).toStrictEqual({ name: 'Echo [redacted]\\', '[redacted]': 1 })
    expect(calls).toBe(3)
  })

  it('R2: masks an echo of any one of several secrets, and one of exactly the minimum length', () => {
    const short = 'k'.repeat(MIN_SECRET_LENGTH)
    const redactor = createSecretRedactor(['first-secret-1', 'second-secret-2', short])
    for (const secret of ['second-secret-2', short]) {
      const text = redactor.encodeRedacted({ name: `Echo ${secret}` }, JSON.stringify)
      expect(JSON.parse(text)).toStrictEqual({ name: 'Echo [redacted]' })
    }
  })

  it('a secret too short to mask costs no second encoding when a value happens to contain it', () => {
    const redactor = createSecretRedactor(['ab', 'long-secret-9'])
    let calls = 0
    const encode = (value: unknown) => {
      calls += 1
      return JSON.stringify(value)
    }
    expect(redactor.encodeRedacted({ name: 'Crab cabinet' }, encode)).toBe('{"name":"Crab cabinet"}')
    expect(calls).toBe(1)
  })
})

describe('secret spellings', () => {
  it('R1: masks a remembered secret percent-encoded as well, in logs and data', () => {
    const redactor = createSecretRedactor(['ab+cd/ef=='])
    expect(redactor.redact('url ?t=ab%2Bcd%2Fef%3D%3D and ab+cd/ef==')).toBe(
      'url ?t=[redacted] and [redacted]',
    )
    expect(redactor.redactData({ url: '?t=ab%2Bcd%2Fef%3D%3D' })).toStrictEqual({ url: '?t=[redacted]' })
  })
})

describe('lineForLog', () => {
  it('R6: a log line stays one line, and a direction override is shown, not obeyed', () => {
    const redactor = createSecretRedactor(['log-secret-1'])
    expect(lineForLog('link: x\nlink: forged log-secret-1 \u202e', redactor)).toBe(
      'link: x\\u000Alink: forged [redacted] \\u202E',
    )
  })
})

describe('cleanForWindow', () => {
  it('R6: escapes control characters and direction marks, keeps line breaks and tabs, and bounds the length', () => {
    expect(cleanForWindow('a\u0000b\u0008c\nd\te\u007f\u0085')).toBe('a\\u0000b\\u0008c\nd\te\\u007F\\u0085')
    expect(cleanForWindow('moc.elpmaxe\u202e//:sptth')).toBe('moc.elpmaxe\\u202E//:sptth')
    expect(cleanForWindow('a\u200fb\u2066c\u2028d\u061c')).toBe('a\\u200Fb\\u2066c\\u2028d\\u061C')
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

  it('masks a bearer credential up to the quote, comma, semicolon or space that ends it, and no further', () => {
    // A header echoed in a quoted string, a list or a cookie-like line: the rest is not the token.
    const line = `a='Bearer abc' b="Bearer def" c=Bearer ghi,jkl d=Bearer mno;pqr e=Bearer stu vwx`
    expect(redactSecrets(line, [])).toBe(
      `a='Bearer [redacted]' b="Bearer [redacted]" c=Bearer [redacted],jkl d=Bearer [redacted];pqr e=Bearer [redacted] vwx`,
    )
  })

  it('takes the word Bearer for a credential only when a space and a value follow it', () => {
    const words = 'Bearers: 2, Bearer; BearerX Bearer'
    expect(redactSecrets(words, [])).toBe(words)
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

  it('R2: masks remembered secrets in every string and key, and leaves a "Bearer" in a name alone', () => {
    const redactor = createSecretRedactor([TOKEN])
    const page = {
      rows: [{ name: `Item ${TOKEN}`, note: 'Standard Bearer (Gold)' }],
      [TOKEN]: 1,
      text: `[${TOKEN}]`,
    }
    expect(redactor.redactData(page)).toStrictEqual({
      rows: [{ name: 'Item [redacted]', note: 'Standard Bearer (Gold)' }],
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
