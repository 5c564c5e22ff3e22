import { describe, expect, it } from 'vitest'
import { fetchFailureToError, isTlsCode, type AbortSources } from './network-errors'
import { BodyTooLargeError } from './read-body'
import type { RequestContext } from './request-context'
import { inEnglish } from '../../../shared/i18n/english.test-support'
import { withEnglish } from '../../../shared/i18n/english.test-support'

const context = { baseUrl: 'https://catalog.example.com/api', timeoutMs: 12_345 } as RequestContext
const idle = (): AbortSources => ({
  caller: new AbortController().signal,
  timeout: new AbortController().signal,
})
const aborted = () => {
  const controller = new AbortController()
  controller.abort()
  return controller.signal
}
/** What Node's fetch rejects with: a TypeError whose `cause` carries the errno-style code. */
const fetchFailed = (code: string) => Object.assign(new TypeError('fetch failed'), { cause: { code } })

describe('fetchFailureToError', () => {
  it.each([
    ['ECONNREFUSED', 'Could not connect to https://catalog.example.com/api: the connection was refused.'],
    ['ENOTFOUND', 'Could not find the host catalog.example.com (the name lookup failed).'],
    ['EAI_AGAIN', 'Could not find the host catalog.example.com (the name lookup failed).'],
    ['ECONNRESET', 'The connection to https://catalog.example.com/api was closed before the answer arrived.'],
    ['EPIPE', 'The connection to https://catalog.example.com/api was closed before the answer arrived.'],
    [
      'UND_ERR_SOCKET',
      'The connection to https://catalog.example.com/api was closed before the answer arrived.',
    ],
    [
      'UND_ERR_CLOSED',
      'The connection to https://catalog.example.com/api was closed before the answer arrived.',
    ],
    ['ETIMEDOUT', 'Connecting to https://catalog.example.com/api took too long.'],
    ['UND_ERR_CONNECT_TIMEOUT', 'Connecting to https://catalog.example.com/api took too long.'],
    ['ENETUNREACH', 'The network path to https://catalog.example.com/api is unavailable.'],
    ['EHOSTUNREACH', 'The network path to https://catalog.example.com/api is unavailable.'],
    [
      'UNABLE_TO_VERIFY_LEAF_SIGNATURE',
      'The secure connection to https://catalog.example.com/api failed (UNABLE_TO_VERIFY_LEAF_SIGNATURE)',
    ],
    ['EWHATEVER', 'Could not reach https://catalog.example.com/api (EWHATEVER). Check the base URL'],
  ])('explains %s in words, keeping the code', (code, words) => {
    const error = fetchFailureToError(fetchFailed(code), idle(), context)
    expect(error).toMatchObject({ kind: 'network', code })
    expect(inEnglish(error.message).startsWith(words)).toBe(true)
  })

  it('finds the code in the first error of an AggregateError, a few causes down', () => {
    const nested = new TypeError('fetch failed', {
      cause: new AggregateError([Object.assign(new Error('x'), { code: 'ECONNREFUSED' })], 'all failed'),
    })
    expect(fetchFailureToError(nested, idle(), context)).toMatchObject({ code: 'ECONNREFUSED' })
  })

  it('ignores a code that is empty, absurdly long or not text, and causes deeper than five', () => {
    const noCode = (code: unknown) => fetchFailureToError({ cause: { code } }, idle(), context)
    for (const code of ['', 'E'.repeat(64), 42, null]) {
      expect(withEnglish(noCode(code).message), String(code)).toBe(
        'Could not reach https://catalog.example.com/api. Check the base URL and your network connection, then try again.',
      )
    }
    for (const code of ['', 'E'.repeat(64), 42, null])
      expect(noCode(code), String(code)).toMatchObject({ code: null })
    expect(noCode('E'.repeat(63))).toMatchObject({ code: 'E'.repeat(63) })
    let deep: Record<string, unknown> = { code: 'ECONNREFUSED' }
    for (let level = 0; level < 5; level += 1) deep = { cause: deep }
    expect(fetchFailureToError(deep, idle(), context)).toMatchObject({ code: null })
    let justDeepEnough: Record<string, unknown> = { code: 'ECONNREFUSED' }
    for (let level = 0; level < 4; level += 1) justDeepEnough = { cause: justDeepEnough }
    expect(fetchFailureToError(justDeepEnough, idle(), context)).toMatchObject({
      code: 'ECONNREFUSED',
    })
  })

  it('says cancelled when the caller gave up, before anything else (even a timeout)', () => {
    expect(
      fetchFailureToError(fetchFailed('ECONNRESET'), { caller: aborted(), timeout: aborted() }, context),
    ).toMatchObject({
      kind: 'cancelled',
    })
  })

  it('says timeout, with the seconds, when our own timer fired', () => {
    expect(
      withEnglish(
        fetchFailureToError(new Error('aborted'), { caller: undefined, timeout: aborted() }, context),
      ),
    ).toEqual({
      kind: 'timeout',
      message:
        'The catalog did not answer within 12.3 seconds. It may be busy or unreachable; try again in a moment.',
      timeoutMs: 12_345,
    })
  })

  it('reports an oversized body as a bad response in MB, with the status it came with', () => {
    const error = fetchFailureToError(new BodyTooLargeError(16 * 1024 * 1024), idle(), context, 200)
    expect(withEnglish(error)).toEqual({
      kind: 'bad_response',
      message:
        "The catalog sent an answer larger than 16 MB, which this app refuses. Try a smaller page size; if it persists, report it to the catalog's operators.",
      status: 200,
      path: '',
    })
    expect(fetchFailureToError(new BodyTooLargeError(1024), idle(), context)).toMatchObject({
      status: 0,
    })
  })
})

describe('isTlsCode', () => {
  it('knows certificate codes, and nothing else', () => {
    for (const code of [
      'CERT_HAS_EXPIRED',
      'ERR_TLS_CERT_ALTNAME_INVALID',
      'DEPTH_ZERO_SELF_SIGNED_CERT',
      'ERR_SSL_WRONG_VERSION_NUMBER',
    ]) {
      expect(isTlsCode(code), code).toBe(true)
    }
    expect(isTlsCode('ECONNREFUSED')).toBe(false)
    expect(isTlsCode(null)).toBe(false)
  })
})
