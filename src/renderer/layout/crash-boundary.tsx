import { Component, type ReactNode } from 'react'
import { createIntl, type IntlShape } from 'react-intl'
import { DEFAULT_APP_LANGUAGE } from '../../shared/i18n/app-languages'
import type { LanguageMessages } from '../api/app-language-queries'
import { ENGLISH_INTL } from '../api/load-messages'

/** Enough of an error's message to say what broke, not a wall of text. */
const MAX_MESSAGE_LENGTH = 300

interface CrashBoundaryProps {
  readonly children: ReactNode
  /** Starts the window again (main.tsx: a page reload). */
  readonly onReload: () => void
  /**
   * The catalog the window speaks now (main.tsx reads it from the query cache), or null: English.
   * Not `words`: a call of that name is a message to FormatJS's tools.
   */
  readonly currentMessages: () => LanguageMessages | null
}

/** The crash screen's words, in the window's language, English when that cannot be had. */
function intlOf(currentMessages: CrashBoundaryProps['currentMessages']): IntlShape {
  let shown: LanguageMessages | null = null
  try {
    shown = currentMessages()
  } catch {
    // The cache itself may be what broke: English's catalog loads with the window.
  }
  return shown
    ? createIntl({ locale: shown.language, defaultLocale: DEFAULT_APP_LANGUAGE, messages: shown.messages })
    : ENGLISH_INTL
}

/**
 * The window's last line of defence. An error thrown while rendering (a bug, or a part that
 * loads on first use whose file could not be read) makes React unmount the whole tree: a blank
 * window with nothing to say or do. This says what happened and offers a reload, which starts
 * the window again from main, where the catalogs, the session and the settings live. It stands
 * outside every provider, so it formats its words itself.
 */
export class CrashBoundary extends Component<CrashBoundaryProps, { readonly message: string | null }> {
  override state: { readonly message: string | null } = { message: null }

  static getDerivedStateFromError(error: unknown): { readonly message: string } {
    const text = error instanceof Error ? error.message : String(error)
    const message = text.length > MAX_MESSAGE_LENGTH ? `${text.slice(0, MAX_MESSAGE_LENGTH)}…` : text
    return { message: message.trim() }
  }

  override render(): ReactNode {
    if (this.state.message === null) return this.props.children
    const intl = intlOf(this.props.currentMessages)
    const reason =
      this.state.message || intl.formatMessage({ id: 'crash.unnamed', defaultMessage: 'an unnamed error' })
    return (
      <main className="splash">
        <h1 className="splash__title">
          {intl.formatMessage({ id: 'crash.title', defaultMessage: 'This window ran into a problem' })}
        </h1>
        <div role="alert">
          <p>
            {intl.formatMessage(
              {
                id: 'crash.lead',
                defaultMessage: 'Catalog Browser could not go on drawing this window: {reason}',
              },
              { reason },
            )}
          </p>
          <p className="splash__hint">
            {intl.formatMessage({
              id: 'crash.hint',
              defaultMessage:
                'Reload the window to start it again. Your catalogs, sign-in and settings are kept.',
            })}
          </p>
        </div>
        <button type="button" className="button button--primary" onClick={this.props.onReload}>
          {intl.formatMessage({ id: 'crash.reload', defaultMessage: 'Reload window' })}
        </button>
      </main>
    )
  }
}
