import type { ItemStatus } from '../../shared/catalog'
import { statusMeaning } from './status-meanings'
import { StatusBadge } from './status-badge'

/**
 * The status once: the badge, what it means and what to tell the customer (status-meanings.ts).
 * A term/definition pair like every field, its term read by screen readers only.
 */
export function StatusLine({ status }: { readonly status: ItemStatus }) {
  const { meaning, tellCustomer } = statusMeaning(status)
  return (
    <dl className="status-line">
      <dt className="visually-hidden">Status</dt>
      <dd className="status-line__value">
        <StatusBadge status={status} size="large" />
        <span className="status-line__text">
          <span className="status-line__meaning">{meaning}</span>{' '}
          <span className="status-line__tell">
            <span className="status-line__tell-label">Tell the customer:</span> {tellCustomer}
          </span>
        </span>
      </dd>
    </dl>
  )
}
