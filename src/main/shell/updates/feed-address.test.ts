import { describe, expect, it } from 'vitest'
import { feedUrlFromUpdateConfig } from './feed-address'

describe('feedUrlFromUpdateConfig', () => {
  it('reads the url electron-builder writes into app-update.yml, quoted or not', () => {
    const written =
      'provider: generic\nurl: https://github.com/acme/catalog-browser/releases/latest/download\n' +
      'updaterCacheDirName: catalog-browser-updater\npublisherName:\n  - Catalog Browser team\n'
    expect(feedUrlFromUpdateConfig(written)).toBe(
      'https://github.com/acme/catalog-browser/releases/latest/download',
    )
    expect(feedUrlFromUpdateConfig("url: 'https://updates.example/a#b'\n")).toBe(
      'https://updates.example/a#b',
    )
    expect(feedUrlFromUpdateConfig('url: "http://127.0.0.1:8080/feed"\n')).toBe('http://127.0.0.1:8080/feed')
  })

  it('refuses a file without a url, and a url that is not one', () => {
    expect(() => feedUrlFromUpdateConfig('provider: generic\n')).toThrow(
      /no valid update address \(url: missing\)/,
    )
    expect(() => feedUrlFromUpdateConfig('url: releases\n')).toThrow(
      /no valid update address \(url: releases\)/,
    )
  })
})
