import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import type { RequestOf } from '../../../shared/ipc'
import { callCatalog } from '../../api/call-catalog'
import { appKeys } from '../../api/query-keys'

/** The Quick answer's settings as main keeps them (the shortcut, the tray option, who set each). */
export const quickAnswerSettingsOptions = queryOptions({
  queryKey: ['quick-answer-settings'] as const,
  queryFn: () => callCatalog((api) => api.quickAnswerSettings()),
  // Read fresh each time the dialog opens: whether the keys are ours can change meanwhile.
  staleTime: 0,
})

/**
 * Saves a change: main binds a new shortcut first and refuses one another program holds (the
 * dialog shows why and stays open). Its answer goes into the cache, and the notices are asked
 * again, since a shortcut that works now takes back the notice of one that did not.
 */
export function useSaveQuickAnswerSettings() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (change: RequestOf<'desktop:setQuickAnswerSettings'>) =>
      callCatalog((api) => api.setQuickAnswerSettings(change)),
    onSuccess: (saved) => {
      client.setQueryData(quickAnswerSettingsOptions.queryKey, saved)
      void client.invalidateQueries({ queryKey: appKeys.notices })
    },
  })
}
