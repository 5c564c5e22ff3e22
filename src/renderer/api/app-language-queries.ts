import { queryOptions, useQueryClient, type QueryClient } from '@tanstack/react-query'
import type { AppLanguage } from '../../shared/i18n/app-languages'
import { callCatalog } from './call-catalog'
import { useCatalogEvent } from './catalog-events'
import { loadMessages, type LoadedMessages } from './load-messages'
import { appKeys } from './query-keys'

/** The app's language, as main decided it at start; the menu's changes arrive as an event. */
export const appLanguageOptions = queryOptions({
  queryKey: appKeys.appLanguage,
  queryFn: () => callCatalog((api) => api.appLanguage()),
  staleTime: Infinity,
  refetchOnWindowFocus: false,
})

/** Words, with the language they are in (so a placeholder's locale and words always agree). */
export interface LanguageMessages {
  readonly language: AppLanguage
  readonly messages: LoadedMessages
}

/** A language's words: loaded once, kept for the window's life (a switch back is instant). */
export const messagesOptions = (language: AppLanguage) =>
  queryOptions({
    queryKey: appKeys.messages(language),
    queryFn: async (): Promise<LanguageMessages> => ({ language, messages: await loadMessages(language) }),
    staleTime: Infinity,
    gcTime: Infinity,
  })

/** Follows `App Language` in the menu: the window's words change at once. */
export function useAppLanguageChanges(): void {
  const client = useQueryClient()
  useCatalogEvent('onAppLanguageChanged', ({ language }) =>
    client.setQueryData(appKeys.appLanguage, language),
  )
}

/**
 * The app's language and its words, asked for before anything is drawn (main.tsx), so the
 * splash already speaks it: main answers `app:language` during the start, and a catalog is a
 * local chunk, so this takes milliseconds. Settles, never rejects: without them, English.
 */
export function askFirstWords(client: QueryClient): Promise<void> {
  return client
    .fetchQuery(appLanguageOptions)
    .then((language) => client.prefetchQuery(messagesOptions(language)))
    .then(
      () => undefined,
      () => undefined,
    )
}

/**
 * The words the window speaks now, read from the query cache rather than a provider: for the
 * crash screen, which stands outside every provider (one of them may be what failed). English
 * until a language's words are in.
 */
export function wordsInCache(client: QueryClient): LanguageMessages | null {
  const language = client.getQueryData<AppLanguage>(appKeys.appLanguage)
  if (language === undefined) return null
  return client.getQueryData<LanguageMessages>(appKeys.messages(language)) ?? null
}
