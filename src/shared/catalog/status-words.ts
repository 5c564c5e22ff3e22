/**
 * A raw status value in words, without zod: the window's badges and main's desktop
 * notifications say a status the same way.
 */

/** `WAITING_FOR_SEND` -> `Waiting for send`. */
export function readableStatus(value: string): string {
  const words = value.toLowerCase().replace(/_+/g, ' ').trim()
  return words.charAt(0).toUpperCase() + words.slice(1)
}
