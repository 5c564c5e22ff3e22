/** Every relative import of one file, resolved to a source file. */
export function importsOf(file: string): string[]
/** Each import cycle under `root` once, as the files (relative to root) that lead back to the first. */
export function findImportCycles(root: string): string[][]
