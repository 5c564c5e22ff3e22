import { describe, expect, it } from 'vitest'
import { intlMonthNames } from './month-names'

describe('intlMonthNames', () => {
  it("gives each language's month names, long, short and declined in a date, with their month", () => {
    const names = new Map(intlMonthNames(['en', 'ru']))
    expect(names.get('november')).toBe(11)
    expect(names.get('nov')).toBe(11)
    // Russian declines a month inside a date: both forms are read.
    expect(names.get('ноябрь')).toBe(11)
    expect(names.get('ноября')).toBe(11)
  })

  it('makes each formatter once per language and width, not once per month', () => {
    const Original = Intl.DateTimeFormat
    let made = 0
    Intl.DateTimeFormat = class extends Original {
      constructor(...args: ConstructorParameters<typeof Original>) {
        super(...args)
        made += 1
      }
    } as typeof Original
    try {
      intlMonthNames(['en', 'de', 'ru'])
    } finally {
      Intl.DateTimeFormat = Original
    }
    // Two widths, alone and in a date: four a language, whatever the number of months.
    expect(made).toBe(3 * 4)
  })
})
