import { defineMessages } from './i18n/words'

/**
 * Where the token of the current session lives (never the token itself), each with what the
 * header says about it: a place is added here once. zod-free, so the window reads the words.
 */
export const TOKEN_STORAGE_NAMES = defineMessages({
  keychain: { id: 'items.header.tokenKeychain', defaultMessage: 'Token in system keychain' },
  memory: { id: 'items.header.tokenMemory', defaultMessage: 'Token in memory until quit' },
  launch: { id: 'items.header.tokenLaunch', defaultMessage: 'Token from launch environment' },
})

export type TokenStorage = keyof typeof TOKEN_STORAGE_NAMES
