/**
 * docs/dev/how-to-add.md, "A table column": "Trade offer ID", a field the single-item answer
 * already carries, shown in the list: one entry in LIST_COLUMNS and its cell. Everything else
 * (the list's readers, packing, the demo's list item, the sample items, the export) follows
 * the entry.
 */
export const name = 'table-column'

const FILES = {
  columns: 'src/shared/catalog/list-columns.ts',
  cells: 'src/renderer/table/item-columns.tsx',
}

export const tests = [
  'src/renderer/table/item-table.test.tsx',
  'src/renderer/table/item-columns.test.ts',
  'src/shared/catalog/list-items.test.ts',
  'src/shared/catalog/packed-items.test.ts',
  'src/shared/catalog/well-formed-list-item.test.ts',
  'src/main/core/export/export-content.test.ts',
  'src/main/core/catalog-client/catalog-client.demo.test.ts',
  'src/demo-server/server.test.ts',
]

/** @param {import('./edit.mjs').RecipeEditor} edit */
export function apply(edit) {
  edit.into(
    FILES.columns,
    'export const LIST_COLUMNS = [',
    '\n] as const',
    "\n  { key: 'trade_offer_id', header: FIELD_NAMES.tradeOfferId, numeric: true, width: '128px' },",
  )
  edit.into(
    FILES.cells,
    'export const itemColumns = helper.columns([',
    '\n])',
    `
  helper.accessor((item) => listField(item, 'trade_offer_id'), {
    id: 'trade_offer_id',
    sortFn: byNumber,
    sortDescFirst: true,
    cell: (info) => fieldCell(info.getValue(), (offer) => <span className="num">{offer}</span>),
    ...labelled('trade_offer_id'),
  }),`,
  )
}
