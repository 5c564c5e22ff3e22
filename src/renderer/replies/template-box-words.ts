import type { IntlShape } from 'react-intl'
import { templateName, type SharedTemplateKey, type TemplateKey } from '../../shared/reply/templates'
import { wordText } from '../format/word-text'

/** A box's name (its textbox's label) in the app's language: shared/reply words each box beside it. */
export function boxName(intl: IntlShape, key: TemplateKey): string {
  return wordText(intl, templateName(key))
}

/** `<box> for all languages`: the name of a greeting, closing or signature written once for all. */
export function sharedBoxName(intl: IntlShape, key: SharedTemplateKey): string {
  return intl.formatMessage(
    {
      id: 'templates.box.shared',
      defaultMessage: '{box} for all languages',
      description:
        'A greeting, closing or signature box written once for every reply language; box is its name',
    },
    { box: boxName(intl, key) },
  )
}
