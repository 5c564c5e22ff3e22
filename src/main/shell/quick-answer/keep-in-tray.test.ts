import { describe, expect, it } from 'vitest'
import { quitsWhenAllWindowsClose } from './keep-in-tray'

describe('quitsWhenAllWindowsClose', () => {
  it('quits on Windows and Linux unless the app is kept in the tray', () => {
    for (const platform of ['win32', 'linux'] as const) {
      expect(quitsWhenAllWindowsClose(platform, false)).toBe(true)
      expect(quitsWhenAllWindowsClose(platform, true)).toBe(false)
    }
  })

  it('never quits on macOS, as Mac apps do, whatever the option', () => {
    expect(quitsWhenAllWindowsClose('darwin', false)).toBe(false)
    expect(quitsWhenAllWindowsClose('darwin', true)).toBe(false)
  })
})
