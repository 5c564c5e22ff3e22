// Base styles first: component stylesheets imported below must come later to override them.
import './styles/base.css'
import { createQueryClient } from './api/query-client'
import { afterFirstScreenPainted, startWindow } from './start/window-start'
import { renderWindow } from './render-window'
import { prefetchLazyParts } from './ui/lazy-part'
import { App } from './app'
import { QuickAnswerSettingsHost } from './quick-answer-settings/quick-answer-settings-host'

const queryClient = createQueryClient()
startWindow(queryClient)
// What the first screen does not show loads once it is painted, while the window is idle.
afterFirstScreenPainted(() => prefetchLazyParts())

renderWindow(
  queryClient,
  'index.html',
  <>
    <App />
    <QuickAnswerSettingsHost />
  </>,
)
