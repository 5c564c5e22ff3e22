import { FormattedMessage, useIntl } from 'react-intl'
import { DENSITIES, DENSITY_NAMES, type Density } from '../../shared/layout'

/** Comfortable or Compact rows: Compact fits more of a page on screen. */
export function DensitySelect({
  density,
  onChange,
}: {
  readonly density: Density
  readonly onChange: (density: Density) => void
}) {
  const intl = useIntl()
  return (
    <label className="page-size__label density">
      <FormattedMessage id="density.label" defaultMessage="Density" />
      <select
        className="input"
        value={density}
        onChange={(event) => {
          const next = DENSITIES.find((value) => value === event.target.value)
          if (next) onChange(next)
        }}
      >
        {DENSITIES.map((value) => (
          <option key={value} value={value}>
            {intl.formatMessage(DENSITY_NAMES[value])}
          </option>
        ))}
      </select>
    </label>
  )
}
