import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { useEffect, type ReactNode } from 'react'
import { IntlProvider } from 'react-intl'
import { DEFAULT_APP_LANGUAGE } from '../../shared/i18n/app-languages'
import {
  appLanguageOptions,
  messagesOptions,
  useAppLanguageChanges,
  type LanguageMessages,
} from '../api/app-language-queries'
import { ENGLISH_MESSAGES } from '../api/load-messages'

const ENGLISH: LanguageMessages = {
  language: DEFAULT_APP_LANGUAGE,
  messages: ENGLISH_MESSAGES,
}

/**
 * The window's words, in the app's language (menu `App Language`, else the OS's).
 *
 * Until a language's catalog has loaded, the words already shown stay (English at the very
 * start, whose catalog loads with the window): a switch never blanks the window. main.tsx asks for
 * the language and its catalog before the first render (askFirstWords), so the window's very
 * first words are already in it.
 * `<html lang>` follows, so screen readers pronounce the words in their language.
 */
export function AppIntlProvider({ children }: { readonly children: ReactNode }) {
  useAppLanguageChanges()
  const language = useQuery(appLanguageOptions).data ?? DEFAULT_APP_LANGUAGE
  const shown = useQuery({ ...messagesOptions(language), placeholderData: keepPreviousData }).data ?? ENGLISH
  useEffect(() => {
    document.documentElement.lang = shown.language
  }, [shown.language])
  return (
    <IntlProvider locale={shown.language} defaultLocale={DEFAULT_APP_LANGUAGE} messages={shown.messages}>
      {children}
    </IntlProvider>
  )
}
