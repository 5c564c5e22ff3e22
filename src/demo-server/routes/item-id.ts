/**
 * Parses the `{item_id}` path segment: digits only, no leading zero, at most 2^53 - 1.
 *
 * The spec does not show the segment's format; item ids are positive integers (2.4), so
 * anything else (`abc`, `0`, `-1`, `1.5`, `%31`, a 30-digit number) cannot name an item and
 * is answered like an unknown item: 404, with a message that says the id is malformed.
 */
export function parseItemId(segment: string): number | null {
  if (!/^[1-9]\d{0,15}$/.test(segment)) return null
  const id = Number(segment)
  return Number.isSafeInteger(id) ? id : null
}
