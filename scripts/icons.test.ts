import { readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import { ICNS_TYPES, buildIcns, buildIco, pngSize, readIcns, readIco } from './icon-containers.mjs'
import { ICO_SIZES, PNG_SIZES, sourcesHash } from './make-icons.mjs'

const resources = resolve(__dirname, '..', 'resources')
const read = (...parts: string[]) => readFileSync(join(resources, ...parts))

/** A minimal PNG header (signature + IHDR) of the given size: enough for the containers. */
function fakePng(size: number, colourType = 6): Buffer {
  const png = Buffer.alloc(33)
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]).copy(png, 0)
  png.writeUInt32BE(13, 8)
  png.write('IHDR', 12, 'latin1')
  png.writeUInt32BE(size, 16)
  png.writeUInt32BE(size, 20)
  png.writeUInt8(8, 24)
  png.writeUInt8(colourType, 25)
  return png
}

describe('icon containers', () => {
  it('writes an .ico that reads back to the same images, 256 stored as 0', () => {
    const pngs = [16, 32, 256].map((size) => fakePng(size))
    const ico = buildIco(pngs)
    expect(ico[6 + 16 * 2]).toBe(0)
    expect(readIco(ico).map(({ width, height, png }) => [width, height, png])).toStrictEqual([
      [16, 16, pngs[0]],
      [32, 32, pngs[1]],
      [256, 256, pngs[2]],
    ])
  })

  it('refuses images an .ico cannot hold', () => {
    expect(() => buildIco([fakePng(512)])).toThrow(/at most 256/)
    expect(() => buildIco([Buffer.from('GIF89a')])).toThrow(/not a PNG/)
  })

  it('writes an .icns with each PNG under its element types, and a correct total length', () => {
    const pngs = new Map([16, 32, 1024].map((size) => [size, fakePng(size)]))
    const icns = buildIcns(pngs)
    expect(icns.readUInt32BE(4)).toBe(icns.length)
    expect(readIcns(icns).map(({ type, data }) => [type, pngSize(data).width])).toStrictEqual([
      ['icp4', 16],
      ['icp5', 32],
      ['ic11', 32],
      ['ic10', 1024],
    ])
  })

  it('refuses a PNG of the wrong size for its element', () => {
    expect(() => buildIcns(new Map([[16, fakePng(32)]]))).toThrow(/icp4 needs 16x16/)
  })
})

describe('the committed icons', () => {
  it('were rendered from the current SVG sources (run `npm run icons` after editing them)', () => {
    expect(read('icons', 'sources.sha256').toString('utf8').trim()).toBe(sourcesHash(resources))
  })

  it('include every PNG size Linux needs, up to 1024, with an alpha channel', () => {
    for (const size of PNG_SIZES) {
      const png = read('icons', `${size}x${size}.png`)
      expect(pngSize(png), `${size}x${size}.png`).toStrictEqual({ width: size, height: size })
      expect(png.readUInt8(25), `${size}x${size}.png colour type`).toBe(6)
    }
    expect(pngSize(read('icon.png'))).toStrictEqual({ width: 512, height: 512 })
  })

  it('have an .ico with the Windows sizes', () => {
    const images = readIco(read('icon.ico'))
    expect(images.map(({ width }) => width)).toStrictEqual([...ICO_SIZES])
    for (const { width, png } of images) expect(pngSize(png).width).toBe(width)
  })

  it('have an .icns with every macOS element type', () => {
    const elements = readIcns(read('icon.icns'))
    expect(elements.map(({ type }) => type)).toStrictEqual(ICNS_TYPES.map(({ type }) => type))
    for (const { type, data } of elements) {
      const size = ICNS_TYPES.find((t) => t.type === type)?.size
      expect(pngSize(data), type).toStrictEqual({ width: size, height: size })
    }
  })
})
