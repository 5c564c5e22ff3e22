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
      return fail({ kind: 'refused', message: words('error.link.invalid') })
    case 'notHttps':
      return fail({ kind: 'refused', message: words('error.link.notHttps', { protocol: problem.protocol }) })
    case 'credentials':
      return fail({ kind: 'refused', message: words('error.link.credentials') })
  }
}
