import type { MenuItemConstructorOptions } from 'electron'

/**
 * A menu's `Quick answer` item (the app menu's, the tray's): it does what the global shortcut
 * does, and shows that shortcut beside it without binding it a second time
 * (`registerAccelerator: false`), so the global shortcut stays its one binding and works while
 * another app is in front. No shortcut is shown while none is bound.
 */
export function quickAnswerMenuItem(options: {
  readonly id: string
  readonly label: string
  readonly accelerator: string | undefined
  readonly click: () => void
}): MenuItemConstructorOptions {
  return {
    id: options.id,
    label: options.label,
    ...(options.accelerator === undefined
      ? {}
      : { accelerator: options.accelerator, registerAccelerator: false }),
    click: () => options.click(),
  }
}
