import { describe, expect, it } from 'vitest'
import { FakeGlobalShortcut } from '../testing/fake-desktop.test-support'
import { createShortcutBinding } from './shortcut-binding'

function setup() {
  const globalShortcut = new FakeGlobalShortcut()
  let presses = 0
  const log: string[] = []
  const binding = createShortcutBinding(
    globalShortcut,
    () => presses++,
    (line) => log.push(line),
  )
  return { globalShortcut, binding, log, presses: () => presses }
}

describe('createShortcutBinding', () => {
  it('binds the shortcut, and a press anywhere runs the handler', () => {
    const { globalShortcut, binding, presses } = setup()
    expect(binding.bind('CommandOrControl+Alt+L')).toBe(true)
    globalShortcut.press('CommandOrControl+Alt+L')
    expect(presses()).toBe(1)
    expect(binding.bound()).toBe('CommandOrControl+Alt+L')
  })

  it('moves to a new shortcut, giving the old one back to the desktop', () => {
    const { globalShortcut, binding } = setup()
    binding.bind('CommandOrControl+Alt+L')
    expect(binding.bind('Control+Shift+K')).toBe(true)
    expect([...globalShortcut.bound.keys()]).toStrictEqual(['Control+Shift+K'])
  })

  it('answers false for a shortcut another program holds, and keeps the one before working', () => {
    const { globalShortcut, binding } = setup()
    binding.bind('CommandOrControl+Alt+L')
    globalShortcut.heldElsewhere.add('Control+Shift+K')
    expect(binding.bind('Control+Shift+K')).toBe(false)
    expect([...globalShortcut.bound.keys()]).toStrictEqual(['CommandOrControl+Alt+L'])
    expect(binding.bound()).toBe('CommandOrControl+Alt+L')
  })

  it('counts a registration that throws as refused, with a log line, and the app goes on', () => {
    const { globalShortcut, binding, log } = setup()
    globalShortcut.throwing.add('Alt+Nope')
    expect(binding.bind('Alt+Nope')).toBe(false)
    expect(binding.bound()).toBeNull()
    expect(log.join('\n')).toContain('could not register Alt+Nope')
  })

  it('holds nothing when the first shortcut is held elsewhere', () => {
    const { globalShortcut, binding } = setup()
    globalShortcut.heldElsewhere.add('CommandOrControl+Alt+L')
    expect(binding.bind('CommandOrControl+Alt+L')).toBe(false)
    expect(binding.bound()).toBeNull()
    expect(globalShortcut.bound.size).toBe(0)
  })

  it('gives the shortcut back on unbind, so nothing answers the keys after quit', () => {
    const { globalShortcut, binding } = setup()
    binding.bind('CommandOrControl+Alt+L')
    binding.unbind()
    expect(globalShortcut.bound.size).toBe(0)
    expect(() => globalShortcut.press('CommandOrControl+Alt+L')).toThrow('not bound')
  })
})
