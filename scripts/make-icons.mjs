#!/usr/bin/env node
/**
 * `npm run icons`: renders the app icon from its SVG sources into every file packaging needs.
 *
 * resources/icon.svg is the icon; resources/icon-small.svg is the same design simplified for
 * 32 px and below, where detail turns to mush. Each size is rendered by headless Chromium
 * (Debian's, or CHROMIUM_PATH: never a downloaded browser) with a transparent background,
 * then .ico and .icns are assembled in plain Node. The outputs are committed, so packaging
 * never needs a browser.
 *
 * Writes resources/icons/<n>x<n>.png (Linux), resources/icon.png (512), icon.ico, icon.icns,
 * and resources/icons/sources.sha256, the hash of the SVGs they came from: a test compares it
 * with the SVGs, so an edited SVG without regenerated icons fails `npm test`.
 */
import { createHash } from 'node:crypto'
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import { chromium } from '@playwright/test'
import { buildIcns, buildIco, pngSize } from './icon-containers.mjs'

const root = resolve(import.meta.dirname, '..')
const resources = join(root, 'resources')
export const SOURCES = Object.freeze(['icon.svg', 'icon-small.svg'])

export const PNG_SIZES = Object.freeze([16, 24, 32, 48, 64, 128, 256, 512, 1024])
export const ICO_SIZES = Object.freeze([16, 24, 32, 48, 64, 128, 256])
/** Up to this size the simplified drawing is used. */
export const SMALL_ICON_MAX = 32

/** The hash of the SVG sources, recorded beside the icons rendered from them. */
export function sourcesHash(resourcesDir = resources) {
  const hash = createHash('sha256')
  for (const name of SOURCES)
    hash
      .update(name)
      .update('\0')
      .update(readFileSync(join(resourcesDir, name)))
  return hash.digest('hex')
}

const svgPage = (svg, size) =>
  `<!doctype html><html><body style="margin:0;background:transparent">` +
  `<img src="data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}" width="${size}" height="${size}" style="display:block">` +
  `</body></html>`

async function render() {
  const large = readFileSync(join(resources, 'icon.svg'), 'utf8')
  const small = readFileSync(join(resources, 'icon-small.svg'), 'utf8')
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  })
  try {
    const pngs = new Map()
    for (const size of PNG_SIZES) {
      const page = await browser.newPage({ viewport: { width: size, height: size }, deviceScaleFactor: 1 })
      await page.setContent(svgPage(size <= SMALL_ICON_MAX ? small : large, size))
      await page.locator('img').evaluate((img) => img.decode())
      const png = await page.screenshot({
        omitBackground: true,
        clip: { x: 0, y: 0, width: size, height: size },
      })
      const actual = pngSize(png)
      if (actual.width !== size || actual.height !== size)
        throw new Error(`rendered ${actual.width}x${actual.height} for ${size}`)
      pngs.set(size, png)
      await page.close()
    }
    return pngs
  } finally {
    await browser.close()
  }
}

async function main() {
  const pngs = await render()
  mkdirSync(join(resources, 'icons'), { recursive: true })
  for (const [size, png] of pngs) writeFileSync(join(resources, 'icons', `${size}x${size}.png`), png)
  writeFileSync(join(resources, 'icon.png'), pngs.get(512))
  writeFileSync(join(resources, 'icon.ico'), buildIco(ICO_SIZES.map((size) => pngs.get(size))))
  writeFileSync(join(resources, 'icon.icns'), buildIcns(pngs))
  writeFileSync(join(resources, 'icons', 'sources.sha256'), `${sourcesHash()}\n`)
  console.log(`Wrote ${pngs.size} PNGs, icon.png, icon.ico and icon.icns to resources/.`)
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  main().catch((error) => {
    console.error(`Could not render the icons: ${error.message}`)
    console.error('They are rendered with Chromium: install it (apt install chromium) or set CHROMIUM_PATH.')
    process.exit(1)
  })
}
