/**
 * docs/dev/how-to-add.md, "A table column": "Rarity", shown from a list field `rarity` the
 * list response does not carry yet (every list field has a column, so a new column is a new
 * field).
 */
export const name = 'table-column'

const FILES = {
  columns: 'src/shared/catalog/list-columns.ts',
  cells: 'src/renderer/table/item-columns.tsx',
  css: 'src/renderer/table/item-table.css',
  tableTest: 'src/renderer/table/item-table.test.tsx',
  // The field itself:
  schema: 'src/shared/catalog/item.ts',
  listItem: 'src/shared/catalog/list-field.ts',
  packed: 'src/shared/catalog/packed-items.ts',
  exportTest: 'src/main/core/export/export-content.test.ts',
  wellFormed: 'src/shared/catalog/well-formed-list-item.ts',
  demo: 'src/demo-server/data/catalog-data.ts',
  sample: 'src/shared/catalog/sample-items.test-support.ts',
  // Tests whose own elements spell out every field:
  readersTest: 'src/shared/catalog/list-items.test.ts',
  packedTest: 'src/shared/catalog/packed-items.test.ts',
  wellFormedTest: 'src/shared/catalog/well-formed-list-item.test.ts',
  arbitrary: 'src/shared/catalog/list-elements.test-support.ts',
  rendererSample: 'src/renderer/testing/sample-items.test-support.ts',
}

/** The column's header: English in its descriptor, the translations in the other five catalogs. */
const WORDS = {
  en: 'Rarity',
  de: 'Seltenheit',
  es: 'Rareza',
  'pt-BR': 'Raridade',
  ru: 'Редкость',
  'zh-CN': '稀有度',
}

export const tests = [
  FILES.tableTest,
  'src/renderer/table/item-columns.test.ts',
  'src/shared/i18n/messages.test.ts',
  FILES.readersTest,
  FILES.packedTest,
  FILES.wellFormedTest,
  FILES.exportTest,
  'src/demo-server/server.test.ts',
]

/** @param {import('./edit.mjs').RecipeEditor} edit */
export function apply(edit) {
  edit.into(
    FILES.columns,
    'export const FIELD_NAMES = defineMessages({',
    '\n})',
    `\n  rarity: { id: 'table.column.rarity', defaultMessage: ${JSON.stringify(WORDS.en)}, description: 'How rare an item is' },`,
  )
  edit.into(
    FILES.columns,
    'export const LIST_COLUMNS = [',
    '\n] as const',
    "\n  { key: 'rarity', header: FIELD_NAMES.rarity, numeric: false },",
  )
  edit.into(
    FILES.cells,
    'export const itemColumns = helper.columns([',
    '\n])',
    `
  helper.accessor((item) => listField(item, 'rarity'), {
    id: 'rarity',
    sortFn: byText,
    sortDescFirst: false,
    cell: (info) => fieldCell(info.getValue(), (rarity) => truncated(rarity)),
    ...labelled('rarity', 'col-rarity'),
  }),`,
  )
  for (const [language, words] of Object.entries(WORDS).filter(([language]) => language !== 'en')) {
    edit.before(
      `src/shared/i18n/messages/${language}.json`,
      '\n  "table.sortTitle": ',
      `\n  "table.column.rarity": ${JSON.stringify(words)},`,
    )
  }
  edit.after(FILES.css, '.col-image {\n  width: 48px;\n}\n', '.col-rarity {\n  width: 120px;\n}\n')
  edit.into(
    FILES.tableTest,
    "describe('ItemTable', () => {",
    '\n})\n',
    `

  it('shows the rarity, and "unexpected value" for one that could not be read', () => {
    const items = [
      listItem({ id: 1, rarity: 'Covert' }),
      listItem({ id: 2, rarity: malformedField('??', 'rarity: expected text') }),
    ]
    renderWithQuery(<Harness items={items} />)
    const [first, second] = bodyRows()
    expect(within(first!).getAllByRole('cell').at(-1)).toHaveTextContent(/^Covert$/)
    expect(within(second!).getAllByRole('cell').at(-1)).toHaveTextContent('unexpected value ??')
  })`,
  )

  edit.into(FILES.schema, 'export const listItemSchema = z.looseObject({', '\n})', '\n  rarity: z.string(),')
  edit.into(FILES.schema, 'const listItemFields = {', '\n}', '\n  rarity: boundedText,')
  edit.into(
    FILES.schema,
    ['export const tolerantListItemSchema', '.looseObject({'],
    '\n  })',
    '\n    rarity: shownField(listItemFields.rarity),',
  )
  edit.into(
    FILES.schema,
    'const flat: ListItem = {',
    '\n    }',
    "\n      rarity: value('rarity', item.rarity),",
  )
  edit.after(
    FILES.wellFormed,
    'const { id, appid, image, price, name, market_hash_name, platform_price',
    ', rarity',
  )
  edit.before(FILES.wellFormed, '  return { id, appid,', '  if (!isBoundedText(rarity)) return null\n')
  edit.after(
    FILES.wellFormed,
    '  return { id, appid, image, price, name, market_hash_name, platform_price',
    ', rarity',
  )
  edit.into(FILES.exportTest, 'const ITEM: ListItem = {', '\n  unreadable', "\n  rarity: 'Covert',")
  edit.after(FILES.exportTest, ',unexpected value: free,12.00,', 'Covert,')
  edit.into(
    FILES.exportTest,
    ['writes plain values to JSON', 'expect(record).toEqual({'],
    '\n      link:',
    "\n      rarity: 'Covert',",
  )
  edit.after(FILES.exportTest, 'App ID,Price,Platform price,', 'Rarity,')
  edit.into(
    FILES.readersTest,
    ["it('takes a well-formed element", 'const item = {'],
    '\n    }',
    "\n      rarity: 'Covert',",
  )
  edit.into(
    FILES.readersTest,
    ["it('leaves an element with one malformed field", 'const malformed = {'],
    '\n    }',
    "\n      rarity: 'Covert',",
  )
  for (const id of ['id: 1,', 'id: 2,'])
    edit.into(
      FILES.packedTest,
      ["it('keep a row’s problems with that row only'", id],
      '\n      }',
      "\n        rarity: 'Covert',",
    )
  edit.into(FILES.wellFormedTest, 'const WELL_FORMED = {', '\n}', "\n  rarity: 'Covert',")
  edit.into(
    FILES.arbitrary,
    'fc.record(',
    '\n        added_by_service',
    '\n        rarity: valueOr(fc.string()),',
  )
  edit.after(FILES.arbitrary, "'market_hash_name', 'platform_price'", ", 'rarity'")
  edit.into(
    FILES.listItem,
    'export interface ListItem {',
    '\n  /** Only present',
    '\n  readonly rarity: string | null',
  )
  edit.into(FILES.listItem, 'export const LIST_ITEM_FIELDS = [', '\n] as const', "\n  'rarity',")
  edit.into(
    FILES.packed,
    ['export function unpackItems', 'const item: ListItem = {'],
    '\n    }',
    '\n      rarity: columns.rarity[index] ?? null,',
  )
  edit.into(FILES.demo, ['listItem(id, origin) {', 'return {'], '\n      }', "\n        rarity: 'Covert',")
  edit.into(
    FILES.sample,
    ['export function sampleListItemWire', 'return {'],
    '\n  }',
    "\n    rarity: 'Covert',",
  )
  edit.into(FILES.rendererSample, 'const item: ListItem = {', '\n  }', "\n    rarity: field('rarity'),")
}
