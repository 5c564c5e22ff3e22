import { describe, expect, it } from 'vitest'
import { checkPageAgainstQuery } from './page-matches-query'
import { withEnglish } from '../../../shared/i18n/english.test-support'

const pagination = (current_page: number, per_page: number) => ({
  total: 1000,
  per_page,
  current_page,
  pages: 40,
  links: { next_page: null, previous_page: null, first_page: 'https://c.example/v1/items?page=1' },
})
const message = (detail: string) =>
  `The catalog's answer does not match the request (${detail}). The app does not show it; report this to the catalog's operators.`

describe('checkPageAgainstQuery', () => {
  it('accepts a page that answers the question, including a short or empty one', () => {
    for (const itemCount of [0, 24, 25]) {
      expect(
        checkPageAgainstQuery({ limit: 25, page: 3 }, { itemCount, pagination: pagination(3, 25) }),
      ).toEqual({
        ok: true,
        data: true,
      })
    }
  })

  it('refuses more items than asked for, another page, or another page size, naming what differs', () => {
    expect(
      withEnglish(
        checkPageAgainstQuery({ limit: 25, page: 3 }, { itemCount: 26, pagination: pagination(3, 25) }),
      ),
    ).toEqual({
      ok: false,
      error: {
        kind: 'bad_response',
        status: 200,
        path: 'data',
        message: message('asked for at most 25 items, got 26'),
      },
    })
    expect(
      withEnglish(
        checkPageAgainstQuery({ limit: 25, page: 3 }, { itemCount: 25, pagination: pagination(4, 25) }),
      ),
    ).toEqual({
      ok: false,
      error: {
        kind: 'bad_response',
        status: 200,
        path: 'pagination.current_page',
        message: message('asked for page 3, got page 4'),
      },
    })
    expect(
      withEnglish(
        checkPageAgainstQuery({ limit: 25, page: 3 }, { itemCount: 10, pagination: pagination(3, 50) }),
      ),
    ).toEqual({
      ok: false,
      error: {
        kind: 'bad_response',
        status: 200,
        path: 'pagination.per_page',
        message: message('asked for 25 items per page, got 50'),
      },
    })
  })
})
