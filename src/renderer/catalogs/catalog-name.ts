import type { IntlShape } from 'react-intl'

/**
 * A catalog's name as the window shows it: the label it was given, or for the built-in demo
 * its name in the app language (main labels the demo session in English, a name no agent chose).
 */
export function catalogName(
  intl: IntlShape,
  catalog: { readonly label: string; readonly demo?: boolean },
): string {
  return catalog.demo
    ? intl.formatMessage({ id: 'catalogs.demoName', defaultMessage: 'Demo catalog' })
    : catalog.label
}
