/** docs/dev/how-to-add.md, "A new kind of filter": a `date` kind (one day, `YYYY-MM-DD`), no filter of it yet. */
export const name = 'filter-kind'

const FILES = {
  filters: 'src/shared/catalog/filters.ts',
  listQuery: 'src/shared/catalog/list-query.ts',
  readers: 'src/demo-server/list/filter-readers.ts',
  fields: 'src/renderer/filters/single-value-fields.ts',
  filtersTest: 'src/shared/catalog/filters.test.ts',
  readersTest: 'src/demo-server/list/filter-readers.test.ts',
  fieldsTest: 'src/renderer/filters/single-value-fields.test.tsx',
}

/** What the field says when the text is not a day, in each of the six catalogs. */
const NOT_A_DAY = {
  en: '"{text}" is not a day. Write it as 2026-01-31.',
  de: '„{text}“ ist kein Tag. Schreiben Sie ihn als 2026-01-31.',
  es: '«{text}» no es un día. Escríbalo como 2026-01-31.',
  'pt-BR': '“{text}” não é um dia. Escreva no formato 2026-01-31.',
  ru: '«{text}» — не день. Запишите его как 2026-01-31.',
  'zh-CN': '“{text}”不是日期。请写成 2026-01-31。',
}

export const tests = [
  FILES.filtersTest,
  FILES.readersTest,
  FILES.fieldsTest,
  'src/shared/catalog/list-query.test.ts',
  'src/shared/i18n/messages.test.ts',
]

/** @param {import('./edit.mjs').RecipeEditor} edit */
export function apply(edit) {
  edit.into(
    FILES.filters,
    'interface FilterValues {',
    '\n}',
    '\n  /** One day, as `YYYY-MM-DD`. */\n  date: string | null',
  )
  edit.into(FILES.filters, ['const EMPTY_OF_KIND', '= {'], '\n}', '\n  date: () => null,')
  edit.into(
    FILES.listQuery,
    ['export const FILTER_SCHEMA_OF_KIND', '= {'],
    '\n}',
    '\n  date: z.iso.date().nullable().default(null),',
  )
  edit.into(
    FILES.readers,
    ['export const FILTER_READERS', '} = {'],
    '\n}',
    "\n  date: (filter, query) =>\n    singleValue(filter, query, (raw) => (/^\\d{4}-\\d{2}-\\d{2}$/.test(raw.trim()) ? raw.trim() : null), 'a day such as 2026-01-31'),",
  )
  edit.into(
    FILES.fields,
    ['export const SINGLE_VALUE_FIELDS', '} = {'],
    '\n}',
    `
  date: () => ({
    parse: (text) => {
      const day = text.trim()
      if (day === '') return { ok: true, value: null }
      if (/^\\d{4}-\\d{2}-\\d{2}$/.test(day)) return { ok: true, value: day }
      return {
        ok: false,
        message: words(
          { id: 'filters.notADay', defaultMessage: ${JSON.stringify(NOT_A_DAY.en)} },
          { text: day.slice(0, 40) },
        ),
      }
    },
    games: false,
    inputMode: 'numeric',
  }),`,
  )

  for (const [language, message] of Object.entries(NOT_A_DAY).filter(([language]) => language !== 'en')) {
    edit.before(
      `src/shared/i18n/messages/${language}.json`,
      '\n  "filters.tooLong": ',
      `\n  "filters.notADay": ${JSON.stringify(message)},`,
    )
  }

  edit.into(FILES.filtersTest, ['const SET_VALUE', '= {'], ' }', ", date: '2026-01-31'")
  edit.after(
    FILES.readersTest,
    "const APP: FilterDescriptor = { ...PRICE, key: 'appid', param: 'filter[appid]', kind: 'integer' }\n",
    `
describe('FILTER_READERS.date', () => {
  const DAY: FilterDescriptor = { ...PRICE, key: 'day', param: 'filter[day]', kind: 'date' }
  it('reads one day and refuses anything else, naming the parameter', () => {
    expect(FILTER_READERS.date(DAY, queryOf('2026-01-31').query)).toBe('2026-01-31')
    const { query, refused } = queryOf('yesterday')
    expect(FILTER_READERS.date(DAY, query)).toBeNull()
    expect(refused).toHaveLength(1)
    expect(refused[0]).toContain('filter[day] must be a day such as 2026-01-31')
  })
})
`,
  )
  edit.after(
    FILES.fieldsTest,
    "describe('SINGLE_VALUE_FIELDS', () => {\n",
    `  it('reads a date field as one day, a blank one as no filter, and says what to type otherwise', () => {
    const date = SINGLE_VALUE_FIELDS.date('name')
    expect(date.parse(' 2026-01-31 ')).toEqual({ ok: true, value: '2026-01-31' })
    expect(date.parse('')).toEqual({ ok: true, value: null })
    expect(withEnglish(date.parse('31/01/2026'))).toEqual({ ok: false, message: '"31/01/2026" is not a day. Write it as 2026-01-31.' })
  })

`,
  )
}
