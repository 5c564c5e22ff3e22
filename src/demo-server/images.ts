import type { ItemLook } from './data/catalog-data'
import { encodePng } from './png'

/**
 * Item pictures drawn here, so the demo works offline and never hot-links the platform's CDN.
 *
 * PNG, not SVG: Chromium builds a whole document for every SVG `<img>` on the window's main
 * thread, which slows every page turn (png.ts); real catalogs serve raster pictures too.
 */

const PALETTES: Readonly<Record<number, readonly [string, string]>> = {
  730: ['#1b2838', '#e4ae39'],
  570: ['#2b0d0d', '#c23c2a'],
  440: ['#2a1f14', '#cf7336'],
  252490: ['#1e1e1e', '#ce422b'],
}
const DEFAULT_PALETTE: readonly [string, string] = ['#222222', '#888888']

/** A stable hue per item family, so listings of one product look alike. */
function hueOf(text: string): number {
  let hash = 0
  for (const char of text) hash = (Math.imul(hash, 31) + char.codePointAt(0)!) >>> 0
  return hash % 360
}

/** `AK-47 | Redline (Field-Tested)` -> `AK-47 | Redline`: every wear of a product looks alike. */
function productOf(marketHashName: string): string {
  return /^(.*) \([^()]*\)$/.exec(marketHashName)?.[1] ?? marketHashName
}

/**
 * The shapes are drawn in 256 × 192 units; the PNG has half as many pixels each way, twice the
 * largest size the app shows a picture at (64 px).
 */
const UNITS_PER_PIXEL = 2
export const PICTURE_WIDTH = 256 / UNITS_PER_PIXEL
export const PICTURE_HEIGHT = 192 / UNITS_PER_PIXEL

type Rgb = readonly [number, number, number]

function hexToRgb(hex: string): Rgb {
  const value = Number.parseInt(hex.slice(1), 16)
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255]
}

function hslToRgb(hue: number, saturation: number, lightness: number): Rgb {
  const chroma = (1 - Math.abs(2 * lightness - 1)) * saturation
  const channel = (n: number) => {
    const k = (n + hue / 30) % 12
    return Math.round(255 * (lightness - (chroma / 2) * Math.max(-1, Math.min(k - 3, 9 - k, 1))))
  }
  return [channel(0), channel(8), channel(4)]
}

/** Even-odd rule: is (x, y) inside the polygon? */
function inside(points: readonly (readonly [number, number])[], x: number, y: number): boolean {
  let result = false
  for (let i = 0, j = points.length - 1; i < points.length; j = i, i += 1) {
    const [xi, yi] = points[i]!
    const [xj, yj] = points[j]!
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) result = !result
  }
  return result
}

function insideRoundedRect(x: number, y: number, width: number, height: number, radius: number): boolean {
  const dx = Math.max(radius - x, 0, x - (width - radius))
  const dy = Math.max(radius - y, 0, y - (height - radius))
  return dx * dx + dy * dy <= radius * radius
}

const BLADE: readonly (readonly [number, number])[] = [
  [40, 120],
  [120, 64],
  [216, 72],
  [176, 132],
  [72, 140],
]

/**
 * An item's picture: the palette of its game, an accent bar, a blade in the hue of its product
 * and a gem in the opposite hue. No text: unreadable at thumbnail size, and the app shows the
 * name beside the picture.
 */
export function renderItemPng(look: ItemLook): Buffer {
  const [background, accent] = PALETTES[look.appid] ?? DEFAULT_PALETTE
  const hue = hueOf(productOf(look.marketHashName))
  // A picture depends only on its palette and hue (a few thousand at most), and drawing one
  // is slow enough to matter: in the built-in demo catalog that is main's event loop.
  const key = `${background}${accent}${hue}`
  const cached = PICTURES.get(key)
  if (cached) return cached
  const picture = drawPicture(background, accent, hue)
  PICTURES.set(key, picture)
  return picture
}

const PICTURES = new Map<string, Buffer>()

function drawPicture(background: string, accent: string, hue: number): Buffer {
  const base = hexToRgb(background)
  const bar = hexToRgb(accent)
  const blade = hslToRgb(hue, 0.55, 0.45)
  const gem = hslToRgb((hue + 180) % 360, 0.6, 0.6)
  const pixels = new Uint8Array(PICTURE_WIDTH * PICTURE_HEIGHT * 4)
  for (let y = 0; y < PICTURE_HEIGHT; y += 1) {
    for (let x = 0; x < PICTURE_WIDTH; x += 1) {
      // Sampled at the pixel's centre, in drawing units.
      const px = (x + 0.5) * UNITS_PER_PIXEL
      const py = (y + 0.5) * UNITS_PER_PIXEL
      if (!insideRoundedRect(px, py, 256, 192, 12)) continue // transparent
      let [r, g, b] = px >= 8 && px <= 248 && py >= 8 && py <= 12 ? bar : base
      // Translucent shapes over it.
      for (const [colour, opacity, covers] of [
        [blade, 0.85, inside(BLADE, px, py)],
        [gem, 0.7, (px - 120) ** 2 + (py - 100) ** 2 <= 18 * 18],
      ] as const) {
        if (!covers) continue
        r = Math.round(colour[0] * opacity + r * (1 - opacity))
        g = Math.round(colour[1] * opacity + g * (1 - opacity))
        b = Math.round(colour[2] * opacity + b * (1 - opacity))
      }
      const offset = (y * PICTURE_WIDTH + x) * 4
      pixels[offset] = r
      pixels[offset + 1] = g
      pixels[offset + 2] = b
      pixels[offset + 3] = 255
    }
  }
  return encodePng({ width: PICTURE_WIDTH, height: PICTURE_HEIGHT, pixels })
}
