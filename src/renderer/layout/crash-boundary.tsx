import { Component, type ReactNode } from 'react'

/** Enough of an error's message to say what broke, not a wall of text. */
const MAX_MESSAGE_LENGTH = 300

interface CrashBoundaryProps {
  readonly children: ReactNode
  /** Starts the window again (main.tsx: a page reload). */
  readonly onReload: () => void
}

/**
 * The window's last line of defence. An error thrown while rendering (a bug, or a part that
 * loads on first use whose file could not be read) makes React unmount the whole tree: a blank
 * window with nothing to say or do. This says what happened and offers a reload, which starts
 * the window again from main, where the catalogs, the session and the settings live.
 */
export class CrashBoundary extends Component<CrashBoundaryProps, { readonly message: string | null }> {
  override state: { readonly message: string | null } = { message: null }

  static getDerivedStateFromError(error: unknown): { readonly message: string } {
    const text = error instanceof Error ? error.message : String(error)
    const message = text.length > MAX_MESSAGE_LENGTH ? `${text.slice(0, MAX_MESSAGE_LENGTH)}…` : text
    return { message: message.trim() || 'an unnamed error' }
  }

  override render(): ReactNode {
    if (this.state.message === null) return this.props.children
    return (
      <main className="splash">
        <h1 className="splash__title">This window ran into a problem</h1>
        <div role="alert">
          <p>Catalog Browser could not go on drawing this window: {this.state.message}</p>
          <p className="splash__hint">
            Reload the window to start it again. Your catalogs, sign-in and settings are kept.
          </p>
        </div>
        <button type="button" className="button button--primary" onClick={this.props.onReload}>
          Reload window
        </button>
      </main>
    )
  }
}
