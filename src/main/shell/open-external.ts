/**
 * Opens a URL in the user's browser, but only an https one.
 *
 * The core already validates and re-serialises the URL before calling this; checking again
 * right next to `shell.openExternal` means no future caller can hand it a `file:`, `smb:` or
 * `javascript:` URL, each of which can run or fetch something on the user's machine.
 * Throws (and opens nothing) for anything else.
 */
export function createSafeOpenExternal(open: (url: string) => Promise<void>): (url: string) => Promise<void> {
  return async (value) => {
    let url: URL
    try {
      url = new URL(value)
    } catch {
      throw new Error('Refused to open a link that is not a valid URL.')
    }
    if (url.protocol !== 'https:' || url.hostname === '') {
      throw new Error(`Refused to open a ${url.protocol} link: only https links are opened.`)
    }
    // Hand over the re-serialised form, never the raw string the check was made on.
    await open(url.href)
  }
}
