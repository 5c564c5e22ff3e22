import { createIntl } from 'react-intl'
import { describe, expect, it } from 'vitest'
import type { AppError } from '../../shared/errors'
import english from '../../shared/i18n/messages/en.json'
import de from '../../shared/i18n/messages/de.json'
import { words } from '../../shared/i18n/words'
import { describeError } from './error-text'

const inEnglish = createIntl({ locale: 'en', messages: english })
const inGerman = createIntl({ locale: 'de', messages: de })

describe('describeError', () => {
  it('heads main’s words with the kind’s headline, without saying the headline twice', () => {
    const text = describeError(
      {
        kind: 'unauthorized',
        message: words({
          id: 'error.status.unauthorized',
          defaultMessage:
            'HTTP 401: the access token is wrong, incomplete or has expired. Paste a valid token and connect again.',
        }),
      },
      inEnglish,
    )
    expect(text.title).toBe('The catalog rejected the access token')
    expect(text.detail).toBe(
      'HTTP 401: the access token is wrong, incomplete or has expired. Paste a valid token and connect again.',
    )
    expect(text.retryable).toBe(false)
  })

  it('words the same error in the app language, the catalog’s own values as they came', () => {
    const error: AppError = {
      kind: 'server',
      message: words(
        {
          id: 'error.status.server',
          defaultMessage:
            "The catalog at {origin} failed to answer (HTTP {status}). This is a problem on the catalog's side; try again in a minute.",
        },
        { origin: 'https://catalog.example.com', status: 503 },
      ),
      status: 503,
    }
    const english = describeError(error, inEnglish)
    const german = describeError(error, inGerman)
    expect(english.title).toBe('The catalog failed (HTTP 503)')
    expect(german.title).not.toBe(english.title)
    expect(german.title).toContain('503')
    expect(german.detail).toContain('https://catalog.example.com')
    expect(german.detail).not.toBe(english.detail)
    expect(german.retryable).toBe(true)
  })

  it('adds where in the answer a mismatch was, and why a cross-site redirect is safe', () => {
    const bad: AppError = {
      kind: 'bad_response',
      message: words(
        {
          id: 'error.badShape',
          defaultMessage:
            "The catalog's answer does not have the documented shape ({detail}). The app cannot show it; report this to the catalog's operators.",
        },
        { detail: 'Expected number' },
      ),
      status: 200,
      path: 'data.3.price',
    }
    expect(describeError(bad, inEnglish).detail).toMatch(/\(Expected number\).*\(at data\.3\.price\)$/)
    expect(describeError({ ...bad, path: '' }, inEnglish).detail).not.toContain('(at ')
    const redirect: AppError = {
      kind: 'redirect',
      message: words(
        {
          id: 'error.redirect.otherSite',
          defaultMessage:
            "The catalog redirected to another site ({origin}). The app does not follow it, so the access token is never sent there. Check the base URL with the catalog's operators.",
        },
        { origin: 'https://elsewhere.example' },
      ),
      status: 302,
      location: 'https://elsewhere.example/x',
      crossOrigin: true,
    }
    expect(describeError(redirect, inEnglish).detail).toContain('never followed, so the token cannot leak')
    expect(describeError({ ...redirect, crossOrigin: false }, inEnglish).detail).not.toContain('leak')
  })

  it('offers Retry only where asking again can help', () => {
    const retryable = (error: AppError) => describeError(error, inEnglish).retryable
    expect(
      retryable({
        kind: 'network',
        message: words(
          {
            id: 'error.network.other',
            defaultMessage:
              'Could not reach {where}. Check the base URL and your network connection, then try again.',
          },
          { where: 'x' },
        ),
        code: null,
      }),
    ).toBe(true)
    expect(
      retryable({
        kind: 'timeout',
        message: words(
          {
            id: 'error.timeout',
            defaultMessage:
              'The catalog did not answer within {seconds, number} seconds. It may be busy or unreachable; try again in a moment.',
          },
          { seconds: 5 },
        ),
        timeoutMs: 5000,
      }),
    ).toBe(true)
    expect(
      retryable({
        kind: 'forbidden',
        message: words(
          {
            id: 'error.status.forbidden',
            defaultMessage:
              "The access token is valid but may not read {what} (HTTP 403). Ask the catalog's administrators for a token with access.",
          },
          { what: 'x' },
        ),
      }),
    ).toBe(false)
    expect(
      retryable({
        kind: 'refused',
        message: words({
          id: 'error.link.invalid',
          defaultMessage: 'This link is not a valid web address, so it was not opened.',
        }),
      }),
    ).toBe(false)
  })
})
