import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it } from 'vitest'
import type { AppLanguage } from '../../shared/i18n/app-languages'
import type { Notice, QuickAnswerSettings } from '../../shared/ipc'
import { saying } from '../../shared/i18n/english.test-support'
import { renderWithQuery } from '../render-with-query.test-support'
import { closeQuickAnswerSettings } from '../state/quick-answer-settings-open'
import { callsOf, fakeCatalog, installCatalog } from '../testing/fake-catalog.test-support'
import { NoticesBanner } from '../ui/notices-banner'
import { QuickAnswerSettingsHost } from './quick-answer-settings-host'

const SETTINGS: QuickAnswerSettings = {
  shortcut: 'CommandOrControl+Alt+L',
  shortcutSetBy: 'default',
  shortcutState: 'registered',
  keepRunningInTray: false,
  keepRunningInTraySetBy: 'default',
}

afterEach(() => act(() => closeQuickAnswerSettings()))

function setup(
  options: {
    settings?: Partial<QuickAnswerSettings>
    platform?: NodeJS.Platform
    language?: AppLanguage
    save?: (change: unknown) => Promise<unknown>
    notices?: Notice[]
    /** The menu was chosen before the window started: main holds the request. */
    requested?: boolean
  } = {},
) {
  let current: QuickAnswerSettings = { ...SETTINGS, ...options.settings }
  let requested = options.requested ?? false
  const fake = fakeCatalog({
    takeQuickAnswerSettingsRequest: async () => {
      const open = requested
      requested = false
      return { ok: true, data: { open } }
    },
    appLanguage: async () => ({ ok: true, data: options.language ?? 'en' }),
    appInfo: async () => ({
      ok: true,
      data: {
        name: 'Catalog Browser',
        version: '1.2.3',
        electron: null,
        chrome: null,
        platform: options.platform ?? 'linux',
      },
    }),
    notices: async () => ({ ok: true, data: options.notices ?? [] }),
    quickAnswerSettings: async () => ({ ok: true, data: current }),
    setQuickAnswerSettings: async (change) => {
      if (options.save) return (await options.save(change)) as never
      current = { ...current, ...(change as object) }
      return { ok: true, data: current }
    },
  })
  installCatalog(fake.api)
  renderWithQuery(
    <>
      <NoticesBanner />
      <QuickAnswerSettingsHost />
    </>,
  )
  const openFromMenu = async () => {
    requested = true
    act(() => fake.emit('desktop:openQuickAnswerSettings', {}))
    return screen.findByRole('dialog', {
      name: options.language === 'de' ? 'Einstellungen für Schnellantwort' : 'Quick answer settings',
    })
  }
  return { fake, user: userEvent.setup(), openFromMenu }
}

describe('Quick answer settings', () => {
  it('opens for the menu chosen before the window listened, and for an event only when main holds a request', async () => {
    const { fake } = setup({ requested: true })
    const dialog = await screen.findByRole('dialog', { name: 'Quick answer settings' })
    act(() => closeQuickAnswerSettings())
    await waitFor(() => expect(dialog).not.toBeInTheDocument())
    act(() => fake.emit('desktop:openQuickAnswerSettings', {}))
    await waitFor(() => expect(callsOf(fake.calls, 'takeQuickAnswerSettingsRequest')).toHaveLength(2))
    expect(screen.queryByRole('dialog', { name: 'Quick answer settings' })).toBeNull()
  })

  it('opens from the app menu with the shortcut box focused, records a combination and saves it', async () => {
    const { fake, user, openFromMenu } = setup()
    const dialog = await openFromMenu()
    const box = within(dialog).getByRole('textbox', { name: 'Quick answer shortcut' })
    await waitFor(() => expect(box).toHaveFocus())
    expect(box).toHaveValue('Ctrl+Alt+L')
    await user.keyboard('[ControlLeft>][ShiftLeft>][KeyK][/ShiftLeft][/ControlLeft]')
    expect(box).toHaveValue('Ctrl+Shift+K')
    await user.click(within(dialog).getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(callsOf(fake.calls, 'setQuickAnswerSettings')).toStrictEqual([{ shortcut: 'Control+Shift+K' }])
  })

  it('puts back the shortcut before on Esc, and a second Esc closes without saving', async () => {
    const { fake, user, openFromMenu } = setup()
    const dialog = await openFromMenu()
    const box = within(dialog).getByRole('textbox', { name: 'Quick answer shortcut' })
    await waitFor(() => expect(box).toHaveFocus())
    await user.keyboard('[AltLeft>][F9][/AltLeft]')
    expect(box).toHaveValue('Alt+F9')
    await user.keyboard('{Escape}')
    expect(box).toHaveValue('Ctrl+Alt+L')
    expect(screen.getByRole('dialog')).toBeInTheDocument()
    await user.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(callsOf(fake.calls, 'setQuickAnswerSettings')).toStrictEqual([])
  })

  it('goes back to the default on Backspace, saved as no choice of its own', async () => {
    const { fake, user, openFromMenu } = setup({ settings: { shortcut: 'Alt+F9', shortcutSetBy: 'agent' } })
    const dialog = await openFromMenu()
    const box = within(dialog).getByRole('textbox', { name: 'Quick answer shortcut' })
    await waitFor(() => expect(box).toHaveValue('Alt+F9'))
    box.focus()
    await user.keyboard('{Backspace}')
    expect(box).toHaveValue('Ctrl+Alt+L')
    await user.click(within(dialog).getByRole('button', { name: 'Save' }))
    await waitFor(() =>
      expect(callsOf(fake.calls, 'setQuickAnswerSettings')).toStrictEqual([{ shortcut: null }]),
    )
  })

  it('says why Shift and a letter cannot be a shortcut, and saves nothing then', async () => {
    const { fake, user, openFromMenu } = setup()
    const dialog = await openFromMenu()
    const box = within(dialog).getByRole('textbox', { name: 'Quick answer shortcut' })
    await waitFor(() => expect(box).toHaveFocus())
    await user.keyboard('[ShiftLeft>][KeyL][/ShiftLeft]')
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'A shortcut needs Ctrl, Alt or Command, not only Shift, so that it takes no key away from typing.',
    )
    expect(box).toHaveAttribute('aria-invalid', 'true')
    expect(box).toHaveValue('Ctrl+Alt+L')
    await user.click(within(dialog).getByRole('button', { name: 'Save' }))
    expect(callsOf(fake.calls, 'setQuickAnswerSettings')).toStrictEqual([])
  })

  it('keeps the last usable shortcut through a refused press, and saves that one', async () => {
    const { fake, user, openFromMenu } = setup()
    const dialog = await openFromMenu()
    const box = within(dialog).getByRole('textbox', { name: 'Quick answer shortcut' })
    await waitFor(() => expect(box).toHaveFocus())
    await user.keyboard('[ControlLeft>][ShiftLeft>][KeyK][/ShiftLeft][/ControlLeft]')
    await user.keyboard('[ShiftLeft>][KeyL][/ShiftLeft]')
    expect(within(dialog).getByRole('alert')).toBeInTheDocument()
    expect(box).toHaveValue('Ctrl+Shift+K')
    await user.tab()
    expect(within(dialog).queryByRole('alert')).toBeNull()
    await user.click(within(dialog).getByRole('button', { name: 'Save' }))
    await waitFor(() =>
      expect(callsOf(fake.calls, 'setQuickAnswerSettings')).toStrictEqual([{ shortcut: 'Control+Shift+K' }]),
    )
  })

  it('lets Tab move on from the shortcut box to the tray option, and saves the option', async () => {
    const { fake, user, openFromMenu } = setup()
    const dialog = await openFromMenu()
    await waitFor(() => expect(within(dialog).getByRole('textbox')).toHaveFocus())
    await user.tab()
    const option = within(dialog).getByRole('checkbox', {
      name: 'Keep running in the tray when the window is closed',
    })
    expect(option).toHaveFocus()
    await user.keyboard(' ')
    await user.click(within(dialog).getByRole('button', { name: 'Save' }))
    await waitFor(() =>
      expect(callsOf(fake.calls, 'setQuickAnswerSettings')).toStrictEqual([{ keepRunningInTray: true }]),
    )
  })

  it("shows main's refusal of a shortcut another program holds, and stays open", async () => {
    const { user, openFromMenu } = setup({
      save: async () => ({ ok: false, error: { kind: 'refused', message: saying('Alt+F9 is taken') } }),
    })
    const dialog = await openFromMenu()
    await waitFor(() => expect(within(dialog).getByRole('textbox')).toHaveFocus())
    await user.keyboard('[AltLeft>][F9][/AltLeft]')
    await user.click(within(dialog).getByRole('button', { name: 'Save' }))
    expect(await within(dialog).findByText(/Alt\+F9 is taken/)).toBeInTheDocument()
    expect(screen.getByRole('dialog')).toBeInTheDocument()
  })

  it('says the shortcut in use is held elsewhere', async () => {
    const { openFromMenu } = setup({ settings: { shortcutState: 'held' } })
    const dialog = await openFromMenu()
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Another program holds Ctrl+Alt+L, so it does nothing now. Choose another shortcut.',
    )
  })

  it("shows the organization's values as set by it, and lets nothing change them", async () => {
    const { openFromMenu } = setup({
      settings: {
        shortcut: 'Control+Alt+Q',
        shortcutSetBy: 'policy',
        keepRunningInTray: true,
        keepRunningInTraySetBy: 'policy',
      },
    })
    const dialog = await openFromMenu()
    const box = await within(dialog).findByRole('textbox', { name: 'Quick answer shortcut' })
    expect(box).toBeDisabled()
    expect(box).toHaveAccessibleDescription(expect.stringContaining('Set by your organization'))
    const option = within(dialog).getByRole('checkbox', {
      name: 'Keep running in the tray when the window is closed',
    })
    expect(option).toBeDisabled()
    expect(option).toBeChecked()
    expect(option).toHaveAccessibleDescription('Set by your organization')
  })

  it('speaks the app language and shows macOS its own key symbols', async () => {
    const { openFromMenu } = setup({ language: 'de', platform: 'darwin' })
    const dialog = await openFromMenu()
    const box = await within(dialog).findByRole('textbox', { name: 'Tastenkürzel für Schnellantwort' })
    expect(box).toHaveValue('⌥⌘L')
    expect(
      within(dialog).getByRole('checkbox', {
        name: 'Beim Schließen des Fensters im Infobereich weiterlaufen',
      }),
    ).toHaveAccessibleDescription(
      'Unter macOS läuft Catalog Browser nach dem Schließen des Fensters ohnehin in der Menüleiste weiter.',
    )
  })

  it("opens from the held shortcut's notice", async () => {
    const { user } = setup({
      notices: [
        {
          id: 'quick-answer-shortcut-held',
          level: 'warning',
          message: saying('held'),
          action: 'quickAnswerSettings',
        },
      ],
    })
    await user.click(await screen.findByRole('button', { name: 'Choose another shortcut…' }))
    expect(await screen.findByRole('dialog', { name: 'Quick answer settings' })).toBeInTheDocument()
  })
})
