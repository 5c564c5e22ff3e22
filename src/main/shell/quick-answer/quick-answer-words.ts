import { defineMessages } from '../../../shared/i18n/words'

/** The Quick answer's words in the shell: one home for the app menu's, the tray's and the window's. */
export const QUICK_ANSWER_WORDS = defineMessages({
  quickAnswer: { id: 'menu.quickAnswer', defaultMessage: 'Quick answer' },
  settings: { id: 'menu.quickAnswerSettings', defaultMessage: 'Quick answer settings…' },
})
