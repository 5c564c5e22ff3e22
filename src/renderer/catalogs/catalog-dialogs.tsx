import { useState } from 'react'
import type { Environment } from '../../shared/catalog/environments'
import { FormattedMessage } from 'react-intl'
import { ENVIRONMENT_WORDS } from './environment-words'
import type { AppError } from '../../shared/errors'
import type { CatalogRef, TokenStorage } from '../../shared/ipc'
import { useEditCatalog } from './api/catalog-changes'
import { appErrorOf } from '../api/catalog-error'
import { ConfirmDialog, Dialog } from '../ui/dialog'
import { ErrorMessage } from '../ui/error-message'
import { CatalogDetailsFields } from './catalog-details-fields'
import { CatalogTimeZoneField } from './catalog-time-zone-field'
import type { EditCatalogFocus } from './edit-catalog-opener'

const ZONE_FIELD_ID = 'edit-catalog-time-zone'

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

/**
 * `Edit catalog…`: label, environment and the time zone of its times, for the connected
 * catalog however it was connected (one connected by base URL and token is added to the
 * known catalogs on Save). The demo catalog's label and environment are fixed: only its zone.
 */
export function EditCatalogDialog({
  catalog,
  focus,
  onDone,
}: {
  readonly catalog: CatalogRef
  /** The field focused first: `time-zone` when opened from the detail pane's offer. */
  readonly focus: EditCatalogFocus
  readonly onDone: () => void
}) {
  const [label, setLabel] = useState(catalog.label)
  const [environment, setEnvironment] = useState<Environment>(catalog.environment)
  const [timeZone, setTimeZone] = useState(catalog.timeZone)
  const save = useEditCatalog()
  const error = appErrorOf(save.error)
  // Fixed ones are not sent: the demo's, and what the organization's policy sets.
  const details = catalog.demo || catalog.managed ? {} : { label, environment }
  return (
    <Dialog
      title="Edit catalog"
      onCancel={onDone}
      initialFocus={focus === 'time-zone' ? `#${ZONE_FIELD_ID}` : 'input, select'}
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
              save.mutate({ baseUrl: catalog.baseUrl, ...details, timeZone }, { onSuccess: onDone })
            }
          >
            Save
          </button>
        </>
      }
    >
      <p className="field__hint">{catalog.baseUrl}</p>
      {catalog.demo ? (
        <p className="field__hint">The demo catalog’s label and environment are fixed.</p>
      ) : catalog.managed ? (
        <p className="field__hint">
          {catalog.label}, <FormattedMessage id={ENVIRONMENT_WORDS[catalog.environment]} />:{' '}
          <FormattedMessage id="policy.setByOrganization" />.
        </p>
      ) : (
        <CatalogDetailsFields
          idPrefix="edit-catalog"
          label={label}
          environment={environment}
          onChange={(next) => {
            setLabel(next.label)
            setEnvironment(next.environment)
          }}
        />
      )}
      <CatalogTimeZoneField id={ZONE_FIELD_ID} value={timeZone} onChange={setTimeZone} />
      {error ? <ErrorMessage error={error} /> : null}
    </Dialog>
  )
}
