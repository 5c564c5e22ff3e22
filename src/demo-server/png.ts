import { crc32, deflateSync } from 'node:zlib'

/**
 * A minimal PNG encoder (8-bit RGBA, no interlace) for the demo catalog's item pictures.
 *
 * Why PNG and not SVG: Chromium builds a whole SVG document for every SVG `<img>` on the
 * window's main thread, which slows every page turn, and real catalogs serve raster
 * pictures anyway.
 */
export interface Raster {
  readonly width: number
  readonly height: number
  /** `width * height * 4` bytes, row by row, RGBA (straight alpha). */
  readonly pixels: Uint8Array
}

const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])

function chunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8)
  head.writeUInt32BE(data.length, 0)
  head.write(type, 4, 'ascii')
  const crc = Buffer.alloc(4)
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])) >>> 0, 0)
  return Buffer.concat([head, data, crc])
}

export function encodePng({ width, height, pixels }: Raster): Buffer {
  const stride = width * 4
  if (pixels.length !== stride * height)
    throw new RangeError(`expected ${stride * height} bytes of pixels, got ${pixels.length}`)
  const header = Buffer.alloc(13)
  header.writeUInt32BE(width, 0)
  header.writeUInt32BE(height, 4)
  header[8] = 8 // bits per channel
  header[9] = 6 // colour type: RGBA
  // Each row starts with its filter type (0: none).
  const rows = Buffer.alloc((stride + 1) * height)
  for (let y = 0; y < height; y += 1) {
    Buffer.from(pixels.buffer, pixels.byteOffset + y * stride, stride).copy(rows, y * (stride + 1) + 1)
  }
  return Buffer.concat([
    SIGNATURE,
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ])
}
