/**
 * Month names as `Intl` writes them in `locales` (`November`, `ноября`, `nov`), long and short,
 * alone and inside a date (where Russian, Spanish and Portuguese decline them), lower-cased,
 * with a short form's dot taken off, each with its month (1–12). Names that are not letters
 * (Chinese `11月`) are left out: the callers read those by their digits.
 *
 * Each formatter is made once per language and width and asked for all twelve months: making
 * an `Intl` formatter costs far more than formatting with it, and every window that reads a
 * ticket (the Quick answer window on each press) builds these lists when it loads.
 */
export function intlMonthNames(locales: readonly string[]): readonly (readonly [string, number])[] {
  const found: (readonly [string, number])[] = []
  for (const locale of locales) {
    const formats = (['long', 'short'] as const).map((style) => ({
      alone: new Intl.DateTimeFormat(locale, { month: style, timeZone: 'UTC' }),
      inDate: new Intl.DateTimeFormat(locale, { month: style, day: 'numeric', timeZone: 'UTC' }),
    }))
    for (let month = 0; month < 12; month += 1) {
      const date = new Date(Date.UTC(2026, month, 15))
      for (const { alone, inDate } of formats) {
        const named = inDate.formatToParts(date).find((part) => part.type === 'month')?.value
        for (const name of [alone.format(date), named ?? '']) {
          const bare = name.toLowerCase().replace(/\.$/u, '')
          if (/^\p{L}+$/u.test(bare)) found.push([bare, month + 1])
        }
      }
    }
  }
  return found
}
