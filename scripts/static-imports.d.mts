/** The relative, value-carrying static imports of one source file, resolved to absolute paths. */
export function staticImportsOf(file: string): string[]
/** Every source file `entry` loads with it (static, value-carrying imports), itself included. */
export function loadedWith(entry: string): Set<string>
