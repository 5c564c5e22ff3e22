import { describe, expect, it } from 'vitest'
import { inEnglish } from '../../../shared/i18n/english.test-support'
import { describeUpdateError as describe_ } from './update-words'

/** The reason as an English reader sees it. */
const describeUpdateError = (error: unknown) => inEnglish(describe_(error))

describe('describeUpdateError', () => {
  it.each([
    'net::ERR_INTERNET_DISCONNECTED',
    'net::ERR_NAME_NOT_RESOLVED',
    'getaddrinfo ENOTFOUND github.com',
    'connect ECONNREFUSED 127.0.0.1:443',
    'net::ERR_PROXY_CONNECTION_FAILED',
  ])('calls %s being offline (or blocked), and says what to do', (message) => {
    expect(describeUpdateError(new Error(message))).toMatch(
      /could not be reached.*offline.*Check the connection/,
    )
  })

  it('names a missing release (404) and other HTTP errors by their status', () => {
    expect(
      describeUpdateError(
        new Error(
          'Cannot find latest.yml in the latest release artifacts: HttpError: 404 "method: GET url: …"',
        ),
      ),
    ).toMatch(/no release of Catalog Browser yet/)
    expect(describeUpdateError(new Error('HttpError: 503 Service Unavailable'))).toMatch(/HTTP 503/)
  })

  it('explains a bad checksum and a foreign signature', () => {
    expect(describeUpdateError(new Error('sha512 checksum mismatch, expected x, got y'))).toMatch(/checksum/)
    expect(
      describeUpdateError(new Error('New version 1.4.0 is not signed by the application owner')),
    ).toMatch(/not signed by the same publisher/)
  })

  it('shows anything else by its first line, cut to a readable length, also for non-errors', () => {
    expect(describeUpdateError(new Error('disk full\n    at stack'))).toBe('Something went wrong: disk full')
    expect(describeUpdateError('x'.repeat(500))).toBe(`Something went wrong: ${'x'.repeat(200)}…`)
    expect(describeUpdateError(undefined)).toBe('Something went wrong: undefined')
    expect(describeUpdateError(new Error(''))).toBe('Something went wrong: Error')
  })
})
