import { ENVIRONMENT_LABELS, type Environment } from '../../shared/catalog/environments'
import './catalogs.css'

/**
 * Which environment a catalog is, as text (never colour alone): production loud, staging
 * noticeable, other nothing, so an agent never mistakes staging for production.
 */
export function EnvironmentTag({ environment }: { readonly environment: Environment }) {
  if (environment === 'other') return null
  return <span className={`tag tag--${environment}`}>{ENVIRONMENT_LABELS[environment]}</span>
}
