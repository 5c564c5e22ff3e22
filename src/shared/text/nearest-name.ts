/**
 * The name a mistyped one most likely meant (`teamTemplateSource` for `teamTemplatesSource`),
 * or null when none is close enough to be worth saying "did you mean".
 *
 * Closeness is the edit distance (Levenshtein: one letter added, dropped or changed is one
 * step), compared without case, since `TeamTemplatesSource` and `demoatalog` are the same
 * slips. Close enough is a third of the name's length, at least two steps: a word a third
 * rewritten still reads as the same word, and the short names (`label`) still get a letter or
 * two of slack. Of two names equally close, the first listed wins.
 */
export function nearestName(typed: string, names: readonly string[]): string | null {
  const lower = typed.toLowerCase()
  let best: { readonly name: string; readonly distance: number } | null = null
  for (const name of names) {
    const distance = editDistance(lower, name.toLowerCase())
    const allowed = Math.max(2, Math.floor(name.length / 3))
    if (distance <= allowed && (best === null || distance < best.distance)) best = { name, distance }
  }
  return best?.name ?? null
}

/** Levenshtein distance, one row at a time. */
export function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index)
  for (let i = 1; i <= a.length; i++) {
    const row = [i]
    for (let j = 1; j <= b.length; j++) {
      const replace = (previous[j - 1] as number) + (a[i - 1] === b[j - 1] ? 0 : 1)
      row.push(Math.min((previous[j] as number) + 1, (row[j - 1] as number) + 1, replace))
    }
    previous = row
  }
  return previous[b.length] as number
}
