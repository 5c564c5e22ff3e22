// Base styles first: component stylesheets imported below must come later to override them.
import './styles/base.css'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { QueryClientProvider } from '@tanstack/react-query'
import { createQueryClient } from './api/query-client'
import { askFirstWords, wordsInCache } from './api/app-language-queries'
import { CrashBoundary } from './layout/crash-boundary'
import { QuickAnswer } from './quick/quick-answer'
import { WindowSettings } from './window-settings'

/**
 * The Quick answer window's entry (quick-answer.html): a page of its own beside the main
 * window's, with the same window settings and none of the main window's screens, so it opens
 * at once over whatever the agent works in.
 */
const queryClient = createQueryClient()

const container = document.getElementById('root')
if (!container) throw new Error('quick-answer.html has no #root element')

void askFirstWords(queryClient).then(() =>
  createRoot(container).render(
    <StrictMode>
      <CrashBoundary
        onReload={() => window.location.reload()}
        currentMessages={() => wordsInCache(queryClient)}
      >
        <QueryClientProvider client={queryClient}>
          <WindowSettings>
            <QuickAnswer />
          </WindowSettings>
        </QueryClientProvider>
      </CrashBoundary>
    </StrictMode>,
  ),
)
