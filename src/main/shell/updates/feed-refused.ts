/** electron-updater passes our errors on unchanged; this code marks one that already speaks. */
export const FEED_REFUSED_CODE = 'ERR_CATALOG_BROWSER_FEED_REFUSED'

/** The feed file was not read, for a reason worded for the person who checked (shown as is). */
export class FeedRefusedError extends Error {
  readonly code = FEED_REFUSED_CODE

  constructor(message: string) {
    super(message)
    this.name = 'FeedRefusedError'
  }
}

export function isFeedRefused(error: unknown): error is FeedRefusedError {
  return error instanceof Error && (error as { code?: unknown }).code === FEED_REFUSED_CODE
}
