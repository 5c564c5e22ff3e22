import { queryOptions } from '@tanstack/react-query'
import { callCatalog } from './call-catalog'

/**
 * The Quick answer's settings as main keeps them (the shortcut, the tray option, who set each):
 * read by its settings dialog, and by the Quick answer window to name its keys.
 */
export const quickAnswerSettingsOptions = queryOptions({
  queryKey: ['quick-answer-settings'] as const,
  queryFn: () => callCatalog((api) => api.quickAnswerSettings()),
  // Read fresh each time it is shown: whether the keys are ours can change meanwhile.
  staleTime: 0,
})
