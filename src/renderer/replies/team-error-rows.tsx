import { useId } from 'react'
import { errorMeaning } from '../../shared/reply/error-meanings'
import type { ErrorTable } from '../../shared/reply/error-table'

/**
 * The team's catalog error rows, read-only above the agent's own in `Catalog errors`: the
 * reply reads them first (team-templates.ts), so the agent sees which texts the team has
 * already decided, as the team's boxes show theirs. Each row says `Set by your team`.
 */
export function TeamErrorRows({ rows }: { readonly rows: ErrorTable }) {
  const id = useId()
  if (rows.length === 0) return null
  return (
    <>
      <p className="reply-templates__help">
        <span id={`${id}-note`} className="reply-templates__team-note">
          Set by your team
        </span>
        : read first, in this order, then your rows below.
      </p>
      <ol className="catalog-errors__rows" aria-label="Team catalog errors">
        {rows.map((row, index) => (
          <li key={`${index}-${row.contains}`}>
            <div role="group" aria-label={`Team error ${index + 1}`} className="catalog-errors__row">
              <input
                type="text"
                className="input catalog-errors__text"
                aria-label="Error text contains"
                aria-describedby={`${id}-note`}
                value={row.contains}
                readOnly
              />
              <input
                type="text"
                className="input catalog-errors__means"
                aria-label="Means"
                aria-describedby={`${id}-note`}
                value={errorMeaning(row.means).label}
                readOnly
              />
            </div>
          </li>
        ))}
      </ol>
    </>
  )
}
