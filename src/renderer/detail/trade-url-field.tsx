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
import { tradeOfferLink, type TradeOfferProblem } from '../../shared/links/trade-offer-link'

const REFUSED_NOTE = 'trade-url-refused-note'

/**
 * The trade URL with its `partner` and `token` shown apart (what staff compare with a
 * customer's message), Copy (through main's clipboard) and Open (through main). Both act only
 * on a Steam trade offer link (shared/links/trade-offer-link.ts), in the form its checks
 * passed; anything else stays on screen as text, both buttons disabled, with the reason.
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
          aria-label={intl.formatMessage({ id: 'tradeUrl.openLabel', defaultMessage: 'Open trade URL' })}
          disabled
          aria-describedby="trade-url-invalid-note"
        >
          <ExternalIcon />
          <FormattedMessage id="tradeUrl.open" defaultMessage="Open" />
        </button>
      </span>
      <span id="trade-url-invalid-note" className="trade-url__note">
        <FormattedMessage
          id="tradeUrl.invalid"
          defaultMessage={'This is not a valid trade URL ({reason}), so it cannot be opened or copied.'}
          values={{ reason }}
        />
      </span>
    </div>
  )
}

/** Why a trade URL is neither copied nor opened, in the agent's words. */
function RefusalNote({ problem }: { readonly problem: TradeOfferProblem }) {
  switch (problem.kind) {
    case 'notHttps':
      return (
        <FormattedMessage
          id="tradeUrl.notHttps"
          defaultMessage={'Only https:// links are opened or copied; this one uses {protocol}.'}
          values={{ protocol: problem.protocol }}
        />
      )
    case 'credentials':
      return (
        <FormattedMessage
          id="tradeUrl.refused.credentials"
          defaultMessage="Not opened or copied: this trade URL carries a user name or password, which a Steam trade offer link never does."
        />
      )
    case 'hidden':
      return (
        <FormattedMessage
          id="tradeUrl.refused.hidden"
          defaultMessage="Not opened or copied: this trade URL holds a space, a line break or an invisible character."
        />
      )
    case 'invalid':
    case 'notTradeOffer':
      return (
        <FormattedMessage
          id="tradeUrl.refused.notTradeOffer"
          defaultMessage="Not opened or copied: only a Steam trade offer link is (https://steamcommunity.com/tradeoffer/new/ with a partner and a token)."
        />
      )
  }
}

function ValidTradeUrl({ url }: { readonly url: string }) {
  const parts = tradeUrlParts(url)
  const link = tradeOfferLink(url)
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
              <FormattedMessage id="pane.partner" defaultMessage="Partner" />
            </span>
            <span className="mono">{parts.partner || DASH}</span>
          </span>
          <span className="trade-url__part">
            <span className="trade-url__label">
              <FormattedMessage id="pane.token" defaultMessage="Token" />
            </span>
            <span className="mono">{parts.token || DASH}</span>
          </span>
        </span>
      ) : null}
      <span className="trade-url__actions">
        <CopyButton what="tradeUrl" short text={link.ok ? link.href : null} disabledReason={REFUSED_NOTE} />
        <button
          type="button"
          className="button button--small"
          aria-label={intl.formatMessage({ id: 'tradeUrl.openLabel', defaultMessage: 'Open trade URL' })}
          title={intl.formatMessage({ id: 'tradeUrl.openTitle', defaultMessage: 'Open in your browser' })}
          disabled={!link.ok || open.isPending}
          aria-describedby={link.ok ? undefined : REFUSED_NOTE}
          onClick={() => link.ok && open.mutate(link.href)}
        >
          <ExternalIcon />
          <FormattedMessage id="tradeUrl.open" defaultMessage="Open" />
        </button>
      </span>
      {link.ok ? null : (
        <span id={REFUSED_NOTE} className="trade-url__note">
          <RefusalNote problem={link.problem} />
        </span>
      )}
      {failure ? <ErrorMessage error={failure} /> : null}
    </div>
  )
}
