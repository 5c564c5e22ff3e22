import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { Notice } from '../../../shared/ipc'
import type { Policy } from '../../../shared/policy/policy-schema'
import { inEnglish } from '../../../shared/i18n/english.test-support'
import { createNoticeBoard } from '../notice-board'
import { SETTINGS_FILE_NAME, openSettingsStore } from '../settings/settings-store'
import { SHORTCUT_HELD_NOTICE_ID, createQuickAnswerSettings } from './quick-answer-settings'

let dir: string
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'catalog-quick-settings-'))
})
afterEach(async () => {
  await rm(dir, { recursive: true, force: true })
})

async function open(options: { policy?: Policy | null; isMac?: boolean; file?: unknown } = {}) {
  if (options.file !== undefined) await writeFile(join(dir, SETTINGS_FILE_NAME), JSON.stringify(options.file))
  const notices = createNoticeBoard()
  const settings = await openSettingsStore({ dir, onNotice: notices.add })
  const log: string[] = []
  const service = createQuickAnswerSettings({
    emit: () => true,
    settings,
    policy: options.policy ?? null,
    notices,
    isMac: options.isMac ?? false,
    log: (line) => log.push(line),
  })
  return { service, settings, notices, log }
}

const fileOnDisk = async () =>
  JSON.parse(await readFile(join(dir, SETTINGS_FILE_NAME), 'utf8')) as Record<string, unknown>
const heldNotice = (notices: readonly Notice[]) =>
  notices.find((notice) => notice.id === SHORTCUT_HELD_NOTICE_ID)

describe('the Quick answer settings', () => {
  it('start at Ctrl+Alt+L and the tray option off, with no shell to say whether the keys are ours', async () => {
    const { service } = await open()
    expect(service.current()).toStrictEqual({
      shortcut: 'CommandOrControl+Alt+L',
      shortcutSetBy: 'default',
      shortcutState: 'unknown',
      keepRunningInTray: false,
      keepRunningInTraySetBy: 'default',
    })
  })

  it('asks the shell to bind the shortcut in use at once, and says it is registered', async () => {
    const { service } = await open()
    const asked: string[] = []
    service.setShortcutRegistrar((accelerator) => (asked.push(accelerator), true))
    expect(asked).toStrictEqual(['CommandOrControl+Alt+L'])
    expect(service.current().shortcutState).toBe('registered')
  })

  it('tells the agent in plain words, with a way to pick another, when another program holds it', async () => {
    const { service, notices } = await open({ isMac: true })
    service.setShortcutRegistrar(() => false)
    expect(service.current().shortcutState).toBe('held')
    const notice = heldNotice(notices.list())
    expect(notice).toMatchObject({ level: 'warning', action: 'quickAnswerSettings' })
    expect(inEnglish(notice?.message)).toBe(
      'The Quick answer shortcut ⌥⌘L is taken by another program, so it does nothing in Catalog Browser; the rest of the app works as usual. Choose another shortcut in Quick answer settings.',
    )
  })

  it('saves a new shortcut once the shell bound it, takes the notice back, and reads it after a restart', async () => {
    const first = await open()
    const bindable = new Set(['Control+Shift+K'])
    first.service.setShortcutRegistrar((accelerator) => bindable.has(accelerator))
    expect(heldNotice(first.notices.list())).toBeDefined()
    const answer = await first.service.setQuickAnswerSettings({ shortcut: 'Control+Shift+K' })
    expect(answer).toMatchObject({
      ok: true,
      data: { shortcut: 'Control+Shift+K', shortcutSetBy: 'agent', shortcutState: 'registered' },
    })
    expect(heldNotice(first.notices.list())).toBeUndefined()
    await first.settings.flush()
    expect(await fileOnDisk()).toMatchObject({ quickAnswer: { shortcut: 'Control+Shift+K' } })
    const again = await open()
    expect(again.service.current().shortcut).toBe('Control+Shift+K')
  })

  it('refuses a shortcut another program holds, keeping the one in use and the file as it was', async () => {
    const { service, settings } = await open()
    service.setShortcutRegistrar((accelerator) => accelerator !== 'Alt+F9')
    const answer = await service.setQuickAnswerSettings({ shortcut: 'Alt+F9' })
    expect(answer.ok).toBe(false)
    if (!answer.ok) {
      expect(answer.error.kind).toBe('refused')
      expect(inEnglish(answer.error.message)).toBe(
        'Alt+F9 is taken by another program. Choose another shortcut; Ctrl+Alt+L stays in use.',
      )
    }
    expect(service.current().shortcut).toBe('CommandOrControl+Alt+L')
    expect(settings.current().quickAnswer).toBeUndefined()
  })

  it('goes back to the default when the shortcut is cleared (null), and keeps the tray option', async () => {
    const { service, settings } = await open({
      file: {
        version: 1,
        catalogs: [],
        lastUsed: null,
        prefs: {},
        quickAnswer: { shortcut: 'Alt+F9', keepRunningInTray: true },
      },
    })
    const asked: string[] = []
    service.setShortcutRegistrar((accelerator) => (asked.push(accelerator), true))
    await service.setQuickAnswerSettings({ shortcut: null })
    expect(asked).toStrictEqual(['Alt+F9', 'CommandOrControl+Alt+L'])
    expect(service.current()).toMatchObject({
      shortcut: 'CommandOrControl+Alt+L',
      shortcutSetBy: 'default',
      keepRunningInTray: true,
    })
    expect(settings.current().quickAnswer).toStrictEqual({ keepRunningInTray: true })
  })

  it('saves the tray option without touching the shortcut binding', async () => {
    const { service } = await open()
    let asked = 0
    service.setShortcutRegistrar(() => (asked++, true))
    const answer = await service.setQuickAnswerSettings({ keepRunningInTray: true })
    expect(answer).toMatchObject({
      ok: true,
      data: { keepRunningInTray: true, keepRunningInTraySetBy: 'agent' },
    })
    expect(asked).toBe(1)
  })

  it('reads an older file without the section, and a section it cannot read costs only itself', async () => {
    const old = await open({ file: { version: 1, catalogs: [], lastUsed: null, prefs: {} } })
    expect(old.service.current().shortcut).toBe('CommandOrControl+Alt+L')
    await rm(join(dir, SETTINGS_FILE_NAME))
    const odd = await open({
      file: {
        version: 1,
        catalogs: [{ baseUrl: 'https://catalog.example.com', label: 'Catalog', lastUsedAt: null }],
        lastUsed: null,
        prefs: {},
        quickAnswer: { shortcut: 'Shift+A', keepRunningInTray: 'sometimes' },
      },
    })
    expect(odd.service.current()).toMatchObject({
      shortcut: 'CommandOrControl+Alt+L',
      keepRunningInTray: false,
    })
    expect(odd.settings.current().catalogs).toHaveLength(1)
  })

  it("uses the policy's values, shown as the organization's, and refuses to change them", async () => {
    const { service, notices } = await open({
      policy: { quickAnswerShortcut: 'Control+Alt+Q', keepRunningInTray: true },
    })
    service.setShortcutRegistrar(() => false)
    expect(service.current()).toMatchObject({
      shortcut: 'Control+Alt+Q',
      shortcutSetBy: 'policy',
      keepRunningInTray: true,
      keepRunningInTraySetBy: 'policy',
    })
    // Nothing to pick in the app: the notice sends the agent to IT, with no action.
    const notice = heldNotice(notices.list())
    expect(notice?.action).toBeUndefined()
    expect(inEnglish(notice?.message)).toContain(
      'It is set by your organization: ask IT to choose another one.',
    )
    for (const request of [{ shortcut: 'Alt+F9' }, { keepRunningInTray: false }]) {
      const answer = await service.setQuickAnswerSettings(request)
      expect(answer).toMatchObject({ ok: false, error: { kind: 'refused' } })
    }
  })

  it('forgets the registrar once removed: a later change binds nothing and says nothing of the keys', async () => {
    const { service } = await open()
    const remove = service.setShortcutRegistrar(() => true)
    remove()
    expect(service.current().shortcutState).toBe('unknown')
    expect(await service.setQuickAnswerSettings({ shortcut: 'Alt+F9' })).toMatchObject({ ok: true })
  })
})
