import { inflateSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { PICTURE_HEIGHT, PICTURE_WIDTH, renderItemPng } from './images'
import { useDemoServer } from './testing/demo-fixture.test-support'

/** The parts of a PNG a browser relies on, read back: size, colour type and the pixel rows. */
function readPng(png: Buffer): { width: number; height: number; colourType: number; rows: Buffer } {
  expect(png.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
  let offset = 8
  const chunks = new Map<string, Buffer[]>()
  while (offset < png.length) {
    const length = png.readUInt32BE(offset)
    const type = png.toString('ascii', offset + 4, offset + 8)
    chunks.set(type, [...(chunks.get(type) ?? []), png.subarray(offset + 8, offset + 8 + length)])
    offset += 12 + length
  }
  expect([...chunks.keys()]).toEqual(['IHDR', 'IDAT', 'IEND'])
  const header = chunks.get('IHDR')![0]!
  return {
    width: header.readUInt32BE(0),
    height: header.readUInt32BE(4),
    colourType: header[9]!,
    rows: inflateSync(Buffer.concat(chunks.get('IDAT')!)),
  }
}

const look = (appid: number, marketHashName: string) => ({ id: 1, appid, marketHashName, conditionIndex: 0 })

describe('item images', () => {
  const demo = useDemoServer({ items: 4000 })

  async function pngOf(url: string): Promise<Buffer> {
    const response = await fetch(url)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('image/png')
    expect(response.headers.get('x-content-type-options')).toBe('nosniff')
    expect(response.headers.get('content-security-policy')).toBe("default-src 'none'")
    return Buffer.from(await response.arrayBuffer())
  }

  it('every image URL of a list page is a PNG served by the demo server itself, without a token', async () => {
    const body = await demo.client.list('?limit=20')
    for (const item of body.data) {
      expect(new URL(item.image).origin).toBe(demo.server.url)
      const png = readPng(await pngOf(item.image))
      expect(png).toMatchObject({ width: PICTURE_WIDTH, height: PICTURE_HEIGHT, colourType: 6 })
      // One filter byte and four bytes per pixel on every row.
      expect(png.rows.length).toBe(PICTURE_HEIGHT * (PICTURE_WIDTH * 4 + 1))
    }
  })

  it('revalidates with ETag: a matching If-None-Match is a 304 without a body', async () => {
    const first = await fetch(demo.client.url('/images/7.png'))
    const etag = first.headers.get('etag')
    expect(etag).toMatch(/^".+"$/)
    const again = await fetch(demo.client.url('/images/7.png'), { headers: { 'If-None-Match': etag ?? '' } })
    expect(again.status).toBe(304)
    expect(await again.text()).toBe('')
    const other = await fetch(demo.client.url('/images/8.png'), { headers: { 'If-None-Match': etag ?? '' } })
    expect(other.status).toBe(200)
  })

  it.each(['/images/4001.png', '/images/0.png', '/images/abc.png'])(
    '%s is a JSON 404 envelope',
    async (path) => {
      const { body } = await demo.client.error(path, 404, { token: null })
      expect(body.message).toContain('No image')
    },
  )

  it('HEAD on an image answers headers only', async () => {
    const response = await fetch(demo.client.url('/images/1.png'), { method: 'HEAD' })
    expect(response.status).toBe(200)
    expect(Number(response.headers.get('content-length'))).toBeGreaterThan(200)
    expect(await response.text()).toBe('')
  })
})

describe('renderItemPng', () => {
  const pixel = (png: Buffer, x: number, y: number) => {
    const { rows, width } = readPng(png)
    const at = y * (width * 4 + 1) + 1 + x * 4
    return [...rows.subarray(at, at + 4)]
  }

  it('draws every wear of a product alike, other products and games differently', () => {
    const redline = renderItemPng(look(730, 'AK-47 | Redline (Field-Tested)'))
    expect(renderItemPng(look(730, 'AK-47 | Redline (Battle-Scarred)'))).toEqual(redline)
    expect(renderItemPng(look(730, 'AK-47 | Vulcan (Field-Tested)'))).not.toEqual(redline)
    expect(renderItemPng(look(570, 'AK-47 | Redline (Field-Tested)'))).not.toEqual(redline)
  })

  it('has transparent rounded corners, the game’s background and a blade in the middle', () => {
    const png = renderItemPng(look(730, 'AK-47 | Redline (Field-Tested)'))
    expect(pixel(png, 0, 0)[3]).toBe(0)
    expect(pixel(png, 4, PICTURE_HEIGHT / 2)).toEqual([0x1b, 0x28, 0x38, 255]) // Counter-Strike 2's background
    expect(pixel(png, 75, 40)).not.toEqual([0x1b, 0x28, 0x38, 255])
  })
})
