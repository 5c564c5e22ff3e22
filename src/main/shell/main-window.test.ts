import { describe, expect, it } from 'vitest'
import { createMainWindow } from './main-window'
import { FakeBrowserWindow } from './testing/fake-electron.test-support'
import { EXPECTED_WEB_PREFERENCES } from './testing/secure-web-preferences.test-support'

const create = (
  icon: string | undefined,
  bounds: { x?: number; y?: number; width: number; height: number },
) =>
  createMainWindow(FakeBrowserWindow, {
    preload: '/app/out/preload/index.cjs',
    bounds,
    icon,
    title: 'Catalog Browser',
  })

describe('createMainWindow', () => {
  it('sets exactly the secure web preferences plus the preload', () => {
    const window = create('/app/resources/icons/512x512.png', { x: 5, y: 6, width: 900, height: 600 })
    expect(window.options.webPreferences).toStrictEqual({
      ...EXPECTED_WEB_PREFERENCES,
      preload: '/app/out/preload/index.cjs',
    })
    expect(window.options).toMatchObject({
      x: 5,
      y: 6,
      width: 900,
      height: 600,
      minWidth: 720,
      minHeight: 480,
      show: false,
      icon: '/app/resources/icons/512x512.png',
    })
  })

  it('leaves the icon and position out when there are none', () => {
    const window = create(undefined, { width: 900, height: 600 })
    expect('icon' in window.options).toBe(false)
    expect('x' in window.options).toBe(false)
  })
})
