/** Types for make-icons.mjs (importing it renders nothing; running it does). */
export const SOURCES: readonly string[]
export const PNG_SIZES: readonly number[]
export const ICO_SIZES: readonly number[]
export const SMALL_ICON_MAX: number
export function sourcesHash(resourcesDir?: string): string
