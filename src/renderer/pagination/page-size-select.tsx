import { FormattedMessage, useIntl } from 'react-intl'
import { useState } from 'react'
import { MAX_LIMIT, MIN_LIMIT } from '../../shared/catalog/limits'

const PRESETS: readonly number[] = [25, 50, 100, 250]
const CUSTOM = 'custom'

/**
 * Rows per page: the common sizes, or any number from 1 to 250 (the service's limit).
 *
 * A custom size is typed into a number field and takes effect on Enter or when the field
 * loses focus, so typing "120" does not load pages of 1 and 12 on the way.
 */
export function PageSizeSelect({
  pageSize,
  onChange,
}: {
  readonly pageSize: number
  readonly onChange: (size: number) => void
}) {
  const intl = useIntl()
  const range = { min: MIN_LIMIT, max: MAX_LIMIT }
  const [customOpen, setCustomOpen] = useState(false)
  const [text, setText] = useState(String(pageSize))
  const [error, setError] = useState<string | null>(null)
  const custom = customOpen || !PRESETS.includes(pageSize)

  const commit = () => {
    const value = Number(text.trim())
    if (!Number.isInteger(value) || value < MIN_LIMIT || value > MAX_LIMIT) {
      setError(
        intl.formatMessage(
          {
            id: 'pageSize.invalid',
            defaultMessage: 'Rows per page must be a whole number from {min} to {max}.',
          },
          range,
        ),
      )
      return
    }
    setError(null)
    if (value !== pageSize) onChange(value)
  }

  return (
    <div className="page-size">
      <label htmlFor="page-size" className="page-size__label">
        <FormattedMessage id="pageSize.label" defaultMessage="Rows per page" />
      </label>
      <select
        id="page-size"
        className="select"
        value={custom ? CUSTOM : String(pageSize)}
        onChange={(event) => {
          const value = event.target.value
          setError(null)
          if (value === CUSTOM) {
            setText(String(pageSize))
            setCustomOpen(true)
            return
          }
          setCustomOpen(false)
          onChange(Number(value))
        }}
      >
        {PRESETS.map((size) => (
          <option key={size} value={String(size)}>
            {size}
          </option>
        ))}
        <option value={CUSTOM}>
          {intl.formatMessage({ id: 'pageSize.custom', defaultMessage: 'Custom…' })}
        </option>
      </select>
      {custom ? (
        <input
          className="input input--narrow"
          type="number"
          min={MIN_LIMIT}
          max={MAX_LIMIT}
          step={1}
          aria-label={intl.formatMessage(
            { id: 'pageSize.customLabel', defaultMessage: 'Custom page size ({min}–{max})' },
            range,
          )}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'page-size-error' : undefined}
          value={text}
          onChange={(event) => setText(event.target.value)}
          onBlur={commit}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault()
              commit()
            }
          }}
        />
      ) : null}
      {error ? (
        <p role="alert" id="page-size-error" className="error-popover page-size__error">
          {error}
        </p>
      ) : null}
    </div>
  )
}
