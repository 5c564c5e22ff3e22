import { describe, expect, it } from 'vitest'
import { createSafeOpenExternal } from './open-external'

function setup() {
  const opened: string[] = []
  const open = createSafeOpenExternal(async (url) => void opened.push(url))
  return { opened, open }
}

describe('createSafeOpenExternal', () => {
  it('opens https URLs, re-serialised', async () => {
    const { opened, open } = setup()
    await open('https://market.example/trade?id=1')
    await open('HTTPS://Market.Example/a b')
    expect(opened).toStrictEqual(['https://market.example/trade?id=1', 'https://market.example/a%20b'])
  })

  it('refuses every other scheme and malformed input, opening nothing', async () => {
    const { opened, open } = setup()
    for (const url of [
      'http://market.example/',
      'file:///etc/passwd',
      'javascript:alert(1)',
      'smb://server/share',
      'ms-msdt:/id PCWDiagnostic',
      'data:text/html,<script>1</script>',
      'not a url',
      '',
      'https://',
      '//market.example/',
    ]) {
      await expect(open(url), url).rejects.toThrow(/Refused/)
    }
    expect(opened).toStrictEqual([])
  })
})
