import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useEffect } from 'react'
import type { ReplyLanguage } from '../../../shared/i18n/languages'
import type { ImportMode } from '../../../shared/reply/template-import'
import type { StoredReplyTemplates } from '../../../shared/reply/templates-schema'
import { callCatalog } from '../../api/call-catalog'
import { whenIdle } from '../../ui/idle-prefetch'

/**
 * The reply's settings as the window reads them: the support lead's template overrides (one
 * set for the app, every language) and the usual reply language of each catalog, kept by main
 * alone and asked for by catalog. Each mutation
 * puts main's answer in the cache, so every `Copy reply` on screen uses it at once.
 */
export const replyKeys = {
  templates: ['replies', 'templates'] as const,
  language: (catalog: string) => ['replies', 'language', catalog] as const,
}

export const replyTemplatesOptions = queryOptions({
  queryKey: replyKeys.templates,
  queryFn: () => callCatalog((api) => api.replyTemplates()),
  // Changed only through this window, which updates the cache itself.
  staleTime: Infinity,
})

export function replyLanguageOptions(catalog: string) {
  return queryOptions({
    queryKey: replyKeys.language(catalog),
    queryFn: () => callCatalog((api) => api.replyLanguage({ catalog })),
    staleTime: Infinity,
  })
}

/**
 * The catalog's usual reply language, asked for once the window is idle: the detail pane's reply
 * tools read it, and an item's first open would otherwise wait a round trip to main for it.
 */
export function usePrefetchReplyLanguage(catalog: string): void {
  const client = useQueryClient()
  useEffect(() => whenIdle(() => void client.prefetchQuery(replyLanguageOptions(catalog))), [client, catalog])
}

export function useReplyTemplates() {
  return useQuery(replyTemplatesOptions)
}

export function useReplyLanguage(catalog: string) {
  return useQuery(replyLanguageOptions(catalog))
}

/**
 * A language counts the moment it is chosen, in the cache every `Copy reply` reads, while main
 * saves it: a reply copied right after the choice (from any reply tools on screen) is in that
 * language, and each select shows it. A failed save puts the saved language back.
 */
export function useSetReplyLanguage(catalog: string) {
  const client = useQueryClient()
  const key = replyKeys.language(catalog)
  return useMutation({
    mutationFn: (language: ReplyLanguage) =>
      callCatalog((api) => api.setReplyLanguage({ catalog, language })),
    onMutate: async (language) => {
      // A read still on its way would otherwise land after the choice and undo it.
      await client.cancelQueries({ queryKey: key })
      const saved = client.getQueryData<ReplyLanguage>(key)
      client.setQueryData(key, language)
      return { saved }
    },
    onError: (_error, _language, context) => {
      if (context?.saved !== undefined) client.setQueryData(key, context.saved)
    },
    onSuccess: (language) => client.setQueryData(key, language),
  })
}

type TemplatesChange =
  | { readonly kind: 'save'; readonly templates: StoredReplyTemplates }
  | { readonly kind: 'import'; readonly text: string; readonly mode: ImportMode }

/** Saves a set (also how an import is undone) or imports a file's: main's answer goes in the cache. */
export function useChangeTemplates() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (change: TemplatesChange): Promise<StoredReplyTemplates> =>
      callCatalog((api) =>
        change.kind === 'save'
          ? api.saveReplyTemplates({ templates: change.templates })
          : api.importReplyTemplates({ text: change.text, mode: change.mode }),
      ),
    onSuccess: (templates) => client.setQueryData(replyKeys.templates, templates),
  })
}
