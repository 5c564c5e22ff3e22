import { fail, ok, type Result } from '../../../shared/errors'
import { words } from '../../../shared/i18n/words'

/**
 * Decides whether a link may be handed to the system browser, and in which exact form.
 *
 * Only https: links, parsed and re-serialised (`url.href`), so what the OS receives is what
 * was checked: no `javascript:`, `file:`, custom protocol handlers, or plain http that could
 * be read on the way. Refusals say why without repeating the link (it may carry a secret).
 */
export function safeExternalUrl(input: string): Result<string> {
  let url: URL
  try {
    url = new URL(input.trim())
  } catch {
    return fail({ kind: 'refused', message: words('error.link.invalid') })
  }
  if (url.protocol !== 'https:') {
    return fail({
      kind: 'refused',
      message: words('error.link.notHttps', { protocol: url.protocol.slice(0, 40) }),
    })
  }
  if (url.username || url.password) {
    return fail({
      kind: 'refused',
      message: words('error.link.credentials'),
    })
  }
  return ok(url.href)
}
