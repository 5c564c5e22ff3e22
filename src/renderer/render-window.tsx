import { StrictMode, type ReactNode } from 'react'
import { createRoot } from 'react-dom/client'
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query'
import { askFirstWords, wordsInCache } from './api/app-language-queries'
import { CrashBoundary } from './layout/crash-boundary'
import { WindowSettings } from './window-settings'

/**
 * Renders a window's page (the main window's, the Quick answer's) into its `#root` once the
 * words of its language are in: the same crash screen, query client and window settings for
 * every page, so a page differs only in what it shows.
 */
export function renderWindow(queryClient: QueryClient, page: string, content: ReactNode): void {
  const container = document.getElementById('root')
  if (!container) throw new Error(`${page} has no #root element`)
  void askFirstWords(queryClient).then(() =>
    createRoot(container).render(
      <StrictMode>
        <CrashBoundary
          onReload={() => window.location.reload()}
          currentMessages={() => wordsInCache(queryClient)}
        >
          <QueryClientProvider client={queryClient}>
            <WindowSettings>{content}</WindowSettings>
          </QueryClientProvider>
        </CrashBoundary>
      </StrictMode>,
    ),
  )
}
