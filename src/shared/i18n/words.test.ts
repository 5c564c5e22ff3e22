import { describe, expect, it } from 'vitest'
import { inEnglish } from './english.test-support'
import { clipWords, formatWords, MAX_VALUE_CHARS, words, type Words } from './words'
import { wordsSchema } from './words-schema'

describe('words', () => {
  it('are an id and its values, worded where they are shown, words inside values first', () => {
    const failure = words('error.export.stopped', {
      cause: words('error.status.noSuchItem', { item: '42' }),
      where: words('error.export.pageOf', { page: 3, pages: 7 }),
    })
    expect(inEnglish(failure)).toBe(
      'No item with ID 42 exists in this catalog. Check the ID and try again. The export stopped at page 3 of 7; no file was written.',
    )
    const seen: string[] = []
    formatWords((id) => {
      seen.push(id)
      return id
    }, failure)
    expect(seen).toStrictEqual(['error.status.noSuchItem', 'error.export.pageOf', 'error.export.stopped'])
  })

  it('leave out values they do not have, so one id with nothing to fill is just the id', () => {
    expect(words('error.internal')).toStrictEqual({ id: 'error.internal' })
    expect(words('error.timeout', { seconds: 5 })).toStrictEqual({
      id: 'error.timeout',
      values: { seconds: 5 },
    })
  })

  it('cross IPC only with an id every catalog has and values within bounds', () => {
    expect(wordsSchema.safeParse(words('error.timeout', { seconds: 5 })).success).toBe(true)
    expect(wordsSchema.safeParse({ id: 'error.nope' }).success).toBe(false)
    expect(wordsSchema.safeParse({ id: 'error.internal', extra: 1 }).success).toBe(false)
    const long = words('error.ipc.refused', { channel: 'x', detail: 'd'.repeat(MAX_VALUE_CHARS + 1) })
    expect(wordsSchema.safeParse(long).success).toBe(false)
    const deep = words('error.export.stopped', {
      cause: { id: 'error.nope' } as unknown as Words,
      where: 'page 1',
    })
    expect(wordsSchema.safeParse(deep).success).toBe(false)
    const many = Object.fromEntries(Array.from({ length: 13 }, (_, i) => [`v${i}`, i]))
    expect(wordsSchema.safeParse({ id: 'error.internal', values: many }).success).toBe(false)
  })

  it('are cut to what an event carries, at every depth, and a value at the bound stays whole', () => {
    const exact = 'm'.repeat(MAX_VALUE_CHARS)
    const clipped = clipWords(
      words('error.export.stopped', {
        cause: words('error.status.validation', { details: `${exact}m` }),
        where: exact,
      }),
    )
    expect(clipped.values?.where).toBe(exact)
    const cause = clipped.values?.cause
    expect(typeof cause === 'object' ? cause.values?.details : null).toBe(
      `${'m'.repeat(MAX_VALUE_CHARS - 1)}…`,
    )
    expect(wordsSchema.safeParse(clipped).success).toBe(true)
    expect(clipWords(words('error.internal'))).toStrictEqual(words('error.internal'))
  })
})
