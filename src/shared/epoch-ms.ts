/**
 * A moment passed as text between processes (an environment variable): milliseconds since the
 * epoch, digits only. Anything else is no moment, so a mistyped value never fixes a wrong one.
 */
export function epochMsFrom(text: string | undefined): number | undefined {
  return text !== undefined && /^\d{1,15}$/.test(text) ? Number(text) : undefined
}
