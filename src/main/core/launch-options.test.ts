import { describe, expect, it } from 'vitest'
import { checkLaunchOptions, parseLaunchOptions } from './launch-options'
import { inEnglish } from '../../shared/i18n/english.test-support'

const TOKEN = 'launch-token-0a9b8c7d'
/** What Electron puts before the app's own arguments. */
const ELECTRON_ARGV = ['/opt/Catalog Browser/catalog-browser', '--no-sandbox', '--inspect=0']

describe('parseLaunchOptions', () => {
  it('returns nothing for a plain start', () => {
    expect(parseLaunchOptions(ELECTRON_ARGV, {})).toEqual({ options: {}, warnings: [] })
  })

  it('reads --base-url=<url> and normalises it', () => {
    const { options, warnings } = parseLaunchOptions(
      [...ELECTRON_ARGV, '--base-url=https://Catalog.Example.com/api/'],
      {},
    )
    expect(options).toEqual({ baseUrl: 'https://catalog.example.com/api' })
    expect(warnings).toEqual([])
  })

  it('reads "--base-url <url>" as two arguments', () => {
    expect(
      parseLaunchOptions(['--base-url', 'https://catalog.example.com', '--demo-not-a-flag'], {}).options,
    ).toEqual({
      baseUrl: 'https://catalog.example.com',
    })
  })

  it('warns about --base-url without a value', () => {
    const { options, warnings } = parseLaunchOptions(['--base-url', '--no-sandbox'], {})
    expect(options).toEqual({})
    expect(warnings.map(inEnglish).join(' ')).toMatch(/without a URL/)
  })

  it('drops an unusable base URL with the reason', () => {
    const { options, warnings } = parseLaunchOptions(['--base-url=http://catalog.example.com'], {})
    expect(options).toEqual({})
    expect(warnings.map(inEnglish).join(' ')).toMatch(/unencrypted/)
  })

  it('takes CATALOG_API_TOKEN for the given base URL', () => {
    const parsed = parseLaunchOptions(['--base-url=https://catalog.example.com'], {
      CATALOG_API_TOKEN: ` ${TOKEN}\n`,
    })
    expect(parsed).toEqual({
      options: { baseUrl: 'https://catalog.example.com', token: TOKEN },
      warnings: [],
    })
  })

  it('ignores CATALOG_API_TOKEN without a base URL, never repeating it', () => {
    const { options, warnings } = parseLaunchOptions([], { CATALOG_API_TOKEN: TOKEN })
    expect(options).toEqual({})
    expect(warnings.map(inEnglish).join(' ')).toMatch(/no --base-url/)
    expect(warnings.map(inEnglish).join(' ')).not.toContain(TOKEN)
  })

  it('refuses a token with spaces or line breaks', () => {
    const { options, warnings } = parseLaunchOptions(['--base-url=https://c.example.com'], {
      CATALOG_API_TOKEN: 'abc def\r\nX-Evil: 1',
    })
    expect(options).toEqual({ baseUrl: 'https://c.example.com' })
    expect(warnings.map(inEnglish).join(' ')).toMatch(/ignored/)
    expect(warnings.map(inEnglish).join(' ')).not.toContain('abc def')
  })

  it('--demo wins over --base-url and the token, with warnings', () => {
    const { options, warnings } = parseLaunchOptions(['--demo', '--base-url=https://c.example.com'], {
      CATALOG_API_TOKEN: TOKEN,
    })
    expect(options).toEqual({ demo: true })
    expect(warnings).toHaveLength(2)
    expect(warnings.map(inEnglish).join(' ')).not.toContain(TOKEN)
  })

  it('gives options that check again unchanged (the core re-checks what it is handed)', () => {
    const { options } = parseLaunchOptions(['--base-url=https://c.example.com/x/'], {
      CATALOG_API_TOKEN: TOKEN,
    })
    expect(checkLaunchOptions(options)).toEqual({ options, warnings: [] })
  })
})
