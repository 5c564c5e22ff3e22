import { useIntl } from 'react-intl'
import { BETWEEN } from './between'

/**
 * An item of a side panel's list (Recent, Watched items) as the button that opens it: its ID,
 * then its name, or a name that says it has none, so no row is a bare number.
 */
export function PanelOpenButton({
  item,
  onOpen,
}: {
  readonly item: { readonly id: number; readonly name: string | null }
  readonly onOpen: (id: number) => void
}) {
  const intl = useIntl()
  const name =
    item.name ??
    intl.formatMessage({ id: 'watch.notify.unnamed', defaultMessage: 'Item {id}' }, { id: String(item.id) })
  // A long name ends in an ellipsis on the row: whole in the title.
  const title = [String(item.id), name].join(BETWEEN)
  return (
    <button type="button" className="panel__open" title={title} onClick={() => onOpen(item.id)}>
      <span className="num">{item.id}</span>
      {BETWEEN}
      <span className="panel__name">{name}</span>
    </button>
  )
}
