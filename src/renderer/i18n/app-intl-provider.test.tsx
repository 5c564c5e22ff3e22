import { act, screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { FormattedMessage } from 'react-intl'
import type { AppLanguage } from '../../shared/i18n/app-languages'
import de from '../../shared/i18n/messages/de.json'
import en from '../../shared/i18n/messages/en.json'
import ru from '../../shared/i18n/messages/ru.json'
import { fakeCatalog, installCatalog } from '../testing/fake-catalog.test-support'
import { renderWithQuery } from '../render-with-query.test-support'

function Words() {
  return (
    <p>
      <FormattedMessage id="connect.openDemo" defaultMessage="Open demo catalog" />
    </p>
  )
}

function startIn(language: AppLanguage | 'unanswered') {
  const fake = fakeCatalog(
    language === 'unanswered' ? {} : { appLanguage: async () => ({ ok: true, data: language }) },
  )
  installCatalog(fake.api)
  renderWithQuery(<Words />)
  return fake
}

describe('the app language in the window', () => {
  it("speaks main's language, and says so in <html lang> for screen readers", async () => {
    startIn('de')
    expect(await screen.findByText(de['connect.openDemo'])).toBeInTheDocument()
    expect(document.documentElement.lang).toBe('de')
  })

  it('changes its words at once when the menu picks another language, and back', async () => {
    const fake = startIn('de')
    await screen.findByText(de['connect.openDemo'])
    act(() => fake.emit('app:languageChanged', { language: 'ru' }))
    expect(await screen.findByText(ru['connect.openDemo'])).toBeInTheDocument()
    expect(document.documentElement.lang).toBe('ru')
    act(() => fake.emit('app:languageChanged', { language: 'en' }))
    expect(await screen.findByText(en['connect.openDemo'])).toBeInTheDocument()
    expect(document.documentElement.lang).toBe('en')
  })

  it('speaks English when main does not answer, rather than showing nothing', async () => {
    document.documentElement.lang = 'xx'
    startIn('unanswered')
    expect(screen.getByText(en['connect.openDemo'])).toBeInTheDocument()
    await waitFor(() => expect(document.documentElement.lang).toBe('en'))
  })
})
