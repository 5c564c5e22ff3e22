import { describe, expect, it } from 'vitest'
import { createFakeElectron } from './testing/fake-electron.test-support'
import { denyAllPermissions } from './permissions'

describe('denyAllPermissions', () => {
  it('denies every permission request, check and device request', () => {
    const fake = createFakeElectron()
    const lines: string[] = []
    denyAllPermissions(fake.electron.session.defaultSession, (line) => lines.push(line))
    for (const permission of [
      'media',
      'geolocation',
      'notifications',
      'clipboard-read',
      'openExternal',
      'fullscreen',
    ]) {
      const answers: boolean[] = []
      fake.permission.request?.({}, permission, (granted) => answers.push(granted))
      expect(answers, permission).toStrictEqual([false])
      expect(fake.permission.check?.({}, permission, 'file://', {})).toBe(false)
    }
    expect(fake.permission.device?.({ deviceType: 'usb' })).toBe(false)
    expect(lines).toContain('denied permission request: media')
  })
})
