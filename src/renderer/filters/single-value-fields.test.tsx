import { describe, expect, it } from 'vitest'
import { render, screen } from '@testing-library/react'
import type { FilterKey } from '../../shared/catalog/filters'
import { NumberInput } from './number-input'
import { SINGLE_VALUE_FIELDS, parseDecimalText } from './single-value-fields'
import { withEnglish } from '../../shared/i18n/english.test-support'
import { createIntl } from '@formatjs/intl'
import type { AppLanguage } from '../../shared/i18n/app-languages'
import { MESSAGE_CATALOGS } from '../../shared/i18n/message-catalogs'
import { formatWords } from '../../shared/i18n/words'

describe('parseDecimalText (a decimal filter’s field, e.g. a price)', () => {
  it.each([
    ['12.50', '12.50'],
    ['12.5', '12.50'],
    [' 12 ', '12.00'],
    // As German, Spanish, Portuguese and Russian agents write it.
    ['12,50', '12.50'],
    ['0,5', '0.50'],
  ])('reads %j as %j', (text, value) => {
    expect(parseDecimalText(text)).toEqual({ ok: true, value })
  })

  it('reads a blank field as no filter', () => {
    expect(parseDecimalText('   ')).toEqual({ ok: true, value: null })
  })

  // `1,250` is 1250 to an English reader and 1.25 to a German one: refused, not guessed.
  it.each(['12.505', '-3', '1e3', '1,250', '1.250,50', '12,', 'cheap'])(
    'refuses %j and says what to type',
    (text) => {
      expect(withEnglish(parseDecimalText(text))).toEqual({
        ok: false,
        message: `"${text}" is not an amount. Use digits with at most two decimal places, e.g. 12.50.`,
      })
    },
  )

  it('gives the example with the decimal mark of the app language', () => {
    const refused = parseDecimalText('cheap')
    if (refused.ok) throw new Error('expected a refusal')
    const say = (language: AppLanguage) =>
      formatWords(createIntl({ locale: language, messages: MESSAGE_CATALOGS[language] }), refused.message)
    expect(say('de')).toContain('z. B. 12,50.')
    expect(say('ru')).toContain('например 12,50.')
    expect(say('zh-CN')).toContain('例如 12.50。')
  })
})

describe('SINGLE_VALUE_FIELDS', () => {
  it('reads App ID as a whole number or a game, with game suggestions', () => {
    const appid = SINGLE_VALUE_FIELDS.integer('appid')
    expect(appid.parse('730')).toEqual({ ok: true, value: 730 })
    expect(appid.parse('12.5').ok).toBe(false)
    expect(appid).toMatchObject({ games: true, inputMode: 'numeric' })
  })

  it('reads a decimal filter exactly, with the decimal keyboard and no suggestions', () => {
    const price = SINGLE_VALUE_FIELDS.decimal('price' as FilterKey)
    expect(price.parse('12.5')).toEqual({ ok: true, value: '12.50' })
    expect(price).toMatchObject({ games: false, inputMode: 'decimal' })
  })

  it('gives a decimal field a decimal keyboard and no game hint', () => {
    const price = SINGLE_VALUE_FIELDS.decimal('price' as FilterKey)
    render(
      <NumberInput
        id="filter-price"
        label="Price"
        placeholder="Any price"
        games={price.games}
        inputMode={price.inputMode}
        parse={price.parse}
        text="730"
        messages={[]}
        onTextChange={() => {}}
      />,
    )
    const field = screen.getByRole('textbox', { name: 'Price' })
    expect(field).toHaveAttribute('inputmode', 'decimal')
    expect(field).not.toHaveAttribute('list')
    expect(screen.queryByText('Counter-Strike 2')).not.toBeInTheDocument()
  })
})
