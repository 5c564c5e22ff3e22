import { Suspense, useEffect } from 'react'
import { useCatalogEvent } from '../api/catalog-events'
import { useStoredValue } from '../state/value-store'
import {
  closeQuickAnswerSettings,
  openQuickAnswerSettings,
  quickAnswerSettingsOpen,
} from '../state/quick-answer-settings-open'
import { lazyPart } from '../ui/lazy-part'
import { afterFirstScreenPainted } from '../start/window-start'
import { takeSettingsRequest } from './api/take-settings-request'

/** Not on the first screen: fetched while the window is idle (lazy-part.ts). */
const QuickAnswerSettingsDialog = lazyPart(
  () => import('./quick-answer-settings-dialog'),
  'QuickAnswerSettingsDialog',
)

/**
 * Opens the dialog when the app menu's request waits in main: asked once the window's first
 * screen is painted (the menu may have created this window, and been chosen before it listened;
 * the start does not wait for the answer) and on each event.
 */
const openWhenRequested = () =>
  void takeSettingsRequest().then((open) => {
    if (open) openQuickAnswerSettings()
  })

/**
 * Where the Quick answer settings dialog lives, once per window, whichever screen is up: opened
 * by the app menu's `Quick answer settings…` and by the held shortcut's notice.
 */
export function QuickAnswerSettingsHost() {
  useEffect(() => afterFirstScreenPainted(openWhenRequested), [])
  useCatalogEvent('onOpenQuickAnswerSettings', openWhenRequested)
  const open = useStoredValue(quickAnswerSettingsOpen)
  if (!open) return null
  return (
    <Suspense fallback={null}>
      <QuickAnswerSettingsDialog onClose={closeQuickAnswerSettings} />
    </Suspense>
  )
}
