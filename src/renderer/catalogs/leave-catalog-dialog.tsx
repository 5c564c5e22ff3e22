import type { ReactNode } from 'react'
import { useIntl } from 'react-intl'
import type { AppError } from '../../shared/errors'
import type { CatalogRef } from '../../shared/ipc'
import { ConfirmDialog, type DialogAction } from '../ui/dialog'
import { ErrorMessage } from '../ui/error-message'
import { catalogName } from './catalog-name'

/** The catalog's name in bold inside a sentence (`<strong>` in the message). */
const strong = (chunks: ReactNode[]) => <strong>{chunks}</strong>

/** What the sentence naming the catalog is worded with (a type, so it passes as message values). */
export type CatalogSentence = {
  readonly strong: (chunks: ReactNode[]) => ReactNode
  /** Its name as the window shows it (catalog-name.ts). */
  readonly catalog: string
  readonly baseUrl: string
}

/**
 * The question before the app lets go of a catalog (`Sign out?`, `Forget catalog?`): an
 * alertdialog whose first sentence names the catalog and says what goes, then what else the
 * agent should know, the last try's failure, and Cancel first (focused), then the answers,
 * which delete something. Nothing happens until one is pressed.
 */
export function LeaveCatalogDialog({
  catalog,
  title,
  confirmLabel,
  sentence,
  also,
  busy,
  error,
  onConfirm,
  onCancel,
  children,
}: {
  readonly catalog: CatalogRef
  readonly title: string
  readonly confirmLabel: string
  /** The first sentence, worded with the catalog's name and base URL. */
  readonly sentence: (values: CatalogSentence) => ReactNode
  /** Answers besides the main one (`Sign out of all catalogs`). */
  readonly also?: readonly DialogAction[]
  readonly busy: boolean
  readonly error: AppError | null
  readonly onConfirm: () => void
  readonly onCancel: () => void
  /** What else the agent should know before answering. */
  readonly children?: ReactNode
}) {
  const intl = useIntl()
  return (
    <ConfirmDialog
      title={title}
      confirmLabel={confirmLabel}
      danger
      also={also}
      busy={busy}
      onConfirm={onConfirm}
      onCancel={onCancel}
    >
      <p>{sentence({ strong, catalog: catalogName(intl, catalog), baseUrl: catalog.baseUrl })}</p>
      {children}
      {error ? <ErrorMessage error={error} /> : null}
    </ConfirmDialog>
  )
}
