import { createValueStore } from './value-store'

/**
 * Whether the Quick answer settings dialog is open: one flag for the window, set by the app
 * menu's `Quick answer settings…` (an event from main) and by the notice of a shortcut another
 * program holds (its `Choose another shortcut…`).
 */
export const quickAnswerSettingsOpen = createValueStore(false)

export const openQuickAnswerSettings = () => quickAnswerSettingsOpen.set(true)
export const closeQuickAnswerSettings = () => quickAnswerSettingsOpen.set(false)
