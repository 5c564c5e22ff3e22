import { memo } from 'react'
import { useIntl } from 'react-intl'
import { MAX_CUSTOMER_NAME_CHARS, setCustomerName, useCustomerName } from './ticket-state'
import { defineMessage } from '../../shared/i18n/words'

/**
 * `Customer name` beside `Copy reply`: the name the greeting uses (`{customer_name}`). Optional:
 * left empty, the greeting reads well without it. One name for the ticket on screen (the
 * lookup's and the pane's reply tools show the same), cleared by the next lookup.
 *
 * Memoised: the pane's reply tools render again for every item opened, the name box only when
 * the name changes (React re-applies an input's value and name on each render).
 */
export const CustomerNameField = memo(function CustomerNameField({
  catalog,
  compact,
}: {
  readonly catalog: string
  readonly compact: boolean
}) {
  const name = useCustomerName(catalog)
  const intl = useIntl()
  return (
    <input
      type="text"
      className={`input reply-tools__customer${compact ? ' reply-tools__customer--compact' : ''}`}
      aria-label={intl.formatMessage({ id: 'replyTools.customerName', defaultMessage: 'Customer name' })}
      // The pane's narrow box shows the short word; the name read out is the whole one.
      placeholder={intl.formatMessage(
        compact
          ? defineMessage({ id: 'replyTools.customerName.short', defaultMessage: 'Customer' })
          : defineMessage({ id: 'replyTools.customerName', defaultMessage: 'Customer name' }),
      )}
      title={intl.formatMessage({
        id: 'replyTools.customerName.title',
        defaultMessage: "The customer's name for the greeting (optional; the next lookup clears it)",
      })}
      autoComplete="off"
      spellCheck={false}
      maxLength={MAX_CUSTOMER_NAME_CHARS}
      value={name}
      onChange={(event) => setCustomerName(catalog, event.target.value)}
    />
  )
})
