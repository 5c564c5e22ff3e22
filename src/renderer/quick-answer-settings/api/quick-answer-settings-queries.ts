import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { RequestOf } from '../../../shared/ipc'
import { callCatalog } from '../../api/call-catalog'
import { appKeys } from '../../api/query-keys'
import { quickAnswerSettingsOptions } from '../../api/quick-answer-settings-query'

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
