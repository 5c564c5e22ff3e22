import type { ReactNode } from 'react'
import { CatalogTimeZoneProvider } from './api/catalog-time-zone'
import { AppIntlProvider } from './i18n/app-intl-provider'
import { ReplySetProvider } from './replies/reply-set-provider'

/**
 * The settings many parts of a screen read, each read once for the window: the app's language,
 * the catalog's time zone and the reply wording. Mounted under the query client by main.tsx, and by the tests'
 * renderWithQuery, so a component renders the same in both.
 */
export function WindowSettings({ children }: { readonly children: ReactNode }) {
  return (
    <AppIntlProvider>
      <CatalogTimeZoneProvider>
        <ReplySetProvider>{children}</ReplySetProvider>
      </CatalogTimeZoneProvider>
    </AppIntlProvider>
  )
}
