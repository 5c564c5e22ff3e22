/**
 * Month names as `Intl` writes them in `locales` (`November`, `ноября`, `nov`), long and short,
 * alone and inside a date (where Russian, Spanish and Portuguese decline them), lower-cased,
 * with a short form's dot taken off, each with its month (1–12). Names that are not letters
 * (Chinese `11月`) are left out: the callers read those by their digits.
 */
export function intlMonthNames(locales: readonly string[]): readonly (readonly [string, number])[] {
  const found: (readonly [string, number])[] = []
  for (const locale of locales) {
    for (let month = 0; month < 12; month += 1) {
      const date = new Date(Date.UTC(2026, month, 15))
      for (const style of ['long', 'short'] as const) {
        const alone = new Intl.DateTimeFormat(locale, { month: style, timeZone: 'UTC' }).format(date)
        const inDate = new Intl.DateTimeFormat(locale, { month: style, day: 'numeric', timeZone: 'UTC' })
          .formatToParts(date)
          .find((part) => part.type === 'month')?.value
        for (const name of [alone, inDate ?? '']) {
          const bare = name.toLowerCase().replace(/\.$/u, '')
          if (/^\p{L}+$/u.test(bare)) found.push([bare, month + 1])
        }
      }
    }
  }
  return found
}
