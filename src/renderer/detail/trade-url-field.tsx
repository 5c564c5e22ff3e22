import { FormattedMessage, useIntl } from 'react-intl'
import { useOpenExternal } from './api/use-open-external'
import { appErrorOf } from '../api/catalog-error'
import { tradeUrlParts } from '../format/trade-url'
import { ExternalIcon } from '../ui/icons'
import { CopyButton } from '../ui/copy-button'
import type { Field } from '../../shared/catalog/field'
import { UnexpectedValue } from '../ui/field-value'
import { ErrorMessage } from '../ui/error-message'
import { DASH } from './time-values'

/**
 * The trade URL with its `partner` and `token` shown apart (what staff compare with a
 * customer's message), Copy (through main's clipboard) and Open (through main, https only:
 * main refuses anything else too, this just says so up front).
 */
export function TradeUrlField({ field }: { readonly field: Field<string> }) {
  return field.ok ? (
    <ValidTradeUrl url={field.value} />
  ) : (
    <MalformedTradeUrl raw={field.raw} reason={field.reason} />
  )
}

/**
 * A trade URL that failed its check is something the app would act on, so it stays strict:
 * shown as text only, and neither opened nor copied (the buttons stay, disabled, with why).
 */
function MalformedTradeUrl({ raw, reason }: { readonly raw: string; readonly reason: string }) {
  const intl = useIntl()
  return (
    <div className="trade-url">
      <span className="trade-url__full truncate">
        <UnexpectedValue raw={raw} reason={reason} />
      </span>
      <span className="trade-url__actions">
        <CopyButton what="tradeUrl" short text={null} disabledReason="trade-url-invalid-note" />
        <button
          type="button"
          className="button button--small"
          aria-label={intl.formatMessage({ id: 'tradeUrl.openLabel' })}
          disabled
          aria-describedby="trade-url-invalid-note"
        >
          <ExternalIcon />
          <FormattedMessage id="tradeUrl.open" />
        </button>
      </span>
      <span id="trade-url-invalid-note" className="trade-url__note">
        <FormattedMessage id="tradeUrl.invalid" values={{ reason }} />
      </span>
    </div>
  )
}

function ValidTradeUrl({ url }: { readonly url: string }) {
  const parts = tradeUrlParts(url)
  const open = useOpenExternal()
  const failure = appErrorOf(open.error)
  const intl = useIntl()

  return (
    <div className="trade-url">
      <span className="trade-url__full mono truncate" title={url}>
        {url}
      </span>
      {parts ? (
        <span className="trade-url__parts">
          <span className="trade-url__part">
            <span className="trade-url__label">
              <FormattedMessage id="pane.partner" />
            </span>
            <span className="mono">{parts.partner || DASH}</span>
          </span>
          <span className="trade-url__part">
            <span className="trade-url__label">
              <FormattedMessage id="pane.token" />
            </span>
            <span className="mono">{parts.token || DASH}</span>
          </span>
        </span>
      ) : null}
      <span className="trade-url__actions">
        <CopyButton what="tradeUrl" short text={url} />
        <button
          type="button"
          className="button button--small"
          aria-label={intl.formatMessage({ id: 'tradeUrl.openLabel' })}
          title={intl.formatMessage({ id: 'tradeUrl.openTitle' })}
          disabled={!parts?.https || open.isPending}
          aria-describedby={parts?.https ? undefined : 'trade-url-https-note'}
          onClick={() => open.mutate(url)}
        >
          <ExternalIcon />
          <FormattedMessage id="tradeUrl.open" />
        </button>
      </span>
      {parts?.https ? null : (
        <span id="trade-url-https-note" className="trade-url__note">
          {parts?.protocol ? (
            <FormattedMessage id="tradeUrl.notHttps" values={{ protocol: parts.protocol }} />
          ) : (
            <FormattedMessage id="tradeUrl.notHttpsUnknown" />
          )}
        </span>
      )}
      {failure ? <ErrorMessage error={failure} /> : null}
    </div>
  )
}
