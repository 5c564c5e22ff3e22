import type { IntlShape } from 'react-intl'
import { REPLY_LANGUAGES } from '../../shared/i18n/languages'
import type { ImportChanges } from '../../shared/reply/template-import'
import { boxName } from './template-box-words'

/** One line of the `Import reply templates` question: a language (or all of them) and its changed boxes. */
export interface ImportSummaryLine {
  readonly where: string
  readonly boxes: readonly string[]
}

/** A language by its own name (as the language list names it), or all of them in the app's language. */
function whereOf(intl: IntlShape, language: ImportChanges['boxes'][number]['language']): string {
  if (language === 'all')
    return intl.formatMessage({ id: 'templates.import.allLanguages', defaultMessage: 'All languages' })
  return REPLY_LANGUAGES.find((entry) => entry.code === language)?.name ?? language
}

/**
 * What an import changes, per language and box, in the dialog's words: each box by its
 * textbox's name, "back to the default" where the lead's text goes, and the error table's
 * counts. Empty when nothing changes.
 */
export function importSummary(intl: IntlShape, changes: ImportChanges): ImportSummaryLine[] {
  const lines = new Map<string, string[]>()
  for (const change of changes.boxes) {
    const where = whereOf(intl, change.language)
    const label = boxName(intl, change.key)
    const box =
      change.after === undefined
        ? intl.formatMessage(
            { id: 'templates.import.backToDefault', defaultMessage: '{box} (back to the default)' },
            { box: label },
          )
        : label
    lines.set(where, [...(lines.get(where) ?? []), box])
  }
  const { added, removed, changed } = changes.errorTable
  const table = [
    added > 0
      ? intl.formatMessage(
          { id: 'templates.import.added', defaultMessage: '{count, plural, one {# added} other {# added}}' },
          { count: added },
        )
      : null,
    removed > 0
      ? intl.formatMessage(
          {
            id: 'templates.import.removed',
            defaultMessage: '{count, plural, one {# removed} other {# removed}}',
          },
          { count: removed },
        )
      : null,
    changed > 0
      ? intl.formatMessage(
          {
            id: 'templates.import.changed',
            defaultMessage: '{count, plural, one {# read differently} other {# read differently}}',
          },
          { count: changed },
        )
      : null,
  ].filter((part): part is string => part !== null)
  const summary = [...lines].map(([where, boxes]) => ({ where, boxes }))
  const errors = intl.formatMessage({
    id: 'templates.import.catalogErrors',
    defaultMessage: 'Catalog errors',
  })
  return table.length > 0 ? [...summary, { where: errors, boxes: table }] : summary
}
