import { cleanForWindow, type SecretRedactor } from '../core/redaction/secret-redactor'

type Log = (line: string) => void

/** The part of `process` this module listens to. */
export interface ErrorSource {
  on(event: 'uncaughtException', listener: (error: Error) => void): unknown
  on(event: 'unhandledRejection', listener: (reason: unknown) => void): unknown
}

/** How many error dialogs one run may show: a failure in a loop must not bury the screen. */
const MAX_DIALOGS = 3

function describe(error: unknown): { message: string; details: string } {
  if (error instanceof Error) return { message: error.message, details: error.stack ?? error.message }
  const text = String(error)
  return { message: text, details: text }
}

/**
 * Reports errors nothing else caught, instead of a silent crash or a silent nothing.
 *
 * Each is logged (with its stack, secrets removed) and shown once in a dialog that says what
 * happened and what to do. Electron's default for an uncaught exception in main is its own
 * dialog with a raw stack; this replaces it with a readable one.
 */
export function installFatalErrorHandlers(options: {
  readonly process: ErrorSource
  readonly showErrorBox: (title: string, content: string) => void
  readonly log: Log
  readonly redactor: Pick<SecretRedactor, 'redact'>
}): void {
  const shown = new Set<string>()
  const report = (what: string, error: unknown) => {
    const { message, details } = describe(error)
    options.log(`${what}: ${options.redactor.redact(details)}`)
    const safeMessage = cleanForWindow(options.redactor.redact(message))
    if (shown.has(safeMessage) || shown.size >= MAX_DIALOGS) return
    shown.add(safeMessage)
    try {
      options.showErrorBox(
        'Catalog Browser ran into a problem',
        `${safeMessage}\n\nThe app is still running, but something may not work as expected. ` +
          'If it keeps happening, quit Catalog Browser and start it again.',
      )
    } catch (dialogError) {
      options.log(`could not show the error dialog: ${String(dialogError)}`)
    }
  }
  options.process.on('uncaughtException', (error) => report('uncaught exception', error))
  options.process.on('unhandledRejection', (reason) => report('unhandled promise rejection', reason))
}
