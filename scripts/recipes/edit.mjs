/**
 * The edits a recipe makes, as a developer following docs/dev/how-to-add.md would: text added
 * beside an anchor in a file the recipe's table names. An anchor that is not there means the
 * document (or the recipe) no longer matches the code, so it stops the run with a message that
 * names the recipe, the file and the text it looked for.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'

export class RecipeDrift extends Error {
  constructor(recipe, file, detail) {
    super(
      `recipe "${recipe}": ${file}: ${detail} (docs/dev/how-to-add.md or the recipe has drifted from the code)`,
    )
    this.name = 'RecipeDrift'
  }
}

/** An editor for one recipe on the copy at `root`; every path is relative to the repository. */
export function editorFor(root, recipe) {
  const drift = (file, detail) => new RecipeDrift(recipe, file, detail)
  const touched = new Set()
  const read = (file) => {
    touched.add(file)
    const path = join(root, file)
    if (!existsSync(path)) throw drift(file, 'file not found')
    return readFileSync(path, 'utf8')
  }
  const insert = (file, anchor, text, where) => {
    const content = read(file)
    const at = content.indexOf(anchor)
    if (at === -1) throw drift(file, `anchor not found: ${JSON.stringify(anchor)}`)
    // One match only: a second would make "where the entry goes" a guess.
    if (content.indexOf(anchor, at + 1) !== -1)
      throw drift(file, `anchor found twice: ${JSON.stringify(anchor)}`)
    const cut = where === 'after' ? at + anchor.length : at
    writeFileSync(join(root, file), content.slice(0, cut) + text + content.slice(cut))
  }
  /**
   * Adds `text` at the end of the list or table that starts at `opening` (before the first
   * `closing` after it). `opening` may be several anchors found one after the other, as in
   * `['export const TABLE', '} = {']` for a table whose type is written out before it.
   */
  const into = (file, opening, closing, text) => {
    const content = read(file)
    let start = 0
    for (const anchor of [opening].flat()) {
      const at = content.indexOf(anchor, start)
      if (at === -1) throw drift(file, `anchor not found: ${JSON.stringify(anchor)}`)
      start = at + anchor.length
    }
    const end = content.indexOf(closing, start)
    if (end === -1) throw drift(file, `no ${JSON.stringify(closing)} after ${JSON.stringify(opening)}`)
    writeFileSync(join(root, file), content.slice(0, end) + text + content.slice(end))
  }
  return {
    /** The files this recipe edited or created so far. */
    touched,
    into,
    /** Adds `text` right after the one occurrence of `anchor` in `file`. */
    after: (file, anchor, text) => insert(file, anchor, text, 'after'),
    /** Adds `text` right before the one occurrence of `anchor` in `file`. */
    before: (file, anchor, text) => insert(file, anchor, text, 'before'),
    /** Writes a new file (a new domain's module); refuses to overwrite one. */
    create: (file, text) => {
      if (existsSync(join(root, file))) throw drift(file, 'meant to be new, but exists')
      touched.add(file)
      mkdirSync(dirname(join(root, file)), { recursive: true })
      writeFileSync(join(root, file), text)
    },
  }
}
