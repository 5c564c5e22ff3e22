import type { ItemLook } from './data/catalog-data'

/**
 * Item pictures drawn as small SVGs, so the demo works offline and never hot-links the
 * platform's CDN.
 *
 * The markup is static shapes and escaped text only: no script, no event attributes, no
 * external references. Served with a `default-src 'none'` CSP as a second fence.
 */

const PALETTES: Readonly<Record<number, readonly [string, string]>> = {
  730: ['#1b2838', '#e4ae39'],
  570: ['#2b0d0d', '#c23c2a'],
  440: ['#2a1f14', '#cf7336'],
  252490: ['#1e1e1e', '#ce422b'],
}
const DEFAULT_PALETTE: readonly [string, string] = ['#222222', '#888888']

const XML_ESCAPES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
}

export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => XML_ESCAPES[char]!)
}

/** A stable hue per item family, so listings of one product look alike. */
function hueOf(text: string): number {
  let hash = 0
  for (const char of text) hash = (Math.imul(hash, 31) + char.codePointAt(0)!) >>> 0
  return hash % 360
}

/** `AK-47 | Redline (Field-Tested)` -> label `AK-47 | Redline`, badge `FT`. */
function splitName(marketHashName: string): { label: string; badge: string } {
  const match = /^(.*) \(([^()]*)\)$/.exec(marketHashName)
  if (!match) return { label: marketHashName, badge: '' }
  const badge = match[2]!
    .split(/[\s-]+/)
    .map((word) => word[0] ?? '')
    .join('')
    .toUpperCase()
  return { label: match[1]!, badge }
}

function shorten(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max - 1)}…` : text
}

export function renderItemSvg(look: ItemLook): string {
  const [background, accent] = PALETTES[look.appid] ?? DEFAULT_PALETTE
  const { label, badge } = splitName(look.marketHashName)
  const [weapon, skin] = label.includes(' | ') ? label.split(' | ', 2) : [label, '']
  const hue = hueOf(label)
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" width="256" height="192" viewBox="0 0 256 192">',
    `<title>${escapeXml(look.marketHashName)}</title>`,
    `<rect width="256" height="192" rx="12" fill="${background}"/>`,
    `<rect x="8" y="8" width="240" height="4" rx="2" fill="${accent}"/>`,
    `<path d="M40 120 L120 64 L216 72 L176 132 L72 140 Z" fill="hsl(${hue} 55% 45%)" opacity="0.85"/>`,
    `<circle cx="120" cy="100" r="18" fill="hsl(${(hue + 180) % 360} 60% 60%)" opacity="0.7"/>`,
    `<text x="16" y="166" font-family="sans-serif" font-size="14" fill="#ffffff">${escapeXml(shorten(weapon ?? '', 30))}</text>`,
    `<text x="16" y="182" font-family="sans-serif" font-size="11" fill="#cccccc">${escapeXml(shorten(skin ?? '', 34))}</text>`,
    badge
      ? `<text x="240" y="34" font-family="sans-serif" font-size="14" font-weight="bold" text-anchor="end" fill="${accent}">${escapeXml(badge)}</text>`
      : '',
    `<text x="16" y="34" font-family="monospace" font-size="11" fill="#999999">#${look.id}</text>`,
    '</svg>',
  ].join('')
}
