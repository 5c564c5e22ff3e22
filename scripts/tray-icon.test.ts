import { readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import { pngSize } from './icon-containers.mjs'
import { isInk, renderPng } from './make-tray-icon.mjs'

const tray = resolve(__dirname, '..', 'resources', 'tray')

describe('the tray icon', () => {
  it('is committed as make-tray-icon.mjs draws it, at 16 and 32 px', () => {
    expect(readFileSync(join(tray, 'trayTemplate.png')).equals(renderPng(16))).toBe(true)
    expect(readFileSync(join(tray, 'trayTemplate@2x.png')).equals(renderPng(32))).toBe(true)
    expect(pngSize(readFileSync(join(tray, 'trayTemplate@2x.png')))).toStrictEqual({ width: 32, height: 32 })
  })

  it('is a glyph with room around it: its corners and the lens centre are clear, the ring inked', () => {
    expect(isInk(0.2, 0.2)).toBe(false)
    expect(isInk(15.8, 0.2)).toBe(false)
    expect(isInk(10, 10)).toBe(false)
    expect(isInk(10 + 2.8, 10)).toBe(true)
    expect(isInk(8, 4)).toBe(true)
  })
})
