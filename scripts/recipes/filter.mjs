/** docs/dev/how-to-add.md, "A filter": a decimal filter `max_price` (the demo matches it per listing). */
export const name = 'filter'

const FILES = {
  filters: 'src/shared/catalog/filters.ts',
  matchers: 'src/demo-server/data/filter-matchers.ts',
  demoTest: 'src/demo-server/list-filters.test.ts',
  e2eSpec: 'e2e/filters.spec.ts',
  e2eScreens: 'e2e/support/screens.ts',
  guide: 'docs/guide/finding-an-item.md',
}

/** The field's words, label and example: English in the code, the translations in five catalogs. */
const WORDS = {
  en: ['Max price', 'e.g. 12.50'],
  de: ['Höchstpreis', 'z. B. 12.50'],
  es: ['Precio máximo', 'p. ej., 12.50'],
  'pt-BR': ['Preço máximo', 'ex.: 12.50'],
  ru: ['Максимальная цена', 'например, 12.50'],
  'zh-CN': ['最高价格', '例如 12.50'],
}

export const tests = [
  'src/shared/catalog/filters.test.ts',
  FILES.demoTest,
  'src/shared/i18n/messages.test.ts',
]

/** @param {import('./edit.mjs').RecipeEditor} edit */
export function apply(edit) {
  edit.into(
    FILES.filters,
    'export const FILTERS = [',
    '] as const satisfies readonly FilterDescriptor[]',
    `  {
    key: 'max_price',
    param: 'filter[max_price]',
    kind: 'decimal',
    label: defineMessage({ id: 'filters.maxPrice.label', defaultMessage: 'Max price' }),
    placeholder: defineMessage({ id: 'filters.maxPrice.placeholder', defaultMessage: 'e.g. 12.50' }),
  },
`,
  )
  for (const [language, [label, placeholder]] of Object.entries(WORDS).filter(
    ([language]) => language !== 'en',
  )) {
    edit.before(
      `src/shared/i18n/messages/${language}.json`,
      '\n  "filters.apply": ',
      `\n  "filters.maxPrice.label": ${JSON.stringify(label)},\n  "filters.maxPrice.placeholder": ${JSON.stringify(placeholder)},`,
    )
  }

  edit.before(
    FILES.matchers,
    'import type { Product }',
    "import { decimalToCents } from '../../shared/catalog/decimal'\n",
  )
  edit.into(
    FILES.matchers,
    'export const FILTER_MATCHERS: FilterMatchers = {',
    '\n}',
    "\n  max_price: { per: 'listing', matches: (listing, max) => listing.priceCents <= decimalToCents(max) },",
  )

  edit.before(
    FILES.demoTest,
    'import { useDemoServer }',
    "import { decimalToCents } from '../shared/catalog/decimal'\n",
  )
  edit.into(
    FILES.demoTest,
    "describe('GET /v1/items filters', () => {",
    '\n})\n',
    `

  it('filter[max_price] keeps the listings priced at most that amount', async () => {
    const result = await filtered('?filter[max_price]=12.50')
    const expected = everything.filter((item) => decimalToCents(item.price) <= 1250)
    expect(expected.length).toBeGreaterThan(0)
    expect(expected.length).toBeLessThan(everything.length)
    expect(idsOf(result)).toEqual(idsOf(expected))
  })`,
  )

  edit.after(
    FILES.e2eScreens,
    "marketHashName: filters.getByRole('textbox', { name: 'Market hash name', exact: true }),\n",
    "    maxPrice: filters.getByRole('textbox', { name: 'Max price', exact: true }),\n",
  )
  edit.into(
    FILES.e2eSpec,
    "test('a filter nothing matches",
    '\n})\n',
    `
})

test('Max price shows only rows priced at most that amount', async ({ launch }) => {
  const page = await openCatalog(launch)
  const expected = await catalog.total({ max_price: '12.50' })
  expect(expected).toBeGreaterThan(0)
  expect(expected).not.toBe(unfiltered)

  const screen = itemsScreen(page)
  await screen.maxPrice.fill('12.50')
  await screen.maxPrice.press('Enter')
  await expect(itemCount(page, expected)).toBeVisible()
  const prices = await columnTexts(page, 'Price')
  expect(prices.filter((price) => Number(price) > 12.5)).toEqual([])`,
  )

  edit.after(
    FILES.guide,
    'The field names the game it read beside it.\n',
    '3. In **Max price**, type an amount such as `12.50`: only listings at that price or below are shown.\n',
  )
}
