import type { ReactElement } from 'react'
import { render } from '@testing-library/react'
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query'
import { createQueryClient } from '../api/query-client'

/** Renders `ui` inside a fresh QueryClient configured like the app's. */
export function renderWithQuery(
  ui: ReactElement,
): ReturnType<typeof render> & { readonly queryClient: QueryClient } {
  const queryClient = createQueryClient()
  const result = render(<QueryClientProvider client={queryClient}>{ui}</QueryClientProvider>)
  return { ...result, queryClient }
}
