import { Suspense } from 'react'
import { useCatalogEvent } from '../api/catalog-events'
import { useStoredValue } from '../state/value-store'
import {
  closeQuickAnswerSettings,
  openQuickAnswerSettings,
  quickAnswerSettingsOpen,
} from '../state/quick-answer-settings-open'
import { lazyPart } from '../ui/lazy-part'

/** Not on the first screen: fetched while the window is idle (lazy-part.ts). */
const QuickAnswerSettingsDialog = lazyPart(
  () => import('./quick-answer-settings-dialog'),
  'QuickAnswerSettingsDialog',
)

/**
 * Where the Quick answer settings dialog lives, once per window, whichever screen is up: opened
 * by the app menu's `Quick answer settings…` and by the held shortcut's notice.
 */
export function QuickAnswerSettingsHost() {
  useCatalogEvent('onOpenQuickAnswerSettings', openQuickAnswerSettings)
  const open = useStoredValue(quickAnswerSettingsOpen)
  if (!open) return null
  return (
    <Suspense fallback={null}>
      <QuickAnswerSettingsDialog onClose={closeQuickAnswerSettings} />
    </Suspense>
  )
}
