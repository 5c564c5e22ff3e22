/**
 * How far one update check may go when it reads the feed file (latest*.yml), each bound written
 * once here. The file is a few hundred bytes and GitHub answers it with one or two redirects
 * (releases/latest/download → the asset → its storage host), so these are generous; a feed that
 * exceeds them is broken or hostile, and the check fails in words instead of running on
 * (R4-6: 9,982 requests in 8 s for a self-redirecting feed, a trickling feed holding every
 * later check, a 600 MB file crashing the app).
 */
export interface FeedLimits {
  /** The whole read, every redirect included: after it the check fails and the next can run. */
  readonly deadlineMs: number
  /** Redirects followed before the check gives up. */
  readonly maxRedirects: number
  /** The largest feed file read; a larger one is refused without being kept. */
  readonly maxBytes: number
}

export const FEED_LIMITS: FeedLimits = {
  deadlineMs: 30_000,
  maxRedirects: 5,
  maxBytes: 1024 * 1024,
}
