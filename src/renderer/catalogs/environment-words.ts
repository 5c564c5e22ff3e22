import type { Environment } from '../../shared/catalog/environments'
import type { MessageId } from '../../shared/i18n/messages'

/** Each environment's name, as a message: the form's options, the tags, the dialogs. */
export const ENVIRONMENT_WORDS: Readonly<Record<Environment, MessageId>> = {
  production: 'environment.production',
  staging: 'environment.staging',
  other: 'environment.other',
}
