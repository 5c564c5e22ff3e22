import { useState } from 'react'
import type { Environment } from '../../shared/catalog/environments'
import type { AppError } from '../../shared/errors'
import type { CatalogRef, KnownCatalog, TokenStorage } from '../../shared/ipc'
import { useEditCatalog } from '../api/catalog-mutations'
import { appErrorOf } from '../api/catalog-error'
import { ConfirmDialog, Dialog } from '../ui/dialog'
import { ErrorMessage } from '../ui/error-message'
import { CatalogDetailsFields } from './catalog-details-fields'

const TOKEN_FATE: Readonly<Record<TokenStorage, string>> = {
  keychain:
    'Its stored token will be deleted from the system keychain; to connect again you will need to paste the token again.',
  memory:
    'The token kept in memory for it will be forgotten; to connect again you will need to paste the token again.',
  launch: 'The token from the launch environment will be forgotten for the rest of this run.',
}

/** `Sign out?`: ends the session and deletes this catalog's token, only when confirmed. */
export function SignOutDialog({
  catalog,
  tokenStorage,
  busy,
  error,
  onConfirm,
  onCancel,
}: {
  readonly catalog: CatalogRef
  readonly tokenStorage: TokenStorage
  readonly busy: boolean
  readonly error: AppError | null
  readonly onConfirm: () => void
  readonly onCancel: () => void
}) {
  return (
    <ConfirmDialog
      title="Sign out?"
      confirmLabel="Sign out"
      danger
      busy={busy}
      onConfirm={onConfirm}
      onCancel={onCancel}
    >
      <p>
        You will be signed out of <strong>{catalog.label}</strong> ({catalog.baseUrl}).{' '}
        {catalog.demo ? 'The demo catalog stops; it needs no token.' : TOKEN_FATE[tokenStorage]}
      </p>
      <p>
        Your other catalogs and their tokens are not touched. To change catalogs, choose one in the Catalog
        menu instead.
      </p>
      {error ? <ErrorMessage error={error} /> : null}
    </ConfirmDialog>
  )
}

/** `Forget catalog?`: removes the catalog, its saved view and its token, only when confirmed. */
export function ForgetCatalogDialog({
  catalog,
  busy,
  error,
  onConfirm,
  onCancel,
}: {
  readonly catalog: CatalogRef
  readonly busy: boolean
  readonly error: AppError | null
  readonly onConfirm: () => void
  readonly onCancel: () => void
}) {
  return (
    <ConfirmDialog
      title="Forget catalog?"
      confirmLabel="Forget catalog"
      danger
      busy={busy}
      onConfirm={onConfirm}
      onCancel={onCancel}
    >
      <p>
        <strong>{catalog.label}</strong> ({catalog.baseUrl}) will be removed from your catalogs, with its
        saved filters and its stored token, and you will be signed out of it.
      </p>
      {error ? <ErrorMessage error={error} /> : null}
    </ConfirmDialog>
  )
}

/** `Edit catalog…`: label and environment of a known catalog. */
export function EditCatalogDialog({
  catalog,
  onDone,
}: {
  readonly catalog: KnownCatalog
  readonly onDone: () => void
}) {
  const [label, setLabel] = useState(catalog.label)
  const [environment, setEnvironment] = useState<Environment>(catalog.environment)
  const save = useEditCatalog()
  const error = appErrorOf(save.error)
  return (
    <Dialog
      title="Edit catalog"
      onCancel={onDone}
      initialFocus="input"
      actions={
        <>
          <button type="button" className="button" onClick={onDone}>
            Cancel
          </button>
          <button
            type="button"
            className="button button--primary"
            disabled={save.isPending}
            onClick={() =>
              save.mutate({ baseUrl: catalog.baseUrl, label, environment }, { onSuccess: onDone })
            }
          >
            Save
          </button>
        </>
      }
    >
      <p className="field__hint">{catalog.baseUrl}</p>
      <CatalogDetailsFields
        idPrefix="edit-catalog"
        label={label}
        environment={environment}
        onChange={(details) => {
          setLabel(details.label)
          setEnvironment(details.environment)
        }}
      />
      {error ? <ErrorMessage error={error} /> : null}
    </Dialog>
  )
}
