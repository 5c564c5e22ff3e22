/**
 * The id of the app menu's `Quick answer` item, which runs the shortcut's own handler: the
 * shell gives it to the item and the e2e harness clicks it by it, whatever the app's language.
 */
export const QUICK_ANSWER_MENU_ITEM_ID = 'quick-answer'
