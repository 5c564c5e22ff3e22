import { describe, expect, it } from 'vitest'
import { escapeXml, renderItemSvg } from './images'
import { useDemoServer } from './test-support/demo-fixture'

describe('item images', () => {
  const demo = useDemoServer({ items: 4000 })

  async function svgOf(url: string): Promise<string> {
    const response = await fetch(url)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('image/svg+xml; charset=utf-8')
    expect(response.headers.get('x-content-type-options')).toBe('nosniff')
    expect(response.headers.get('content-security-policy')).toContain("default-src 'none'")
    return response.text()
  }

  it('every image URL of a list page is served by the demo server itself, without a token', async () => {
    const body = await demo.client.list('?limit=20')
    for (const item of body.data) {
      expect(new URL(item.image).origin).toBe(demo.server.url)
      const svg = await svgOf(item.image)
      expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true)
      expect(svg).toContain(`#${item.id}<`)
    }
  })

  it('contains no script, event handler or external reference', async () => {
    const body = await demo.client.list('?limit=50&filter[appid]=570')
    for (const item of body.data) {
      const svg = await svgOf(item.image)
      expect(svg).not.toMatch(/<script|\son[a-z]+=|href=|<foreignObject|url\(/i)
    }
  })

  it('escapes names with XML-special characters', async () => {
    const body = await demo.client.list(`?filter[name]=${encodeURIComponent("Pandora's Box")}&limit=1`)
    const item = body.data[0]
    expect(item?.name).toContain("'")
    const svg = await svgOf(item?.image ?? '')
    expect(svg).toContain('Pandora&apos;s Box')
    expect(svg).not.toContain("Pandora's")
  })

  it('revalidates with ETag: a matching If-None-Match is a 304 without a body', async () => {
    const first = await fetch(demo.client.url('/images/7.svg'))
    const etag = first.headers.get('etag')
    expect(etag).toMatch(/^".+"$/)
    const again = await fetch(demo.client.url('/images/7.svg'), { headers: { 'If-None-Match': etag ?? '' } })
    expect(again.status).toBe(304)
    expect(await again.text()).toBe('')
    const other = await fetch(demo.client.url('/images/8.svg'), { headers: { 'If-None-Match': etag ?? '' } })
    expect(other.status).toBe(200)
  })

  it.each(['/images/4001.svg', '/images/0.svg', '/images/abc.svg'])(
    '%s is a JSON 404 envelope',
    async (path) => {
      const { body } = await demo.client.error(path, 404, { token: null })
      expect(body.message).toContain('No image')
    },
  )

  it('HEAD on an image answers headers only', async () => {
    const response = await fetch(demo.client.url('/images/1.svg'), { method: 'HEAD' })
    expect(response.status).toBe(200)
    expect(Number(response.headers.get('content-length'))).toBeGreaterThan(200)
    expect(await response.text()).toBe('')
  })
})

describe('renderItemSvg', () => {
  it('escapes every XML-special character', () => {
    expect(escapeXml(`<a href="x">&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&amp;&apos;&lt;/a&gt;')
    const svg = renderItemSvg({
      id: 1,
      appid: 1,
      marketHashName: '<script>alert(1)</script> | x" onload="y (Field-Tested)',
      conditionIndex: 0,
    })
    expect(svg).not.toContain('<script>')
    expect(svg).not.toContain('" onload="')
    expect(svg).toContain('>FT<')
  })
})
