/**
 * The ids of the app menu's Quick answer items: the shell gives them to the items and the e2e
 * harness clicks them by them in Electron mode, whatever the app's language.
 */
/** `Quick answer`, which runs the shortcut's own handler. */
export const QUICK_ANSWER_MENU_ITEM_ID = 'quick-answer'
/** `Quick answer settings…`. */
export const QUICK_ANSWER_SETTINGS_MENU_ITEM_ID = 'quick-answer-settings'
