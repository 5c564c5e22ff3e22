/** Which src/ folder may import which (everything else is refused). */
export const LAYERS: Readonly<Record<string, readonly string[]>>
/** The renderer's folders, top floor first: each imports only the floors below its own. */
export const RENDERER_FLOORS: readonly (readonly string[])[]
/** QueryClient methods only an api/ folder may call. */
export const CACHE_CALLS: readonly string[]
/** The layer whose private api/ folder holds a file (src/renderer/<feature>/api/), or null. */
export function privateApiOf(absolutePath: string): string | null
/** The layer of a file: null outside src/, undefined inside src/ but in no layer. */
export function layerOf(absolutePath: string): string | null | undefined
export const layersPlugin: { readonly rules: Record<string, unknown> }
