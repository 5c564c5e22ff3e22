/** True when `value` parses as an absolute http(s) URL. Zod-free: the renderer uses it too. */
export function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value)
    return url.protocol === 'https:' || url.protocol === 'http:'
  } catch {
    return false
  }
}
