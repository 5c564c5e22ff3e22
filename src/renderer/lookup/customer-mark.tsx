import { useIntl } from 'react-intl'

/** The selector of row `id`'s `Customer's item <id>` box, for focus to be brought to it. */
export function markSelector(id: number): string {
  return `input[data-customer-mark="${id}"]`
}

/**
 * `Customer's item <id>`: whether a row of a lookup not made from the customer's IDs (a page
 * of the item list) is the customer's; `Copy reply` covers only the rows marked. Its cell acts
 * on its own: a click or a key on it must not also open the row.
 */
export function CustomerMarkCell({
  id,
  marked,
  onMark,
}: {
  readonly id: number
  readonly marked: boolean
  readonly onMark: (id: number, customers: boolean) => void
}) {
  const intl = useIntl()
  return (
    <td
      className="lookup-table__mark"
      onClick={(event) => event.stopPropagation()}
      onKeyDown={(event) => event.stopPropagation()}
    >
      <input
        type="checkbox"
        data-customer-mark={id}
        checked={marked}
        aria-label={intl.formatMessage(
          { id: 'lookup.customerRows.mark', defaultMessage: "Customer's item {id}" },
          { id: String(id) },
        )}
        onChange={(event) => onMark(id, event.target.checked)}
      />
    </td>
  )
}
