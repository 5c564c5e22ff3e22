// Base styles first: component stylesheets imported below must come later to override them.
import './styles/base.css'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { QueryClientProvider } from '@tanstack/react-query'
import { createQueryClient } from './api/query-client'
import { afterFirstScreenPainted, startWindow } from './start/window-start'
import { prefetchLazyParts } from './ui/lazy-part'
import { askFirstWords, wordsInCache } from './api/app-language-queries'
import { CrashBoundary } from './layout/crash-boundary'
import { App } from './app'
import { WindowSettings } from './window-settings'
import { QuickAnswerSettingsHost } from './quick-answer-settings/quick-answer-settings-host'

const queryClient = createQueryClient()
startWindow(queryClient)
// What the first screen does not show loads once it is painted, while the window is idle.
afterFirstScreenPainted(() => prefetchLazyParts())

const container = document.getElementById('root')
if (!container) throw new Error('index.html has no #root element')

void askFirstWords(queryClient).then(() =>
  createRoot(container).render(
    <StrictMode>
      <CrashBoundary
        onReload={() => window.location.reload()}
        currentMessages={() => wordsInCache(queryClient)}
      >
        <QueryClientProvider client={queryClient}>
          <WindowSettings>
            <App />
            <QuickAnswerSettingsHost />
          </WindowSettings>
        </QueryClientProvider>
      </CrashBoundary>
    </StrictMode>,
  ),
)
