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
  return (
    <button type="button" className="panel__open" onClick={() => onOpen(item.id)}>
      <span className="num">{item.id}</span>
      {BETWEEN}
      <span className="panel__name">
        {item.name ??
          intl.formatMessage(
            { id: 'watch.notify.unnamed', defaultMessage: 'Item {id}' },
            { id: String(item.id) },
          )}
      </span>
    </button>
  )
}
