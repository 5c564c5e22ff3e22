/**
 * How the question before copying (copy-prompt.tsx) finds an item's open choice: the
 * `Situation for item <id>` combobox carries these props, in a lookup row and in the pane.
 */
export function choiceTargetProps(id: number): { readonly 'data-error-choice': number } {
  return { 'data-error-choice': id }
}

/** The selector of item `id`'s choice, inside a row or the pane. */
export function choiceSelector(id: number): string {
  return `select[data-error-choice="${id}"]`
}
