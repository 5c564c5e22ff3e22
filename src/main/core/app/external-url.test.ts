import { describe, expect, it } from 'vitest'
import { safeExternalUrl } from './external-url'

describe('safeExternalUrl', () => {
  it.each([
    'http://trade.example.com/offer',
    'javascript:alert(1)',
    'file:///etc/passwd',
    'data:text/html,<script>alert(1)</script>',
    'steam://openurl/https://example.com',
    'not a url',
    '',
    'https://user:pass@example.com/',
  ])('refuses %j', (input) => {
    const result = safeExternalUrl(input)
    expect(result.ok).toBe(false)
    expect(!result.ok && result.error.kind).toBe('refused')
  })

  it('re-serialises an https URL, so what opens is what was checked', () => {
    expect(safeExternalUrl(' HTTPS://Trade.Example.com/offer new?partner=1&token=a b ')).toEqual({
      ok: true,
      data: 'https://trade.example.com/offer%20new?partner=1&token=a%20b',
    })
  })
})
