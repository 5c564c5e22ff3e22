/**
 * Writes .ico and .icns files from PNGs, in plain Node.
 *
 * Both formats can hold PNG data as is (ICO since Windows Vista, ICNS since macOS 10.7), so
 * no image library or platform tool (iconutil only runs on macOS) is needed to build the
 * icons on any machine.
 */

/** Width and height from a PNG's IHDR chunk; throws if the data is not a PNG. */
export function pngSize(png) {
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])
  if (png.length < 24 || !png.subarray(0, 8).equals(signature) || png.toString('latin1', 12, 16) !== 'IHDR') {
    throw new Error('not a PNG file')
  }
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) }
}

/**
 * An .ico holding each PNG as its own image (sizes up to 256, each square).
 * Layout: 6-byte header, one 16-byte directory entry per image, then the PNG data.
 */
export function buildIco(pngs) {
  const header = Buffer.alloc(6)
  header.writeUInt16LE(0, 0)
  header.writeUInt16LE(1, 2)
  header.writeUInt16LE(pngs.length, 4)
  const entries = []
  let offset = 6 + 16 * pngs.length
  for (const png of pngs) {
    const { width, height } = pngSize(png)
    if (width !== height || width > 256)
      throw new Error(`an .ico image must be square and at most 256 px, not ${width}x${height}`)
    const entry = Buffer.alloc(16)
    entry.writeUInt8(width === 256 ? 0 : width, 0)
    entry.writeUInt8(height === 256 ? 0 : height, 1)
    entry.writeUInt8(0, 2) // no palette
    entry.writeUInt8(0, 3)
    entry.writeUInt16LE(1, 4) // colour planes
    entry.writeUInt16LE(32, 6) // bits per pixel
    entry.writeUInt32LE(png.length, 8)
    entry.writeUInt32LE(offset, 12)
    offset += png.length
    entries.push(entry)
  }
  return Buffer.concat([header, ...entries, ...pngs])
}

/** The .icns element types that hold PNG data, by pixel size (several sizes have two: @1x and @2x). */
export const ICNS_TYPES = Object.freeze([
  { type: 'icp4', size: 16 },
  { type: 'icp5', size: 32 },
  { type: 'ic11', size: 32 },
  { type: 'icp6', size: 64 },
  { type: 'ic12', size: 64 },
  { type: 'ic07', size: 128 },
  { type: 'ic08', size: 256 },
  { type: 'ic13', size: 256 },
  { type: 'ic09', size: 512 },
  { type: 'ic14', size: 512 },
  { type: 'ic10', size: 1024 },
])

/**
 * An .icns holding the PNG for every element type whose size is available.
 * Layout: 'icns' + total length, then per element: 4-char type + length (incl. 8-byte head) + data.
 */
export function buildIcns(pngsBySize) {
  const elements = []
  for (const { type, size } of ICNS_TYPES) {
    const png = pngsBySize.get(size)
    if (png === undefined) continue
    const actual = pngSize(png)
    if (actual.width !== size || actual.height !== size)
      throw new Error(`${type} needs ${size}x${size}, got ${actual.width}x${actual.height}`)
    const head = Buffer.alloc(8)
    head.write(type, 0, 'latin1')
    head.writeUInt32BE(png.length + 8, 4)
    elements.push(head, png)
  }
  const body = Buffer.concat(elements)
  const header = Buffer.alloc(8)
  header.write('icns', 0, 'latin1')
  header.writeUInt32BE(body.length + 8, 4)
  return Buffer.concat([header, body])
}

/** Reads an .ico back: its images' sizes and PNG data (for checks). */
export function readIco(buffer) {
  if (buffer.readUInt16LE(0) !== 0 || buffer.readUInt16LE(2) !== 1) throw new Error('not an .ico file')
  const count = buffer.readUInt16LE(4)
  return Array.from({ length: count }, (_, i) => {
    const at = 6 + 16 * i
    const size = buffer.readUInt32LE(at + 8)
    const offset = buffer.readUInt32LE(at + 12)
    return {
      width: buffer.readUInt8(at) || 256,
      height: buffer.readUInt8(at + 1) || 256,
      png: buffer.subarray(offset, offset + size),
    }
  })
}

/** Reads an .icns back: its elements' types and data (for checks). */
export function readIcns(buffer) {
  if (buffer.toString('latin1', 0, 4) !== 'icns' || buffer.readUInt32BE(4) !== buffer.length)
    throw new Error('not an .icns file')
  const elements = []
  for (let at = 8; at < buffer.length;) {
    const length = buffer.readUInt32BE(at + 4)
    if (length < 8 || at + length > buffer.length) throw new Error('corrupt .icns element')
    elements.push({ type: buffer.toString('latin1', at, at + 4), data: buffer.subarray(at + 8, at + length) })
    at += length
  }
  return elements
}
