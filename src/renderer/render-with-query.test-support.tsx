import type { ReactElement, ReactNode } from 'react'
import { render, type RenderOptions, type RenderResult } from '@testing-library/react'
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query'
import { createQueryClient } from './api/query-client'
import { WindowSettings } from './window-settings'

/**
 * Renders `ui` inside a fresh QueryClient configured like the app's, under the window's
 * settings as main.tsx has them. `rerender(next)` keeps both around `next`.
 */
export function renderWithQuery(ui: ReactElement): RenderResult & { readonly queryClient: QueryClient } {
  const queryClient = createQueryClient()
  const wrapper = ({ children }: { readonly children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>
      <WindowSettings>{children}</WindowSettings>
    </QueryClientProvider>
  )
  const options: Omit<RenderOptions, 'queries'> = { wrapper }
  return { ...render(ui, options), queryClient }
}
