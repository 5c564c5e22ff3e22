import { REPLY_LANGUAGES } from '../../shared/reply/languages'
import type { ImportChanges } from '../../shared/reply/template-import'
import { TEMPLATE_FIELDS, type TemplateKey } from '../../shared/reply/templates'

/** One line of the `Import reply templates` question: a language (or all of them) and its changed boxes. */
export interface ImportSummaryLine {
  readonly where: string
  readonly boxes: readonly string[]
}

const LABELS = new Map<TemplateKey, string>(TEMPLATE_FIELDS.map((field) => [field.key, field.label]))

function whereOf(language: ImportChanges['boxes'][number]['language']): string {
  if (language === 'all') return 'All languages'
  return REPLY_LANGUAGES.find((entry) => entry.code === language)?.name ?? language
}

/**
 * What an import changes, per language and box, in the dialog's words: each box by its
 * textbox's name, "back to the default" where the lead's text goes, and the error table's
 * counts. Empty when nothing changes.
 */
export function importSummary(changes: ImportChanges): ImportSummaryLine[] {
  const lines = new Map<string, string[]>()
  for (const change of changes.boxes) {
    const where = whereOf(change.language)
    const label = LABELS.get(change.key) ?? change.key
    const box = change.after === undefined ? `${label} (back to the default)` : label
    lines.set(where, [...(lines.get(where) ?? []), box])
  }
  const { added, removed, changed } = changes.errorTable
  const table = [
    added > 0 ? `${added} added` : null,
    removed > 0 ? `${removed} removed` : null,
    changed > 0 ? `${changed} read differently` : null,
  ].filter((part): part is string => part !== null)
  const summary = [...lines].map(([where, boxes]) => ({ where, boxes }))
  return table.length > 0 ? [...summary, { where: 'Catalog errors', boxes: table }] : summary
}
