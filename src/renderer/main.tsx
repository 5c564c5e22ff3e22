// Base styles first: component stylesheets imported below must come later to override them.
import './styles/base.css'
import { StrictMode, useLayoutEffect } from 'react'
import { createRoot } from 'react-dom/client'
import { QueryClientProvider } from '@tanstack/react-query'
import { createQueryClient } from './api/query-client'
import { prefetchStart } from './api/start-prefetch'
import { holdFirstScreen } from './layout/first-screen-hold'
import { CrashBoundary } from './layout/crash-boundary'
import { App } from './app'

import { START_MARKS } from '../shared/start-marks'

// Marks of the start on the page's own timeline (the bench's startup breakdown reads them, as
// can any profiler): a timestamp each, nothing else.
performance.mark(START_MARKS.script)

/** Marks React's first commit of the tree (a layout effect runs at commit, before paint). */
function FirstCommitMark() {
  useLayoutEffect(() => {
    if (performance.getEntriesByName(START_MARKS.mounted).length === 0) performance.mark(START_MARKS.mounted)
  }, [])
  return null
}

const queryClient = createQueryClient()
const firstScreen = holdFirstScreen(prefetchStart(queryClient))

const container = document.getElementById('root')
if (!container) throw new Error('index.html has no #root element')

createRoot(container).render(
  <StrictMode>
    <FirstCommitMark />
    <CrashBoundary onReload={() => window.location.reload()}>
      <QueryClientProvider client={queryClient}>
        <App firstScreen={firstScreen} />
      </QueryClientProvider>
    </CrashBoundary>
  </StrictMode>,
)
