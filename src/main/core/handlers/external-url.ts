import { fail, ok, type Result } from '../../../shared/errors'

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
    return fail({ kind: 'refused', message: 'This link is not a valid web address, so it was not opened.' })
  }
  if (url.protocol !== 'https:') {
    return fail({
      kind: 'refused',
      message: `Only https:// links are opened in the browser; this one starts with ${url.protocol.slice(0, 40)}. Copy it instead if you trust it.`,
    })
  }
  if (url.username || url.password) {
    return fail({
      kind: 'refused',
      message:
        'This link contains a user name or password, which is a common disguise, so it was not opened.',
    })
  }
  return ok(url.href)
}
