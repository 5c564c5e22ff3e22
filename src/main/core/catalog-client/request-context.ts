/**
 * What one request is about, for messages a person can act on ("No item with ID 7", "Could
 * not connect to https://catalog.example.com").
 */
export interface RequestContext {
  /** The configured, normalised base URL. */
  readonly baseUrl: string
  /** The item asked for, or null for the list. */
  readonly itemId: number | null
  readonly timeoutMs: number
}

export function originOf(baseUrl: string): string {
  return new URL(baseUrl).origin
}
