import { callCatalog } from '../../api/call-catalog'

/**
 * Whether the app menu's `Quick answer settings…` waits in main for this window (handed over
 * once); false when asking failed, as nothing is then shown and the agent can choose it again.
 */
export const takeSettingsRequest = (): Promise<boolean> =>
  callCatalog((api) => api.takeQuickAnswerSettingsRequest()).then(
    ({ open }) => open,
    () => false,
  )
