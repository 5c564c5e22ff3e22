import { FormattedMessage, useIntl } from 'react-intl'
import type { MessageId } from '../../shared/i18n/messages'
import { DENSITIES, type Density } from '../../shared/layout'

const WORDS: Readonly<Record<Density, MessageId>> = {
  comfortable: 'density.comfortable',
  compact: 'density.compact',
}

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
      <FormattedMessage id="density.label" />
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
            {intl.formatMessage({ id: WORDS[value] })}
          </option>
        ))}
      </select>
    </label>
  )
}
