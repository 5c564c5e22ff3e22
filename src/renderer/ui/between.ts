/**
 * The space between two values on one line (an ID and a name, a sentence and its button): read
 * aloud as one, and no word to translate, so it is written once here rather than as a literal in
 * JSX, which the catalogs' lint rule refuses.
 */
export const BETWEEN = ' '
