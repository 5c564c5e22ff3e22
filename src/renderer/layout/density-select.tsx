import { DENSITIES, type Density } from '../../shared/layout'

const LABELS: Readonly<Record<Density, string>> = { comfortable: 'Comfortable', compact: 'Compact' }

/** Comfortable or Compact rows: Compact fits more of a page on screen. */
export function DensitySelect({
  density,
  onChange,
}: {
  readonly density: Density
  readonly onChange: (density: Density) => void
}) {
  return (
    <label className="page-size__label density">
      Density
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
            {LABELS[value]}
          </option>
        ))}
      </select>
    </label>
  )
}
