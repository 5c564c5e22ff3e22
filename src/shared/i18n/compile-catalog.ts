import { parse } from '@formatjs/icu-messageformat-parser'

/**
 * Where a build puts the catalogs other than English (under the renderer's assets): a window
 * loads one of them at most, so the bench counts them apart from what every start loads.
 */
export const MESSAGE_CHUNK_DIR = 'messages'

/**
 * A message catalog's JSON with each ICU string replaced by its syntax tree: what react-intl
 * formats directly, so the window ships without the ICU parser (FormatJS's documented way:
 * `formatjs compile --ast`). The build runs this over every catalog (electron.vite.config.ts);
 * a message that does not parse fails the build, naming it.
 */
export function compileCatalog(json: string, file: string): string {
  const messages: unknown = JSON.parse(json)
  if (typeof messages !== 'object' || messages === null || Array.isArray(messages)) {
    throw new Error(`${file}: a message catalog is one JSON object of id → message.`)
  }
  const compiled = Object.entries(messages).map(([id, message]) => {
    if (typeof message !== 'string') throw new Error(`${file}: ${id} is not a string.`)
    try {
      return [id, parse(message)]
    } catch (error) {
      throw new Error(`${file}: ${id} is not a valid ICU message (${String(error)}).`, { cause: error })
    }
  })
  return JSON.stringify(Object.fromEntries(compiled))
}
