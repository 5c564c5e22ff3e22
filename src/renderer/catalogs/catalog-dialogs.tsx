import { useState } from 'react'
import { ENVIRONMENT_NAMES, type Environment } from '../../shared/catalog/environments'
import { FormattedMessage, useIntl } from 'react-intl'
import type { AppError } from '../../shared/errors'
import type { CatalogRef } from '../../shared/ipc'
import { useEditCatalog } from './api/catalog-changes'
import { appErrorOf } from '../api/catalog-error'
import { FooterDialog } from '../ui/dialog'
import { ErrorMessage } from '../ui/error-message'
import { CatalogDetailsFields } from './catalog-details-fields'
import { CatalogTimeZoneField } from './catalog-time-zone-field'
import { LeaveCatalogDialog } from './leave-catalog-dialog'
import type { EditCatalogFocus } from '../ui/edit-catalog-opener'

const ZONE_FIELD_ID = 'edit-catalog-time-zone'

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
  const intl = useIntl()
  return (
    <LeaveCatalogDialog
      catalog={catalog}
      title={intl.formatMessage({ id: 'catalogs.forget.title', defaultMessage: 'Forget catalog?' })}
      confirmLabel={intl.formatMessage({ id: 'catalogs.forget', defaultMessage: 'Forget catalog' })}
      sentence={({ strong, catalog: name, baseUrl }) => (
        <FormattedMessage
          id="catalogs.forget.text"
          defaultMessage={
            '<strong>{catalog}</strong> ({baseUrl}) will be removed from your catalogs, with its saved filters and its stored token, and you will be signed out of it.'
          }
          values={{ strong, catalog: name, baseUrl }}
        />
      )}
      busy={busy}
      error={error}
      onConfirm={onConfirm}
      onCancel={onCancel}
    />
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
  const intl = useIntl()
  const [label, setLabel] = useState(catalog.label)
  const [environment, setEnvironment] = useState<Environment>(catalog.environment)
  const [timeZone, setTimeZone] = useState(catalog.timeZone)
  const save = useEditCatalog()
  const error = appErrorOf(save.error)
  // Fixed ones are not sent: the demo's, and what the organization's policy sets.
  const details = catalog.demo || catalog.managed ? {} : { label, environment }
  return (
    <FooterDialog
      title={intl.formatMessage({ id: 'catalogs.editDialog.title', defaultMessage: 'Edit catalog' })}
      onCancel={onDone}
      initialFocus={focus === 'time-zone' ? `#${ZONE_FIELD_ID}` : 'input, select'}
      busy={save.isPending}
      actions={[
        {
          label: <FormattedMessage id="ui.save" defaultMessage="Save" />,
          onClick: () =>
            save.mutate({ baseUrl: catalog.baseUrl, ...details, timeZone }, { onSuccess: onDone }),
          tone: 'primary',
        },
      ]}
    >
      <p className="field__hint">{catalog.baseUrl}</p>
      {catalog.demo ? (
        <p className="field__hint">
          <FormattedMessage
            id="catalogs.demoFixed"
            defaultMessage="The demo catalog’s label and environment are fixed."
          />
        </p>
      ) : catalog.managed ? (
        <p className="field__hint">
          <FormattedMessage
            id="catalogs.managed"
            defaultMessage={'{catalog}, {environment}: {setBy}.'}
            values={{
              catalog: catalog.label,
              environment: intl.formatMessage(ENVIRONMENT_NAMES[catalog.environment]),
              setBy: intl.formatMessage({
                id: 'policy.setByOrganization',
                defaultMessage: 'Set by your organization',
              }),
            }}
          />
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
    </FooterDialog>
  )
}
