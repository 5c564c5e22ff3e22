/** Which src/ folder may import which (everything else is refused). */
export const LAYERS: Readonly<Record<string, readonly string[]>>
/** The layer of a file: null outside src/, undefined inside src/ but in no layer. */
export function layerOf(absolutePath: string): string | null | undefined
export const layersPlugin: { readonly rules: Record<string, unknown> }
