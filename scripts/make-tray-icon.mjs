#!/usr/bin/env node
/**
 * `node scripts/make-tray-icon.mjs`: draws the macOS menu bar icon, a monochrome template image
 * (black on transparent; macOS tints it to the menu bar), in plain Node: a price tag with a
 * magnifier, the app icon's motif reduced to a glyph.
 *
 * Writes resources/tray/trayTemplate.png (16 px) and trayTemplate@2x.png (32 px, which
 * Electron picks on a Retina display). The shapes are measured on a 16-unit grid and each
 * pixel's alpha is the share of 8×8 sample points inside the glyph, so both sizes come out
 * smooth from the one drawing. The outputs are committed; run this again after changing it.
 */
import { writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { deflateSync } from 'node:zlib'

const out = join(resolve(import.meta.dirname, '..'), 'resources', 'tray')

const insidePolygon = (x, y, points) => {
  let inside = false
  for (let i = 0, j = points.length - 1; i < points.length; j = i++) {
    const [xi, yi] = points[i]
    const [xj, yj] = points[j]
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside
  }
  return inside
}
const distance = (x, y, cx, cy) => Math.hypot(x - cx, y - cy)
/** Distance from (x, y) to the segment a–b. */
const toSegment = (x, y, [ax, ay], [bx, by]) => {
  const t = Math.max(
    0,
    Math.min(1, ((x - ax) * (bx - ax) + (y - ay) * (by - ay)) / ((bx - ax) ** 2 + (by - ay) ** 2)),
  )
  return distance(x, y, ax + t * (bx - ax), ay + t * (by - ay))
}

const TAG = [
  [4.5, 1.5],
  [13.5, 1.5],
  [13.5, 8.5],
  [4.5, 8.5],
  [1, 5],
]
const LENS = { x: 10, y: 10, outer: 3.6, inner: 2.1, clearance: 4.9 }

/** Whether a point of the 16-unit grid is ink. */
export function isInk(x, y) {
  const fromLens = distance(x, y, LENS.x, LENS.y)
  const ring = fromLens <= LENS.outer && fromLens >= LENS.inner
  const handle = toSegment(x, y, [12.7, 12.7], [14.8, 14.8]) <= 1.15
  const tag = insidePolygon(x, y, TAG) && distance(x, y, 4.6, 5) > 1.1 && fromLens > LENS.clearance
  return ring || handle || tag
}

function crc32(bytes) {
  let crc = ~0
  for (const byte of bytes) {
    crc ^= byte
    for (let k = 0; k < 8; k++) crc = (crc >>> 1) ^ (0xedb88320 & -(crc & 1))
  }
  return ~crc >>> 0
}

function chunk(type, data) {
  const length = Buffer.alloc(4)
  length.writeUInt32BE(data.length)
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data])
  const crc = Buffer.alloc(4)
  crc.writeUInt32BE(crc32(body))
  return Buffer.concat([length, body, crc])
}

export function renderPng(size, samples = 8) {
  const rows = []
  for (let py = 0; py < size; py++) {
    const row = Buffer.alloc(1 + size * 4)
    for (let px = 0; px < size; px++) {
      let hits = 0
      for (let sy = 0; sy < samples; sy++)
        for (let sx = 0; sx < samples; sx++)
          if (isInk(((px + (sx + 0.5) / samples) * 16) / size, ((py + (sy + 0.5) / samples) * 16) / size))
            hits++
      row[1 + px * 4 + 3] = Math.round((255 * hits) / samples ** 2)
    }
    rows.push(row)
  }
  const header = Buffer.alloc(13)
  header.writeUInt32BE(size, 0)
  header.writeUInt32BE(size, 4)
  header[8] = 8 // bit depth
  header[9] = 6 // RGBA
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows), { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ])
}

if (import.meta.url === `file://${process.argv[1]}`) {
  writeFileSync(join(out, 'trayTemplate.png'), renderPng(16))
  writeFileSync(join(out, 'trayTemplate@2x.png'), renderPng(32))
  console.log(`wrote ${out}/trayTemplate.png and trayTemplate@2x.png`)
}
