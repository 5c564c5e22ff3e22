import { afterEach, describe, expect, it } from 'vitest'
import { inEnglish } from '../../shared/i18n/english.test-support'
import { call, dataOf, disposeCores, errorOf, makeCore } from './app-core.test-support'

/**
 * The Quick answer's settings and the tray's watched count through the real core: the IPC
 * channels validate what the window sends, the held shortcut reaches the window as a notice,
 * and the count follows the watch list.
 */
afterEach(async () => {
  await disposeCores()
})

describe('the core: Quick answer settings over IPC', () => {
  it('refuses a shortcut that is not modifiers and one key, and fields the contract does not have', async () => {
    const { core } = await makeCore()
    for (const payload of [
      { shortcut: 'Shift+A' },
      { shortcut: 'Ctrl+Alt' },
      { shortcut: 'Ctrl+K', extra: 1 },
    ]) {
      expect(errorOf(await core.handle('desktop:setQuickAnswerSettings', payload)).kind).toBe(
        'invalid_request',
      )
    }
  })

  it('takes a shortcut in any spelling and keeps its canonical one', async () => {
    const { core } = await makeCore()
    core.setShortcutRegistrar(() => true)
    const saved = dataOf(await call(core, 'desktop:setQuickAnswerSettings', { shortcut: 'ctrl+shift+k' }))
    expect(saved).toMatchObject({
      shortcut: 'Control+Shift+K',
      shortcutSetBy: 'agent',
      shortcutState: 'registered',
    })
    expect(dataOf(await call(core, 'desktop:quickAnswerSettings', {}))).toStrictEqual(saved)
    expect(core.quickAnswerSettings().shortcut).toBe('Control+Shift+K')
  })

  it("shows a held shortcut among the window's notices, with the way to pick another", async () => {
    const { core } = await makeCore()
    core.setShortcutRegistrar(() => false)
    const notices = dataOf(await call(core, 'app:notices', {}))
    const held = notices.find((notice) => notice.action === 'quickAnswerSettings')
    expect(inEnglish(held?.message)).toMatch(/^The Quick answer shortcut .+ is taken by another program/)
  })

  it("holds the menu's Quick answer settings… for a window that starts after it, handed over once", async () => {
    const { core } = await makeCore()
    const events: string[] = []
    core.addEventSink((event) => events.push(event))
    expect(dataOf(await call(core, 'desktop:takeQuickAnswerSettingsRequest', {}))).toStrictEqual({
      open: false,
    })
    core.requestQuickAnswerSettings()
    expect(events).toContain('desktop:openQuickAnswerSettings')
    expect(dataOf(await call(core, 'desktop:takeQuickAnswerSettingsRequest', {}))).toStrictEqual({
      open: true,
    })
    expect(dataOf(await call(core, 'desktop:takeQuickAnswerSettingsRequest', {}))).toStrictEqual({
      open: false,
    })
  })
})

describe('the core: the watched items count', () => {
  it('is null without a catalog, then follows watching and unwatching', async () => {
    const { core } = await makeCore()
    const heard: (number | null)[] = []
    core.onWatchedCountChange((count) => heard.push(count))
    expect(core.watchedCount()).toBeNull()
    dataOf(await call(core, 'session:openDemo', {}))
    dataOf(await call(core, 'watch:add', { id: 1, name: 'First', status: 'pending' }))
    dataOf(await call(core, 'watch:add', { id: 2, name: 'Second', status: 'pending' }))
    dataOf(await call(core, 'watch:remove', { id: 1 }))
    expect(core.watchedCount()).toBe(1)
    expect(heard).toStrictEqual([0, 1, 2, 1])
    dataOf(await call(core, 'session:signOut', {}))
    expect(heard.at(-1)).toBeNull()
  })
})
