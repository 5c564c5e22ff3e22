import { Suspense } from 'react'
import { useCatalogEvent } from '../api/catalog-events'
import { useStoredValue } from '../state/value-store'
import {
  closeQuickAnswerSettings,
  openQuickAnswerSettings,
  quickAnswerSettingsOpen,
} from '../state/quick-answer-settings-open'
import { lazyNamed } from '../ui/lazy-named'

/** Not on the first screen: loaded the first time the dialog opens. */
const QuickAnswerSettingsDialog = lazyNamed(
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
