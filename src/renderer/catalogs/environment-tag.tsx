import { FormattedMessage } from 'react-intl'
import { ENVIRONMENT_NAMES, type Environment } from '../../shared/catalog/environments'
import { useEnvironmentNamedIn } from './environment-words'
import './catalogs.css'

/**
 * Which environment a catalog is, as text (never colour alone): production loud, staging
 * noticeable, other nothing, so an agent never mistakes staging for production.
 *
 * Beside a label that already names the environment ("Production"), the tag is still seen
 * but not read out: a screen reader would otherwise say "Production Production".
 */
export function EnvironmentTag({
  environment,
  label,
}: {
  readonly environment: Environment
  /** The catalog's label the tag stands beside. */
  readonly label: string
}) {
  const environmentNamedIn = useEnvironmentNamedIn()
  if (environment === 'other') return null
  const redundant = environmentNamedIn(label) === environment
  return (
    <span className={`tag tag--${environment}`} aria-hidden={redundant || undefined}>
      <FormattedMessage {...ENVIRONMENT_NAMES[environment]} />
    </span>
  )
}
