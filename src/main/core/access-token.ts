import { withoutBearerPrefix } from '../../shared/bearer-prefix'
import { words, type Words } from '../../shared/i18n/words'

/**
 * Checks an access token as pasted by a person or set in the environment.
 *
 * Surrounding whitespace and a `Bearer ` scheme in front are copy-paste artefacts and are
 * dropped. Anything else a header value
 * cannot carry (spaces, line breaks, non-ASCII) would make fetch fail with a confusing
 * "invalid header" error, so it is refused up front with words a person can act on. The
 * token itself is never repeated in the message.
 */
export type AccessTokenCheck =
  { readonly ok: true; readonly token: string } | { readonly ok: false; readonly message: Words }

export const MAX_TOKEN_LENGTH = 8192
const TOKEN_PATTERN = /^[\x21-\x7e]+$/

export function checkAccessToken(raw: string): AccessTokenCheck {
  const token = withoutBearerPrefix(raw).token.trim()
  if (token.length === 0)
    return {
      ok: false,
      message: words({
        id: 'token.empty',
        defaultMessage: 'The access token is empty. Paste the token you were given.',
      }),
    }
  if (token.length > MAX_TOKEN_LENGTH) {
    return {
      ok: false,
      message: words(
        {
          id: 'token.tooLong',
          defaultMessage:
            'The access token is longer than {max, number} characters; check that only the token was pasted.',
        },
        { max: MAX_TOKEN_LENGTH },
      ),
    }
  }
  if (!TOKEN_PATTERN.test(token)) {
    return {
      ok: false,
      message: words({
        id: 'token.badCharacters',
        defaultMessage:
          'The access token contains spaces, line breaks or characters a token cannot have. Copy it again, without anything around or inside it.',
      }),
    }
  }
  return { ok: true, token }
}
