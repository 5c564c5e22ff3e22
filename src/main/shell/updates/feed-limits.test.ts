import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import { FEED_LIMITS } from './feed-limits'

describe('FEED_LIMITS', () => {
  it('are the bounds the admin docs promise IT (R4-6)', () => {
    const docs = readFileSync(resolve(__dirname, '../../../../docs/admin/updates-and-signing.md'), 'utf8')
    const bound = (what: string) => new RegExp(`\\| ${what}\\s+\\| ([^|]+?)\\s+\\|`).exec(docs)?.[1]
    expect(bound('has not finished answering')).toBe(`${FEED_LIMITS.deadlineMs / 1000} s`)
    expect(bound('redirects more times in a row')).toBe(String(FEED_LIMITS.maxRedirects))
    expect(bound('sends update information \\(`latest\\*\\.yml`\\) larger than')).toBe(
      `${FEED_LIMITS.maxBytes / (1024 * 1024)} MB`,
    )
  })
})
