import { createHash, timingSafeEqual } from 'node:crypto'

export type AuthResult =
  { readonly ok: true } | { readonly ok: false; readonly message: string; readonly challenge: string }

const REALM = 'Bearer realm="demo-catalog"'

function sameSecret(given: string, expected: string): boolean {
  // Hashing first gives equal-length buffers, so the comparison time reveals nothing.
  const digest = (value: string) => createHash('sha256').update(value, 'utf8').digest()
  return timingSafeEqual(digest(given), digest(expected))
}

/**
 * Checks `Authorization: Bearer <token>` (spec 5).
 *
 * The scheme name is matched case-insensitively (`bearer` works), as RFC 7235 says auth
 * schemes are; the token itself must match exactly. Messages never echo the token sent.
 */
export function checkBearer(header: string | undefined, token: string): AuthResult {
  const value = (header ?? '').trim()
  if (value === '') {
    return {
      ok: false,
      message: 'Authentication required: send the header "Authorization: Bearer <access token>".',
      challenge: REALM,
    }
  }
  const match = /^(\S+)(?:\s+(\S.*))?$/.exec(value)
  const scheme = match?.[1] ?? ''
  if (scheme.toLowerCase() !== 'bearer') {
    return {
      ok: false,
      message: 'Unsupported authorization scheme: use "Authorization: Bearer <access token>".',
      challenge: REALM,
    }
  }
  const given = match?.[2]?.trim() ?? ''
  if (given === '') {
    return {
      ok: false,
      message: 'The Bearer authorization header has no token after "Bearer".',
      challenge: REALM,
    }
  }
  if (!sameSecret(given, token)) {
    return {
      ok: false,
      message: 'The access token is not valid for this catalog. Check the token and try again.',
      challenge: `${REALM}, error="invalid_token"`,
    }
  }
  return { ok: true }
}
