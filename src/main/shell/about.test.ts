import { describe, expect, it } from 'vitest'
import { aboutDetail, setAboutPanel, showAboutDialog, type AboutInfo } from './about'
import { FakeApp, createFakeElectron } from './testing/fake-electron.test-support'
import { inEnglish } from '../../shared/i18n/english'
import { textIn } from '../core/app-language/app-messages'

const info: AboutInfo = {
  name: 'Catalog Browser',
  version: '1.2.3',
  electron: '45.4.1',
  chrome: '142.0',
  node: '22.1.0',
}

describe('about', () => {
  it('names the version first, then the runtime', () => {
    expect(aboutDetail(info, inEnglish)).toBe('Version 1.2.3\nElectron 45.4.1 · Chromium 142.0 · Node 22.1.0')
    expect(aboutDetail({ ...info, electron: null, chrome: null, node: null }, inEnglish)).toBe(
      'Version 1.2.3',
    )
  })

  it('words the dialog in the app language, program names and numbers as they are', async () => {
    const fake = createFakeElectron()
    await showAboutDialog(fake.electron.dialog, null, info, textIn('ru'))
    const [box] = fake.messageBoxes
    expect(box?.title).not.toBe('About Catalog Browser')
    expect(box?.title).toContain('Catalog Browser')
    expect(box?.detail).not.toContain('Version 1.2.3')
    expect(box?.detail).toContain('1.2.3')
    expect(box?.detail).toContain('Electron 45.4.1 · Chromium 142.0 · Node 22.1.0')
  })

  it('shows a dialog titled About Catalog Browser with the version', async () => {
    const fake = createFakeElectron()
    await showAboutDialog(fake.electron.dialog, null, info, inEnglish)
    expect(fake.messageBoxes).toHaveLength(1)
    expect(fake.messageBoxes[0]).toMatchObject({ title: 'About Catalog Browser', message: 'Catalog Browser' })
    expect(fake.messageBoxes[0]?.detail).toContain('Version 1.2.3')
  })

  it("fills the OS About panel with the app's version", () => {
    const app = new FakeApp()
    setAboutPanel(app, info)
    expect(app.aboutPanel).toMatchObject({
      applicationName: 'Catalog Browser',
      applicationVersion: '1.2.3',
      version: 'Electron 45.4.1 · Chromium 142.0 · Node 22.1.0',
    })
  })
})
