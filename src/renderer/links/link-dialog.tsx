import type { ReactNode } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import type { CatalogRef, LinkRequest } from '../../shared/ipc'
import type { LinkTarget } from '../../shared/links/catalog-link'
import { EnvironmentTag } from '../catalogs/environment-tag'
import { ConfirmDialog, FooterDialog } from '../ui/dialog'
import { useWordText } from '../format/word-text'

type Asking = Exclude<LinkRequest, { kind: 'open' }>

/**
 * What a link opens ("item 1042", "a lookup of 3 items"), as the values of the sentence that
 * names it: the sentence words it, so each language puts it in its own case and order.
 */
function targetValues(target: LinkTarget): { kind: string; id: string; count: number } {
  if (target.kind === 'item') return { kind: 'item', id: String(target.id), count: 1 }
  const [first] = target.ids
  return target.ids.length === 1
    ? { kind: 'single', id: String(first), count: 1 }
    : { kind: 'lookup', id: '', count: target.ids.length }
}

/** A catalog's name or address in bold inside a sentence (`<strong>` in the message). */
const strong = (chunks: ReactNode[]) => <strong>{chunks}</strong>

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
  const intl = useIntl()
  if (request.kind === 'invalid') {
    return (
      <FooterDialog
        title={intl.formatMessage({ id: 'links.invalid.title', defaultMessage: 'Link not opened' })}
        role="alertdialog"
        cancelLabel={<FormattedMessage id="dialog.ok" defaultMessage="OK" />}
        onCancel={onDismiss}
      >
        <p>{wordText(request.reason)}</p>
        {request.more ? (
          <p>
            <FormattedMessage
              id="links.more"
              defaultMessage={
                '{count, plural, one {# more link was not opened.} other {# more links were not opened.}}'
              }
              values={{ count: request.more }}
            />
          </p>
        ) : null}
        <p className="field__hint">
          <FormattedMessage id="links.nothingSent" defaultMessage="Nothing was opened or sent." />
        </p>
      </FooterDialog>
    )
  }
  const where = targetValues(request.target)
  if (request.kind === 'switch') {
    const { catalog } = request
    return (
      <ConfirmDialog
        title={intl.formatMessage(
          {
            id: 'links.switch.title',
            defaultMessage:
              'Open {kind, select, item {item {id}} single {a lookup of item {id}} other {a lookup of {count, plural, one {# item} other {# items}}}} in {catalog}?',
          },
          { ...where, catalog: catalog.label },
        )}
        confirmLabel={intl.formatMessage({ id: 'links.switch.confirm', defaultMessage: 'Switch and open' })}
        busy={busy}
        onConfirm={onSwitch}
        onCancel={onDismiss}
      >
        <p>
          <FormattedMessage
            id="links.switch.text"
            defaultMessage={
              'This link opens {kind, select, item {item {id}} single {a lookup of item {id}} other {a lookup of {count, plural, one {# item} other {# items}}}} in <strong>{catalog}</strong> {tag} ({baseUrl}).'
            }
            values={{
              ...where,
              strong,
              catalog: catalog.label,
              baseUrl: catalog.baseUrl,
              tag: <EnvironmentTag environment={catalog.environment} label={catalog.label} />,
            }}
          />
        </p>
        <p>
          <FormattedMessage
            id="links.switch.connected"
            defaultMessage={
              'You are connected to <strong>{catalog}</strong> {tag}. Switching keeps its token.'
            }
            values={{
              strong,
              catalog: connected.label,
              tag: <EnvironmentTag environment={connected.environment} label={connected.label} />,
            }}
          />
        </p>
      </ConfirmDialog>
    )
  }
  return (
    <ConfirmDialog
      title={intl.formatMessage({ id: 'links.unknown.title', defaultMessage: 'Link to an unknown catalog' })}
      confirmLabel={intl.formatMessage({ id: 'catalogs.add', defaultMessage: 'Add catalog…' })}
      onConfirm={onAdd}
      onCancel={onDismiss}
    >
      <p>
        <FormattedMessage
          id="links.unknown.text"
          defaultMessage={
            'This link opens {kind, select, item {item {id}} single {a lookup of item {id}} other {a lookup of {count, plural, one {# item} other {# items}}}} in <strong>{baseUrl}</strong>, which is not one of your catalogs.'
          }
          values={{ ...where, strong, baseUrl: request.baseUrl }}
        />
      </p>
      <p>
        <FormattedMessage
          id="links.unknown.advice"
          defaultMessage="A link never adds a catalog by itself. If you trust this address, add it with its access token and the link opens afterwards."
        />
      </p>
    </ConfirmDialog>
  )
}
