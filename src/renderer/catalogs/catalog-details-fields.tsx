import { useState } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import {
  ENVIRONMENT_NAMES,
  ENVIRONMENTS,
  MAX_CATALOG_LABEL_LENGTH,
  type Environment,
} from '../../shared/catalog/environments'
import { useEnvironmentNamedIn } from './environment-words'

/** The label and environment fields, shared by Edit catalog… and the connect form. */
export function CatalogDetailsFields({
  idPrefix,
  label,
  environment,
  onChange,
}: {
  readonly idPrefix: string
  readonly label: string
  readonly environment: Environment
  /** One call per edit: a label that names an environment changes both at once. */
  readonly onChange: (details: { readonly label: string; readonly environment: Environment }) => void
}) {
  // Until the agent picks an environment, a label that names one ("Production EU") sets it:
  // a catalog labelled Production must not stay unmarked because a second field was missed.
  const intl = useIntl()
  const environmentNamedIn = useEnvironmentNamedIn()
  const [picked, setPicked] = useState(false)
  const [readFromLabel, setReadFromLabel] = useState(false)
  const changeLabel = (next: string) => {
    const named = picked ? null : environmentNamedIn(next)
    const derived = named !== null && named !== environment
    onChange({ label: next, environment: derived ? named : environment })
    if (derived) setReadFromLabel(true)
  }
  return (
    <div className="catalog-details-fields">
      <div className="field">
        <label htmlFor={`${idPrefix}-label`} className="field__label">
          <FormattedMessage id="catalogDetails.label" defaultMessage="Label" />
        </label>
        <input
          id={`${idPrefix}-label`}
          className="input"
          type="text"
          maxLength={MAX_CATALOG_LABEL_LENGTH}
          placeholder={intl.formatMessage({
            id: 'catalogDetails.labelPlaceholder',
            defaultMessage: 'e.g. Production EU',
          })}
          value={label}
          onChange={(event) => changeLabel(event.target.value)}
        />
      </div>
      <div className="field">
        <label htmlFor={`${idPrefix}-environment`} className="field__label">
          <FormattedMessage id="catalogDetails.environment" defaultMessage="Environment" />
        </label>
        <select
          id={`${idPrefix}-environment`}
          className="input"
          value={environment}
          aria-describedby={readFromLabel ? `${idPrefix}-environment-note` : undefined}
          onChange={(event) => {
            setPicked(true)
            setReadFromLabel(false)
            onChange({ label, environment: event.target.value as Environment })
          }}
        >
          {ENVIRONMENTS.map((value) => (
            <option key={value} value={value}>
              {intl.formatMessage(ENVIRONMENT_NAMES[value])}
            </option>
          ))}
        </select>
        {readFromLabel ? (
          <p id={`${idPrefix}-environment-note`} className="field__hint">
            <FormattedMessage
              id="catalogDetails.readFromLabel"
              defaultMessage="Read from the label; change it if that is wrong."
            />
          </p>
        ) : null}
      </div>
    </div>
  )
}
