/**
 * `text` cut to at most `max` characters, the last one an ellipsis, never splitting a
 * surrogate pair. For values the app keeps or shows but does not act on: a long name is
 * shortened, never refused.
 */
export function clipText(text: string, max: number): string {
  if (text.length <= max) return text
  let end = Math.max(0, max - 1)
  const last = text.charCodeAt(end - 1)
  // A high surrogate at the cut would leave half a character behind.
  if (last >= 0xd800 && last <= 0xdbff) end -= 1
  return `${text.slice(0, end)}…`
}
