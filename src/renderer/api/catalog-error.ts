import { internal, type AppError, type AppErrorKind } from '../../shared/errors'
import { words } from '../../shared/i18n/words'

/**
 * A failure reported by the main process, rebuilt as a throwable for TanStack Query.
 *
 * Main never throws across IPC (a thrown error would arrive as a bare string); it returns
 * `{ ok: false, error }`. Rethrowing it here as a typed error lets `query.error.appError`
 * drive the UI: which message, whether to offer Retry, whether the session has ended.
 */
export class CatalogError extends Error {
  readonly appError: AppError

  constructor(appError: AppError) {
    // Error's own message is for stack traces and the console: the id says which words.
    super(`${appError.kind}: ${appError.message.id}`)
    this.name = 'CatalogError'
    this.appError = appError
  }

  get kind(): AppErrorKind {
    return this.appError.kind
  }
}

/** Any thrown value as a CatalogError, so every error the UI shows has a kind and a message. */
export function toCatalogError(error: unknown): CatalogError {
  if (error instanceof CatalogError) return error
  const detail = error instanceof Error ? error.message : String(error)
  return new CatalogError(
    internal(
      words(
        {
          id: 'error.window.mainUnreachable',
          defaultMessage:
            "The app's main process could not be reached ({detail}). Try again; if it keeps happening, restart the app.",
        },
        { detail },
      ),
    ),
  )
}

/** The AppError inside `error` when it is one of ours, else null. */
export function appErrorOf(error: unknown): AppError | null {
  return error instanceof CatalogError ? error.appError : null
}

/** True when `error` is a CatalogError of one of `kinds`. */
export function isErrorKind(error: unknown, ...kinds: readonly AppErrorKind[]): boolean {
  return error instanceof CatalogError && kinds.includes(error.kind)
}
