import { describe, expect, it } from 'vitest'
import { createRedactingLog, redactSecrets } from './redact'

describe('redactSecrets', () => {
  it('masks known secrets wherever they appear', () => {
    expect(redactSecrets('token s3cr3t-value failed; again s3cr3t-value', ['s3cr3t-value'])).toBe(
      'token [redacted] failed; again [redacted]',
    )
  })

  it('masks any bearer credential', () => {
    expect(redactSecrets('header "Authorization: Bearer abc.def-ghi" sent', [])).toBe(
      'header "Authorization: Bearer [redacted]" sent',
    )
  })

  it('leaves text alone when there is nothing to hide, and ignores too-short secrets', () => {
    expect(redactSecrets('all good', ['abc'])).toBe('all good')
  })

  it('redacts secrets added after the log was created', () => {
    const lines: string[] = []
    const secrets: string[] = []
    const log = createRedactingLog((line) => lines.push(line), secrets)
    secrets.push('late-token')
    log('using late-token')
    expect(lines).toStrictEqual(['using [redacted]'])
  })
})
