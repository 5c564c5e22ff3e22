import { fail, ok, type Result } from '../../../shared/errors'
import { words } from '../../../shared/i18n/words'
import { httpsLink } from '../../../shared/links/https-link'

/**
 * Decides whether a link may be handed to the system browser, and in which exact form.
 *
 * The rule is shared/links/https-link.ts (https only, no credentials); the link is parsed
 * and re-serialised (`url.href`), so what the OS receives is what was checked. Refusals say
 * why without repeating the link (it may carry a secret).
 */
export function safeExternalUrl(input: string): Result<string> {
  const link = httpsLink(input)
  if (link.ok) return ok(link.url.href)
  const { problem } = link
  switch (problem.kind) {
    case 'invalid':
      return fail({
        kind: 'refused',
        message: words({
          id: 'error.link.invalid',
          defaultMessage: 'This link is not a valid web address, so it was not opened.',
        }),
      })
    case 'notHttps':
      return fail({
        kind: 'refused',
        message: words(
          {
            id: 'error.link.notHttps',
            defaultMessage:
              'Only https:// links are opened in the browser; this one starts with {protocol}. Copy it instead if you trust it.',
          },
          { protocol: problem.protocol },
        ),
      })
    case 'credentials':
      return fail({
        kind: 'refused',
        message: words({
          id: 'error.link.credentials',
          defaultMessage:
            'This link contains a user name or password, which is a common disguise, so it was not opened.',
        }),
      })
  }
}
