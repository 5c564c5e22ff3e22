import { describe, expect, it } from 'vitest'
import { errorForStatus, parseErrorEnvelope } from './status-errors'
import type { RequestContext } from './request-context'
import { inEnglish } from '../../../shared/i18n/english.test-support'
import { withEnglish } from '../../../shared/i18n/english.test-support'

/*
 * The words and bounds of every non-2xx answer, pinned: these messages are what an agent reads
 * when something is wrong, and the bounds are what keep a hostile server's text small.
 */

const LIST: RequestContext = { baseUrl: 'https://catalog.example/api', itemId: null, timeoutMs: 1000 }
const ITEM: RequestContext = { ...LIST, itemId: 42 }

const envelope = (message: string, data?: unknown) => ({
  success: false,
  type: 'error',
  message,
  ...(data === undefined ? {} : { data }),
})

describe('parseErrorEnvelope', () => {
  it('reads the documented envelope and nothing else', () => {
    expect(parseErrorEnvelope(envelope('bad', { name: ['too long'] }))).toEqual({
      success: false,
      type: 'error',
      message: 'bad',
      data: { name: ['too long'] },
    })
    expect(parseErrorEnvelope(undefined)).toBeNull()
    expect(parseErrorEnvelope('not an envelope')).toBeNull()
    expect(parseErrorEnvelope({ success: true, type: 'error', message: 'x' })).toBeNull()
  })
})

describe('errorForStatus', () => {
  it('422 lists each refused parameter with its messages', () => {
    const error = errorForStatus(422, envelope('invalid', { 'filter[x]': ['unknown', 'filter'] }), null, LIST)
    expect(withEnglish(error)).toEqual({
      kind: 'validation',
      message: 'filter[x]: unknown filter. Change the filters and try again.',
      fields: { 'filter[x]': ['unknown', 'filter'] },
    })
  })

  it('422 joins several refused parameters with "; "', () => {
    const error = errorForStatus(
      422,
      envelope('invalid', { 'filter[x]': ['unknown'], limit: ['too', 'big'] }),
      null,
      LIST,
    )
    expect(inEnglish(error.message)).toBe(
      'filter[x]: unknown; limit: too big. Change the filters and try again.',
    )
  })

  it('422 without details says so', () => {
    expect(withEnglish(errorForStatus(422, undefined, null, LIST))).toEqual({
      kind: 'validation',
      message:
        'The catalog refused the request (HTTP 422) without saying which parameter was wrong. Change the filters and try again.',
      fields: {},
    })
  })

  it('422 keeps at most 50 fields of at most 10 messages, each cleaned and cut at 500 characters', () => {
    const data = Object.fromEntries(
      Array.from({ length: 60 }, (_, index) => [`f${index}`, Array.from({ length: 12 }, (_, m) => `m${m}`)]),
    )
    const error = errorForStatus(422, envelope('x', data), null, LIST)
    if (error.kind !== 'validation') throw new Error(error.kind)
    expect(Object.keys(error.fields)).toHaveLength(50)
    expect(Object.keys(error.fields).at(-1)).toBe('f49')
    expect(error.fields.f0).toEqual(['m0', 'm1', 'm2', 'm3', 'm4', 'm5', 'm6', 'm7', 'm8', 'm9'])

    const long = errorForStatus(
      422,
      envelope('x', { '\u0000 name\u001f\u007f': ['a'.repeat(501), 'b'.repeat(500), '\t  tabbed \n'] }),
      null,
      LIST,
    )
    if (long.kind !== 'validation') throw new Error(long.kind)
    expect(long.fields).toEqual({ name: [`${'a'.repeat(500)}…`, 'b'.repeat(500), 'tabbed'] })
  })

  it('control characters in a run become one space', () => {
    const error = errorForStatus(422, envelope('x', { f: ['one\u0001\u0002\u0003two'] }), null, LIST)
    if (error.kind !== 'validation') throw new Error(error.kind)
    expect(error.fields.f).toEqual(['one two'])
  })

  it('401 says to sign out and connect again', () => {
    expect(withEnglish(errorForStatus(401, undefined, null, ITEM))).toEqual({
      kind: 'unauthorized',
      message:
        'HTTP 401: the access token is wrong, incomplete or has expired. Paste a valid token and connect again.',
    })
  })

  it('403 names what was refused', () => {
    expect(withEnglish(errorForStatus(403, undefined, null, LIST).message)).toBe(
      "The access token is valid but may not read the item list (HTTP 403). Ask the catalog's administrators for a token with access.",
    )
    expect(withEnglish(errorForStatus(403, undefined, null, ITEM))).toEqual({
      kind: 'forbidden',
      message:
        "The access token is valid but may not read item 42 (HTTP 403). Ask the catalog's administrators for a token with access.",
    })
  })

  it('404 on the list points at the base URL, on an item at the ID', () => {
    expect(withEnglish(errorForStatus(404, undefined, null, LIST))).toEqual({
      kind: 'not_found',
      message:
        'There is no item list at https://catalog.example/api/v1/items (HTTP 404). Check the base URL, including any path prefix such as /api.',
    })
    expect(withEnglish(errorForStatus(404, undefined, null, ITEM))).toEqual({
      kind: 'not_found',
      message: 'No item with ID 42 exists in this catalog. Check the ID and try again.',
    })
  })

  it('429 says when to try again when the catalog said', () => {
    expect(withEnglish(errorForStatus(429, undefined, null, LIST))).toEqual({
      kind: 'rate_limited',
      message: 'The catalog is receiving too many requests (HTTP 429) and asked the app to wait.',
      retryAfterSeconds: null,
    })
    expect(withEnglish(errorForStatus(429, '', 30, LIST))).toEqual({
      kind: 'rate_limited',
      message: 'The catalog is receiving too many requests (HTTP 429) and asked the app to wait 30 seconds.',
      retryAfterSeconds: 30,
    })
  })

  it.each([500, 503, 599])('%i is the catalog’s own failure, named by its origin', (status) => {
    expect(withEnglish(errorForStatus(status, envelope('boom'), null, LIST))).toEqual({
      kind: 'server',
      message: `The catalog at https://catalog.example failed to answer (HTTP ${status}). This is a problem on the catalog's side; try again in a minute.`,
      status,
    })
  })

  it.each([400, 405, 499, 600, 101])('%i is an unexpected answer', (status) => {
    expect(withEnglish(errorForStatus(status, undefined, null, ITEM))).toEqual({
      kind: 'bad_response',
      message: `The catalog answered item 42 with an unexpected HTTP ${status}. Check the base URL; if it is right, report this to the catalog's operators.`,
      status,
      path: '',
    })
  })

  it('an unexpected answer quotes the server’s own message, cleaned', () => {
    expect(withEnglish(errorForStatus(400, envelope(' no\u0007way '), null, LIST).message)).toBe(
      'The catalog answered the item list with an unexpected HTTP 400. It said: "no way". Check the base URL; if it is right, report this to the catalog\'s operators.',
    )
  })
})
