import { describe, expect, it } from 'vitest'
import { inEnglish } from './english.test-support'
import { clipWords, formatWords, MAX_VALUE_CHARS, words, type Words } from './words'
import { wordsSchema } from './words-schema'

describe('words', () => {
  it('are an id and its values, worded where they are shown, words inside values first', () => {
    const failure = words(
      {
        id: 'error.export.stopped',
        defaultMessage: '{cause} The export stopped at {where}; no file was written.',
      },
      {
        cause: words(
          {
            id: 'error.status.noSuchItem',
            defaultMessage: 'No item with ID {item} exists in this catalog. Check the ID and try again.',
          },
          { item: '42' },
        ),
        where: words(
          { id: 'error.export.pageOf', defaultMessage: 'page {page, number} of {pages, number}' },
          { page: 3, pages: 7 },
        ),
      },
    )
    expect(inEnglish(failure)).toBe(
      'No item with ID 42 exists in this catalog. Check the ID and try again. The export stopped at page 3 of 7; no file was written.',
    )
    const seen: string[] = []
    const recording = {
      formatMessage: ({ id }: { readonly id: string }) => {
        seen.push(id)
        return id
      },
    }
    formatWords(recording, failure)
    expect(seen).toStrictEqual(['error.status.noSuchItem', 'error.export.pageOf', 'error.export.stopped'])
  })

  it('leave out values they do not have, so one id with nothing to fill is just the id', () => {
    expect(
      words({
        id: 'error.internal',
        defaultMessage:
          'Something went wrong inside Catalog Browser. Try again; if it keeps happening, restart the app.',
      }),
    ).toStrictEqual({ id: 'error.internal' })
    expect(
      words(
        {
          id: 'error.timeout',
          defaultMessage:
            'The catalog did not answer within {seconds, number} seconds. It may be busy or unreachable; try again in a moment.',
        },
        { seconds: 5 },
      ),
    ).toStrictEqual({
      id: 'error.timeout',
      values: { seconds: 5 },
    })
  })

  it('cross IPC only with an id every catalog has and values within bounds', () => {
    expect(
      wordsSchema.safeParse(
        words(
          {
            id: 'error.timeout',
            defaultMessage:
              'The catalog did not answer within {seconds, number} seconds. It may be busy or unreachable; try again in a moment.',
          },
          { seconds: 5 },
        ),
      ).success,
    ).toBe(true)
    expect(wordsSchema.safeParse({ id: 'error.nope' }).success).toBe(false)
    expect(wordsSchema.safeParse({ id: 'error.internal', extra: 1 }).success).toBe(false)
    const long = words(
      { id: 'error.ipc.refused', defaultMessage: 'The request {channel} was refused: {detail}.' },
      { channel: 'x', detail: 'd'.repeat(MAX_VALUE_CHARS + 1) },
    )
    expect(wordsSchema.safeParse(long).success).toBe(false)
    const deep = words(
      {
        id: 'error.export.stopped',
        defaultMessage: '{cause} The export stopped at {where}; no file was written.',
      },
      {
        cause: { id: 'error.nope' } as unknown as Words,
        where: 'page 1',
      },
    )
    expect(wordsSchema.safeParse(deep).success).toBe(false)
    const many = Object.fromEntries(Array.from({ length: 13 }, (_, i) => [`v${i}`, i]))
    expect(wordsSchema.safeParse({ id: 'error.internal', values: many }).success).toBe(false)
  })

  it('are cut to what an event carries, at every depth, and a value at the bound stays whole', () => {
    const exact = 'm'.repeat(MAX_VALUE_CHARS)
    const clipped = clipWords(
      words(
        {
          id: 'error.export.stopped',
          defaultMessage: '{cause} The export stopped at {where}; no file was written.',
        },
        {
          cause: words(
            { id: 'error.status.validation', defaultMessage: '{details}. Change the filters and try again.' },
            { details: `${exact}m` },
          ),
          where: exact,
        },
      ),
    )
    expect(clipped.values?.where).toBe(exact)
    const cause = clipped.values?.cause
    expect(typeof cause === 'object' ? cause.values?.details : null).toBe(
      `${'m'.repeat(MAX_VALUE_CHARS - 1)}…`,
    )
    expect(wordsSchema.safeParse(clipped).success).toBe(true)
    expect(
      clipWords(
        words({
          id: 'error.internal',
          defaultMessage:
            'Something went wrong inside Catalog Browser. Try again; if it keeps happening, restart the app.',
        }),
      ),
    ).toStrictEqual(
      words({
        id: 'error.internal',
        defaultMessage:
          'Something went wrong inside Catalog Browser. Try again; if it keeps happening, restart the app.',
      }),
    )
  })
})
