import type { CatalogRef, LinkRequest } from '../../shared/ipc'
import type { LinkTarget } from '../../shared/links/catalog-link'
import { EnvironmentTag } from '../catalogs/environment-tag'
import { ConfirmDialog, Dialog } from '../ui/dialog'
import { useWordText } from '../format/word-text'

type Asking = Exclude<LinkRequest, { kind: 'open' }>

/** "item 1042", "a lookup of 3 items": what a link opens, in words. */
export function describeTarget(target: LinkTarget): string {
  if (target.kind === 'item') return `item ${target.id}`
  return target.ids.length === 1
    ? `a lookup of item ${target.ids[0]}`
    : `a lookup of ${target.ids.length} items`
}

/** "3 more links were not opened": the rest of a burst of refused links, in one dialog. */
export function moreLinks(count: number): string {
  return count === 1
    ? '1 more link was not opened.'
    : `${count.toLocaleString('en-US')} more links were not opened.`
}

/**
 * A link that names another catalog, or could not be read: the person sees where it points
 * (or what was wrong) before anything is sent. Cancel comes first and has focus, so a stray
 * Enter never switches catalogs.
 */
export function LinkDialog({
  request,
  connected,
  busy,
  onSwitch,
  onAdd,
  onDismiss,
}: {
  readonly request: Asking
  readonly connected: CatalogRef
  readonly busy: boolean
  readonly onSwitch: () => void
  readonly onAdd: () => void
  readonly onDismiss: () => void
}) {
  const wordText = useWordText()
  if (request.kind === 'invalid') {
    return (
      <Dialog
        title="Link not opened"
        role="alertdialog"
        onCancel={onDismiss}
        actions={
          <button type="button" className="button" onClick={onDismiss}>
            OK
          </button>
        }
      >
        <p>{wordText(request.reason)}</p>
        {request.more ? <p>{moreLinks(request.more)}</p> : null}
        <p className="field__hint">Nothing was opened or sent.</p>
      </Dialog>
    )
  }
  const where = describeTarget(request.target)
  if (request.kind === 'switch') {
    const { catalog } = request
    return (
      <ConfirmDialog
        title={`Open ${where} in ${catalog.label}?`}
        confirmLabel="Switch and open"
        busy={busy}
        onConfirm={onSwitch}
        onCancel={onDismiss}
      >
        <p>
          This link opens {where} in <strong>{catalog.label}</strong>{' '}
          <EnvironmentTag environment={catalog.environment} label={catalog.label} /> ({catalog.baseUrl}).
        </p>
        <p>
          You are connected to <strong>{connected.label}</strong>{' '}
          <EnvironmentTag environment={connected.environment} label={connected.label} />. Switching keeps its
          token.
        </p>
      </ConfirmDialog>
    )
  }
  return (
    <ConfirmDialog
      title="Link to an unknown catalog"
      confirmLabel="Add catalog…"
      onConfirm={onAdd}
      onCancel={onDismiss}
    >
      <p>
        This link opens {where} in <strong>{request.baseUrl}</strong>, which is not one of your catalogs.
      </p>
      <p>
        A link never adds a catalog by itself. If you trust this address, add it with its access token and the
        link opens afterwards.
      </p>
    </ConfirmDialog>
  )
}
